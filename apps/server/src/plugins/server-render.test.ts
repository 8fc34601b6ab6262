import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import {
  type RenderPage,
  SCRIPTS_AFTER_PAINT,
  type ServerRenderRequest,
  sharedRenders,
  withScriptsAfterPaint,
  withServerRender,
} from './server-render.ts';

// A build as `npm run build -w apps/web` leaves it: the web build, and beside it the server's render (ADR 0025),
// here a stand-in that draws what it was asked, or fails for an address that says so.
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
export async function renderPage({ url, subdomain, runtimeConfig, answers, timeZone }) {
  if (url.includes('fail')) throw new Error('cannot draw');
  const html = '<main><h1>Drawn ' + url + '</h1><p>' + (subdomain ?? 'main site') + ' · ' + runtimeConfig.hubPath
    + ' · ' + Object.keys(answers).sort().join(',') + ' · ' + timeZone + '</p></main>';
  return { html, timeZoneOffsets: timeZone === 'UTC' ? '0 0 0' : '-330 -330 -330' };
}`;
let app: App;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(
    join(dist, 'page-preloads.json'),
    JSON.stringify({ about: ['assets/StaticPageRoute-abc123.js', 'assets/StaticPageRoute-abc123.css'] }),
  );
  mkdirSync(join(parent, 'dist-server'));
  writeFileSync(join(parent, 'dist-server', 'entry-server.js'), renderer);
  app = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await app.close();
  rmSync(parent, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('a public page drawn on the server (ADR 0025)', () => {
  it('comes drawn in its root, marked for hydration, with the answers it was drawn from', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-server-rendered="0 0 0"><main><h1>Drawn http://localhost:3000/about-us</h1>',
    );
    expect(res.body).not.toContain('boot-main');
    // The same answers go with the page, for the browser's first render to match the server's.
    expect(res.body).toMatch(/main site · \/api\/hub · .*\/api\/stats.* · UTC</);
    expect(res.body).toMatch(/<script type="application\/json" id="initial-reads">.*"\/api\/stats"/s);
  });

  it('is drawn in the time zone the visitor’s cookie names, marked with its offsets', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/about-us',
      headers: { ...html, cookie: 'tz=Asia%2FKolkata' },
    });
    expect(res.body).toContain('<div id="root" data-server-rendered="-330 -330 -330">');
    expect(res.body).toContain(' · Asia/Kolkata</p>');
  });

  it('applies the page’s own stylesheets at once and asks for its scripts after the paint', async () => {
    const res = await app.inject({ method: 'GET', url: '/about-us', headers: html });
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/StaticPageRoute-abc123.css" />',
    );
    expect(res.body).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(res.body).toContain(
      `<script src="${SCRIPTS_AFTER_PAINT}" defer data-module="/assets/index-abc123.js" data-preload="/assets/react-abc123.js /assets/StaticPageRoute-abc123.js"></script>`,
    );
  });

  it('goes with its boot shell and scripts when the server cannot draw it', async () => {
    const res = await app.inject({ method: 'GET', url: '/about-us?fail=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--boot-shell-->');
    expect(res.body).not.toContain('data-server-rendered');
    expect(res.body).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc123.js">',
    );
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/StaticPageRoute-abc123.css" />',
    );
  });

  it('draws only public pages: a page of the admin area goes with its boot shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/leagues', headers: html });
    expect(res.body).toContain('<div id="root"><!--boot-shell-->');
    expect(res.body).toContain('<script type="module"');
  });
});

describe('withServerRender', () => {
  it('puts the drawing in place of the boot shell', () => {
    expect(
      withServerRender('<body><div id="root"><!--boot-shell-->x<!--/boot-shell--></div></body>', {
        html: '<p>y</p>',
        timeZoneOffsets: '-60 -60 -120',
      }),
    ).toBe('<body><div id="root" data-server-rendered="-60 -60 -120"><p>y</p></div></body>');
  });

  it('cannot draw into a page without the markers', () => {
    expect(
      withServerRender('<div id="root"></div>', { html: '<p>y</p>', timeZoneOffsets: '0 0 0' }),
    ).toBeNull();
  });
});

describe('withScriptsAfterPaint', () => {
  it('leaves a page with more than one module script as it is', () => {
    const page =
      '<head><script type="module" src="/a.js"></script><script type="module" src="/b.js"></script></head>';
    expect(withScriptsAfterPaint(page)).toBe(page);
  });
});

describe('sharedRenders', () => {
  const request = (answers: Record<string, string>, timeZone = 'UTC'): ServerRenderRequest => ({
    url: 'http://localhost:3000/about-us',
    subdomain: null,
    runtimeConfig: {} as ServerRenderRequest['runtimeConfig'],
    answers,
    timeZone,
  });
  const counting = () => {
    const calls: ServerRenderRequest[] = [];
    const render: RenderPage = async (r) => {
      calls.push(r);
      if (r.answers.fail) throw new Error('cannot draw');
      return { html: `<p>${calls.length}</p>`, timeZoneOffsets: '0 0 0' };
    };
    return { calls, render };
  };

  it('draws once for the same answers, in any order, also while the first drawing is under way', async () => {
    const { calls, render } = counting();
    const shared = sharedRenders(render);
    const [a, b] = await Promise.all([
      shared(request({ '/api/a': '1', '/api/b': '2' })),
      shared(request({ '/api/b': '2', '/api/a': '1' })),
    ]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('draws again for other answers, another zone, or once the drawing is older than its life', async () => {
    const { calls, render } = counting();
    let clock = 0;
    const shared = sharedRenders(render, { ttlMs: 1000, now: () => clock });
    await shared(request({ '/api/a': '1' }));
    await shared(request({ '/api/a': '2' }));
    await shared(request({ '/api/a': '1' }, 'Asia/Kolkata'));
    expect(calls).toHaveLength(3);
    clock = 999;
    await shared(request({ '/api/a': '1' }));
    expect(calls).toHaveLength(3);
    clock = 1000;
    await shared(request({ '/api/a': '1' }));
    expect(calls).toHaveLength(4);
  });

  it('keeps no failed drawing, and at most `max` drawings', async () => {
    const { calls, render } = counting();
    const shared = sharedRenders(render, { max: 2 });
    await expect(shared(request({ fail: '1' }))).rejects.toThrow('cannot draw');
    await expect(shared(request({ fail: '1' }))).rejects.toThrow('cannot draw');
    expect(calls).toHaveLength(2);
    await shared(request({ '/api/a': '1' }));
    await shared(request({ '/api/a': '2' }));
    await shared(request({ '/api/a': '3' }));
    await shared(request({ '/api/a': '1' })); // the least recently used: gone
    expect(calls).toHaveLength(6);
    await shared(request({ '/api/a': '3' }));
    expect(calls).toHaveLength(6);
  });
});
