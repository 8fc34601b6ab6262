import { RuntimeConfigSchema } from '@matchday/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('GET /runtime-config.json', () => {
  it('serves the local defaults in the contract shape, uncached', async () => {
    app = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const config = RuntimeConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      standingsApiBase: '/api',
      securityApiBase: '/security',
      chatApiBase: '/chat',
      hubPath: '/api/hub',
      storageBaseUrl: '/storage',
      webEngineDomain: 'localhost:3000',
      payments: { provider: 'sandbox' },
    });
  });

  it('serves configured values', async () => {
    app = await createTestApp({ MAPS_API_KEY: 'maps-123', WEB_ENGINE_DOMAIN: 'leagues.example.com' });
    const config = (await app.inject({ method: 'GET', url: '/runtime-config.json' })).json();
    expect(config).toMatchObject({ mapsApiKey: 'maps-123', webEngineDomain: 'leagues.example.com' });
  });
});
