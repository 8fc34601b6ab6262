import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig, uniqueAddress } from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';

let app: App;
const lines: { level: number; msg: string; component?: string }[] = [];

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  app = await buildApp({ config: testConfig(), database, logger });
  app.addHook('onClose', async () => {
    await database.close();
    await drop();
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('better-auth logging', () => {
  it('writes better-auth’s messages to the server log', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/security/v1/auth/sign-out',
      headers: { cookie: 'matchday.session_token=x', origin: 'https://evil.example' },
      payload: {},
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(lines.some((l) => l.component === 'better-auth' && l.level === 50 && /origin/i.test(l.msg))).toBe(
      true,
    );
  });
});
