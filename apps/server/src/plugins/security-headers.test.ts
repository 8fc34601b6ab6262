import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('security headers', () => {
  it('sets a CSP that allows the app: own scripts, inline styles, data/blob images', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toMatch(/img-src 'self' data: blob:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('adds the storage origin, API origins and configured providers', () => {
    const directives = contentSecurityPolicy(
      testConfig({
        STORAGE_BASE_URL: 'https://bucket.example.com/media',
        CHAT_API_BASE: 'https://chat.example.com/chat',
        PUBLIC_URL: 'https://matchday.example.com',
        PAYMENT_PUBLIC_KEY: 'pk_test',
        CAPTCHA_SITE_KEY: 'site',
        CAPTCHA_SECRET: 'secret',
      }),
    );
    expect(directives['img-src']).toContain('https://bucket.example.com');
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(['https://chat.example.com', 'wss://chat.example.com']),
    );
    expect(directives['script-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://www.gstatic.com']),
    );
    expect(directives['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('request ids', () => {
  it('gives every response an x-request-id that the problem body repeats', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/missing' });
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json().requestId).toBe(id);
  });

  it("echoes the caller's x-request-id and ignores an unsafe one", async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\nlog line' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('evil');
  });
});
