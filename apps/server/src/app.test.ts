import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../test/helpers.ts';
import { type App, buildApp } from './app.ts';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
let app: App;

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  app = await buildApp({ config: testConfig(), database, logger: pino({ level: 'info' }, sink) });
  app.addHook('onClose', async () => {
    await database.close();
    await drop();
  });
  await app.ready();
});
afterAll(() => app.close());

describe('request logging', () => {
  it('logs each request once, at info, with method, url, status, time and the echoed request id', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/sport-types',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(response.headers['x-request-id']).toBe('trace-42');
    const logged = lines.filter((line) => line.reqId === 'trace-42');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/sport-types',
      statusCode: 200,
    });
    expect(typeof logged[0]?.ms).toBe('number');
  });

  it('logs health checks and static files below info', async () => {
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-health' } });
    await app.inject({
      method: 'GET',
      url: '/storage/images/none.webp',
      headers: { 'x-request-id': 'trace-static' },
    });
    await app.inject({ method: 'GET', url: '/favicon.ico', headers: { 'x-request-id': 'trace-icon' } });
    const logged = lines.filter((line) =>
      ['trace-health', 'trace-static', 'trace-icon'].includes(String(line.reqId)),
    );
    expect(logged).toEqual([]);
  });

  it('logs a failed request with its problem code', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/sport-types/unknown/team-leagues',
      headers: { 'x-request-id': 'trace-43' },
    });
    expect(
      lines.find((line) => line.reqId === 'trace-43' && line.code === 'sport_type.not_found'),
    ).toBeDefined();
  });
});
