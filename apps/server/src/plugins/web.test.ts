import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { type Cast, createChamp, createLeague, uniqueSubdomain } from '../modules/champs/champs.testing.ts';
import { addressOfThePage, findLeagueSubdomain } from './web.ts';

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
    ['a browser', html],
    ['curl', { accept: '*/*' }],
    ['a client that sends no Accept', {}],
    ['a client that asks for JSON', { accept: 'application/json' }],
    ['a link-preview crawler', { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1' }],
  ])('answers a page path with the page for %s', async (_name, headers: Record<string, string>) => {
    for (const url of ['/observe/team/42?tabs=players', '/competitions', '/admin/match-center/']) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('answers a HEAD of a page path as its GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/competitions', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it.each([
    ['an unknown API path', '/api/nothing-here', html],
    ['an unknown API path asked for by curl', '/api/unknown', { accept: '*/*' }],
    ['an unknown API path without Accept', '/api/unknown', {}],
    ['an unknown security path', '/security/v1/nothing', html],
    ['an unknown chat path', '/chat/nothing', html],
    ['a missing stored file', '/storage/images/missing', html],
    ['the bare /api', '/api', html],
    ['a missing asset', '/assets/missing.js', { accept: '*/*' }],
    ['a missing file at the root', '/robots.txt', html],
  ])('answers %s with a 404 problem, not the app', async (_name, url, headers: Record<string, string>) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().code).toBe('route.not_found');
  });

  it('does not fall back for other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/observe/team/42', headers: html });
      expect(response.statusCode, method).toBe(404);
      expect(response.headers['content-type'], method).toContain('application/problem+json');
    }
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

describe('a league site', () => {
  let host: string;
  let champId: string;

  beforeAll(async () => {
    const owner = await signUp(app, { name: 'Owner' });
    const manager = await signUp(app, { name: 'Manager' });
    const cast: Cast = {
      app,
      admin: owner.cookie,
      owner: owner.cookie,
      ownerId: owner.userId,
      manager: manager.cookie,
      managerId: manager.userId,
      other: manager.cookie,
    };
    const league = await createLeague(cast, {
      name: 'Harbour League',
      subdomain: uniqueSubdomain('harbour'),
    });
    champId = (await createChamp(cast, league.id, { name: 'Spring Cup' })).id;
    host = `${league.subdomain}.localhost`;
  });

  it.each([
    ['curl', { accept: '*/*' }],
    ['a client that sends no Accept', {}],
  ])('answers its paths with its pages for %s', async (_name, headers: Record<string, string>) => {
    for (const [url, title] of [
      ['/', 'Harbour League'],
      [`/champ/${champId}`, 'Spring Cup | Harbour League'],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { ...headers, host } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain(`<title>${title}</title>`);
    }
  });

  it("serves the build's files as files, and a missing one is a 404 problem, not a page", async () => {
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg', headers: { accept: '*/*', host } });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('svg');
    const missing = await app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { host } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
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

describe('addressOfThePage', () => {
  it('is the address asked for, on this site’s scheme', () => {
    expect(addressOfThePage('harbour.matchday.example', '/champ/1?tabs=x', 'https://matchday.example')).toBe(
      'https://harbour.matchday.example/champ/1?tabs=x',
    );
  });

  it('is this site’s own when the Host header is no address (a malformed request draws, never fails)', () => {
    for (const host of ['bad host!!', 'a b', '[::1', '%%%', 'x:99999']) {
      expect(addressOfThePage(host, '/competitions', 'https://matchday.example')).toBe(
        'https://matchday.example/competitions',
      );
    }
    expect(addressOfThePage('a b', '//elsewhere.example/x', 'https://matchday.example')).toBe(
      'https://matchday.example//elsewhere.example/x',
    );
  });
});
