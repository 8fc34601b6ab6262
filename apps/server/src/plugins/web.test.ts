import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { findLeagueSubdomain } from './web.ts';

const dist = mkdtempSync(join(tmpdir(), 'matchday-dist-'));
const indexHtml =
  '<!doctype html><html><head><title>Matchday</title></head><body><div id="root"></div></body></html>';
let app: App;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), indexHtml);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build leaves them (apps/web/build/precompress.ts): a text file with its brotli and gzip copies.
  writeFileSync(join(dist, 'assets', 'page-def456.js'), bigScript);
  writeFileSync(join(dist, 'assets', 'page-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(dist, 'assets', 'page-def456.js.gz'), gzipSync(bigScript));
  app = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const bigScript = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(',')}];`;

/** The runtime configuration a page load carries inline, or `undefined`. */
function inlineRuntimeConfig(body: string): unknown {
  const match = /<script type="application\/json" id="runtime-config">([\s\S]*?)<\/script>/.exec(body);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('web app', () => {
  it('serves index.html at /, with the runtime configuration inline', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<body><div id="root"></div>');
    const config = await app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(inlineRuntimeConfig(response.body)).toEqual(config.json());
  });

  it('serves index.html at / to a client that does not ask for HTML (curl)', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('compresses an API answer for a client that accepts it', async () => {
    const openapi = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(openapi.rawPayload).toString())).toHaveProperty('paths');
  });

  it('serves a built file, fingerprinted assets cached for good', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toContain('immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('sends the precompressed copy the client accepts, brotli first, and says it varies', async () => {
    const url = '/assets/page-def456.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses on the fly a built file without compressed copies, for a client that accepts it', async () => {
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(gunzipSync(asset.rawPayload).toString()).toBe('console.log(1);');
    const plain = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1);');
  });

  it('answers a page load of a client route with index.html, uncached', async () => {
    const response = await app.inject({ method: 'GET', url: '/observe/team/42?tabs=players', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['an unknown API path', '/api/nothing-here', html],
    ['an unknown security path', '/security/v1/nothing', html],
    ['a missing asset', '/assets/missing.js', { accept: '*/*' }],
    ['a client route asked for as JSON', '/observe/team/42', { accept: 'application/json' }],
  ])('answers %s with a 404 problem, not the app', async (_name, url, headers) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('does not fall back for other methods', async () => {
    const response = await app.inject({ method: 'POST', url: '/observe/team/42', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve files outside the build folder', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/..%2f..%2fetc%2fpasswd',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('still answers API routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health', headers: html });
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('findLeagueSubdomain', () => {
  it.each([
    ['harbour.localhost', 'localhost:3000', 'http://localhost:3000', 'harbour'],
    ['harbour.matchday.app', 'matchday.app', 'https://matchday.app', 'harbour'],
    ['HARBOUR.Matchday.app.', 'matchday.app', 'https://matchday.app', 'harbour'],
    ['localhost', 'localhost:3000', 'http://localhost:3000', undefined],
    ['www.matchday.app', 'matchday.app', 'https://www.matchday.app', undefined],
    ['a.b.matchday.app', 'matchday.app', 'https://matchday.app', undefined],
    ['evilmatchday.app', 'matchday.app', 'https://matchday.app', undefined],
  ])('%s under %s (main site %s) is %s', (hostname, domain, publicUrl, expected) => {
    expect(findLeagueSubdomain(hostname, domain, publicUrl)).toBe(expected);
  });
});

describe('without a build', () => {
  it('serves the API only', async () => {
    const bare = await createTestApp({ WEB_DIST_DIR: join(dist, 'missing') });
    try {
      const response = await bare.inject({ method: 'GET', url: '/', headers: html });
      expect(response.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
