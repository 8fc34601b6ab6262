import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { PAGE_DATA_ELEMENT_ID } from './server-render.ts';

// A build as `npm run build -w apps/web` leaves it: the web build, and beside it the server's render (ADR 0026),
// here a stand-in that reads through the app as the real one's route loaders do and draws what it was asked, or
// answers as the real one does for an address that says so.
const parent = mkdtempSync(join(tmpdir(), 'matchday-ssr-'));
const dist = join(parent, 'web');
const indexHtml = [
  '<!doctype html><html><head><title>Matchday</title>',
  '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js"></script>',
  '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-abc123.js">',
  '</head><body><div id="root"><!--boot-shell--><div class="boot-main">Loading…</div><!--/boot-shell--></div>',
  '</body></html>',
].join('\n');
const renderer = `
export async function renderPage({ url, subdomain, runtimeConfig, timeZone, phone, fetchApi, nonce, whole }) {
  if (url.includes('fail')) throw new Error('cannot draw');
  if (url.includes('/admin/')) return { kind: 'browser-only' };
  if (url.includes('/old')) return { kind: 'redirect', status: 301, location: '/new' };
  const stats = await (await fetchApi('/api/stats', { method: 'GET' })).json();
  const session = await (await fetchApi('/security/v1/auth/get-session', { method: 'GET' })).json();
  const html = '<main><h1>Drawn ' + url + '</h1><p>' + (subdomain ?? 'main site') + ' · ' + runtimeConfig.hubPath
    + ' · ' + stats.leagues + ' leagues · ' + (session ? session.user.name : 'anonymous') + ' · ' + timeZone + ' · ' + (phone ? 'phone' : 'wide') + ' · ' + nonce + ' · ' + (whole ? 'whole' : 'streamed') + '</p></main>';
  return {
    kind: 'page',
    status: url.includes('missing') ? 404 : 200,
    pipe: (destination) => {
      destination.write(html.slice(0, 20));
      setTimeout(() => destination.end(html.slice(20)), 5);
    },
    abort: () => {},
    data: JSON.stringify({ timeZone, queries: { queries: [{ stats }] } }).replace(/</g, '\\u003c'),
  };
}`;
let app: App;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  mkdirSync(join(parent, 'dist-server'));
  writeFileSync(join(parent, 'dist-server', 'entry-server.js'), renderer);
  app = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await app.close();
  rmSync(parent, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('a page drawn on the server (ADR 0026)', () => {
  it('comes drawn in its root, with the query cache it was drawn from for the browser to start from', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root"><main><h1>Drawn http://localhost:3000/about-us</h1>');
    expect(res.body).not.toContain('boot-main');
    // Its reads went through the app: the site's figures of this (empty) installation.
    expect(res.body).toMatch(/main site · \/api\/hub · 0 leagues · anonymous · UTC/);
    expect(res.body).toMatch(
      new RegExp(
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">\\{"timeZone":"UTC".*</script>\\s*</body>`,
      ),
    );
    // The app's own scripts, as the build wrote them: nothing spliced or deferred.
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
  });

  it("reads as the visitor: a signed-in visitor's page is drawn with their session and kept from shared caches", async () => {
    const { cookie } = await signUp(app, { name: 'Drawn Visitor' });
    const signedIn = await app.inject({ method: 'GET', url: '/about-us', headers: { ...html, cookie } });
    expect(signedIn.body).toContain(' · Drawn Visitor · ');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(anonymous.body).toContain(' · anonymous · ');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
  });

  it('is drawn in the time zone the visitor’s cookie names', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, cookie: 'tz=Asia%2FKolkata' },
    });
    expect(res.body).toContain(' · Asia/Kolkata · ');
    const utc = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, cookie: 'tz=Nowhere%2FAtAll' },
    });
    expect(utc.body).toContain(' · UTC · ');
  });

  it('is drawn for a phone when the visitor’s browser says it is on one', async () => {
    const page = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/calendar', headers: { ...html, ...headers } });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    // Chromium's client hint says it first; without it, the user agent.
    expect((await page({ 'sec-ch-ua-mobile': '?1', 'user-agent': desktop })).body).toContain(' · phone · ');
    expect((await page({ 'sec-ch-ua-mobile': '?0', 'user-agent': iphone })).body).toContain(' · wide · ');
    expect((await page({ 'user-agent': iphone })).body).toContain(' · phone · ');
    expect((await page({ 'user-agent': desktop })).body).toContain(' · wide · ');
    expect((await page({})).body).toContain(' · wide · ');
  });

  it('streams to a browser with the nonce its CSP names, and sends the whole page to other clients', async () => {
    const browser = await app.inject({ method: 'GET', url: '/about-us', headers: html });
    const nonce = /'nonce-([^']+)'/.exec(String(browser.headers['content-security-policy']))?.[1];
    expect(nonce).toMatch(/^[\w+/=]{20,}$/);
    expect(browser.body).toContain(` · ${nonce} · streamed`);
    const again = await app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(again.body).not.toContain(` · ${nonce} · `);
    const curl = await app.inject({ method: 'GET', url: '/about-us', headers: { accept: '*/*' } });
    expect(curl.body).toContain(' · whole</p>');
    const crawler = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
    });
    expect(crawler.body).toContain(' · whole</p>');
  });

  it('answers with the status the page’s route gives (the not-found page’s 404) and follows its redirects', async () => {
    const missing = await app.inject({ method: 'GET', url: '/missing/page', headers: html });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('/missing/page</h1>');
    const old = await app.inject({ method: 'GET', url: '/old', headers: html });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/new');
  });

  it('goes with its boot shell when the server cannot draw it', async () => {
    const res = await app.inject({ method: 'GET', url: '/about-us?fail=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--boot-shell-->');
    expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
  });

  it('leaves a page its route does not load (the admin area) to the browser: the boot shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/leagues', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--boot-shell-->');
    expect(res.body).toContain('<script type="module"');
  });
});
