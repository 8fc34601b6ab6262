import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../test/helpers.ts';
import type { Database } from './db/client.ts';
import { isEmptyInstallation, startupMessages } from './startup.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.migrate();
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('start-up', () => {
  it('says where Matchday runs, and on an empty installation who becomes administrator', () => {
    const lines = startupMessages(testConfig({ PORT: '3000' }), true);
    expect(lines[0]).toBe('Matchday is running at http://localhost:3000');
    expect(lines[1]).toContain('the first account to register');
    expect(lines[1]).toContain('system administrator');
    expect(startupMessages(testConfig(), false).join('\n')).not.toContain('administrator');
  });

  it('sees an installation without users as empty, and one with a user as not', async () => {
    expect(await isEmptyInstallation(database.db)).toBe(true);
    await database.db.execute("insert into users (name, email) values ('Ann', 'ann@example.com')");
    expect(await isEmptyInstallation(database.db)).toBe(false);
  });
});
