import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import {
  type Cast,
  call,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';

// The built index.html as Vite leaves it, with its precompressed copies (which must not be sent rewritten).
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Matchday: run sports competitions and follow them." />
    <title>Matchday</title>
  </head>
  <body><div id="root"><!--boot-brand--><a class="boot-brand" href="/">Matchday</a><!--/boot-brand--></div></body>
</html>
`;
const dist = mkdtempSync(join(tmpdir(), 'matchday-page-meta-'));
const html = { accept: 'text/html' };
let cast: Cast;
let app: App;
let league: { id: string; subdomain: string; name: string };
let champ: { id: string };
let otherChamp: { id: string };
let fixtureId: string;

/** The page as a browser on `host` asks for it. */
function page(url: string, host = 'localhost:3000', headers: Record<string, string> = html) {
  return app.inject({ method: 'GET', url, headers: { ...headers, host } });
}

function titleOf(body: string): string | undefined {
  return /<title>([\s\S]*?)<\/title>/.exec(body)?.[1];
}

function metaOf(body: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(body)?.[1];
}

function jsonLdOf(body: string): Record<string, unknown> {
  const text = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
  expect(text).toBeDefined();
  return JSON.parse(text ?? 'null');
}

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(indexHtml));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(indexHtml));
  app = await createTestApp({ WEB_DIST_DIR: dist, PORT: '3000', PUBLIC_URL: 'http://localhost:3000' });
  const admin = await signUp(app, { name: 'Admin' });
  const owner = await signUp(app, { name: 'Owner' });
  const manager = await signUp(app, { name: 'Manager' });
  cast = {
    app,
    admin: admin.cookie,
    owner: owner.cookie,
    ownerId: owner.userId,
    manager: manager.cookie,
    managerId: manager.userId,
    other: admin.cookie,
  };
  league = await createLeague(cast, { name: 'Harbour Sunday League', subdomain: uniqueSubdomain('harbour') });
  champ = await createChamp(cast, league.id, { name: 'Spring Cup' });
  const other = await createLeague(cast, { name: 'Another League' });
  otherChamp = await createChamp(cast, other.id, { name: 'Foreign Cup' });

  const home = await createTeam(cast, 'Harbour Rovers');
  const away = await createTeam(cast, 'Dockside United');
  for (const team of [home, away]) {
    const added = await call(app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id });
    expect(added.status).toBe(201);
  }
  const stage = await call(app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'League',
    type: 'league',
  });
  expect(stage.status, JSON.stringify(stage.body)).toBe(201);
  const generated = await call(app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: stage.body.id,
    startDate: '2026-05-03',
  });
  expect(generated.status, JSON.stringify(generated.body)).toBeLessThan(300);
  const fixtures = await call(app, 'GET', `/api/fixture/champ/${champ.id}`);
  fixtureId = fixtures.body.items[0].id;
  const venue = await call(app, 'POST', '/api/venues', cast.owner, {
    name: 'Harbour Park',
    city: 'Portsmouth',
  });
  expect(venue.status, JSON.stringify(venue.body)).toBe(201);
  const placed = await call(app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, { venueId: venue.body.id });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('a league site on {subdomain}.{WEB_ENGINE_DOMAIN}', () => {
  it('answers / with HTML titled with the league, whatever the client accepts and the port', async () => {
    for (const host of [`${league.subdomain}.localhost:3000`, `${league.subdomain}.localhost`]) {
      const response = await page('/', host, {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(titleOf(response.body)).toBe('Harbour Sunday League');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers /champ/{champId} with HTML titled with the competition, canonical on the league site', async () => {
    const response = await page(`/champ/${champ.id}`, `${league.subdomain}.localhost:3000`, {});
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Spring Cup | Harbour Sunday League');
    expect(response.body).toContain(
      `<link rel="canonical" href="http://${league.subdomain}.localhost:3000/champ/${champ.id}" />`,
    );
    expect(jsonLdOf(response.body)).toMatchObject({ '@type': 'SportsEvent', name: 'Spring Cup' });
  });

  it("leaves the main site's brand out of a league site's boot shell, and keeps it on the main site", async () => {
    const site = await page('/', `${league.subdomain}.localhost:3000`);
    expect(site.body).toContain('<div id="root">');
    expect(site.body).not.toContain('boot-brand');
    const main = await page(`/observe/competition/${champ.id}`);
    expect(main.body).toContain('<a class="boot-brand" href="/">Matchday</a>');
  });

  it('never sends the precompressed index.html when it rewrites it, but compresses what it sends', async () => {
    const response = await page('/', `${league.subdomain}.localhost:3000`, {
      ...html,
      'accept-encoding': 'br, gzip',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(titleOf(brotliDecompressSync(response.rawPayload).toString())).toBe('Harbour Sunday League');
  });

  it('answers an unknown subdomain with a friendly 404 page, not the main site', async () => {
    const response = await page('/', 'no-such-league.localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This league site does not exist');
    expect(response.body).toContain('href="http://localhost:3000/competitions"');
    expect(response.body).not.toContain('<div id="root">');
    // Its icon from its own host: the page's CSP lets images come from 'self' only (the journeys caught it).
    expect(response.body).toContain('<link rel="icon" href="/favicon.svg"');
  });

  it.each([
    ['a competition of another league', () => `/champ/${otherChamp.id}`],
    ['a competition that does not exist', () => '/champ/00000000-0000-4000-8000-000000000000'],
    ['a malformed competition id', () => '/champ/not-an-id'],
  ])('answers %s with the 404 page', async (_name, url) => {
    const response = await page(url(), `${league.subdomain}.localhost:3000`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This league site does not exist');
  });

  it('still answers the API on a league site', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/champ-leagues?subdomain=${league.subdomain}`,
      headers: { host: `${league.subdomain}.localhost:3000` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items[0].id).toBe(league.id);
  });

  it('shows a renamed league at once: the cached meta is dropped by the event', async () => {
    const host = `${league.subdomain}.localhost:3000`;
    expect(titleOf((await page('/', host)).body)).toBe('Harbour Sunday League');
    const renamed = await call(app, 'PUT', `/api/champ-leagues/${league.id}`, cast.owner, {
      name: 'Harbour Saturday League',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(titleOf((await page('/', host)).body)).toBe('Harbour Saturday League');
    await call(app, 'PUT', `/api/champ-leagues/${league.id}`, cast.owner, { name: 'Harbour Sunday League' });
  });
});

describe('link previews of public pages on the main site', () => {
  it('gives a match page its title, Open Graph and Twitter tags and a SportsEvent', async () => {
    const response = await page(`/observe/match-center/${fixtureId}`);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(titleOf(body)).toMatch(/^(Harbour Rovers vs Dockside United|Dockside United vs Harbour Rovers)/);
    expect(metaOf(body, 'og:title')).toBe(titleOf(body));
    expect(metaOf(body, 'og:url')).toBe(`http://localhost:3000/observe/match-center/${fixtureId}`);
    expect(metaOf(body, 'og:type')).toBe('website');
    expect(metaOf(body, 'og:image')).toBe('http://localhost:3000/og-image.png');
    expect(metaOf(body, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(body, 'description')).toContain('Spring Cup');
    expect(body).toContain(
      `<link rel="canonical" href="http://localhost:3000/observe/match-center/${fixtureId}" />`,
    );
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/name="description"/g)).toHaveLength(1);
    const data = jsonLdOf(body);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Harbour Park', address: 'Portsmouth' },
      homeTeam: { '@type': 'SportsTeam' },
      awayTeam: { '@type': 'SportsTeam' },
      superEvent: { name: 'Spring Cup' },
    });
    expect(data.competitor).toHaveLength(2);
    expect(data.startDate).toMatch(/^2026-05-/);
  });

  it('gives a competition page its title and schema.org data', async () => {
    const response = await page(`/observe/competition/${champ.id}?tabs=standings`);
    expect(titleOf(response.body)).toBe('Spring Cup | Matchday');
    expect(metaOf(response.body, 'og:url')).toBe(`http://localhost:3000/observe/competition/${champ.id}`);
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Spring Cup',
      organizer: { '@type': 'SportsOrganization', name: 'Harbour Sunday League' },
    });
  });

  it.each([
    ['league', () => `/observe/league/${league.id}`, 'Harbour Sunday League | Matchday'],
    ['team', async () => `/observe/team/${(await createTeam(cast, 'Meta Town')).id}`, 'Meta Town | Matchday'],
  ])('titles a %s page', async (_kind, url, title) => {
    const response = await page(await url());
    expect(titleOf(response.body)).toBe(title);
    expect(metaOf(response.body, 'og:title')).toBe(title);
  });

  it('gives a published news item an article preview, and a draft none', async () => {
    const published = await call(app, 'POST', `/api/champ-leagues/${league.id}/news`, cast.owner, {
      title: 'Spring Cup draw made',
      body: '<p>Eight clubs, one trophy: the <b>draw</b> is out.</p>',
    });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const response = await page(`/news/${published.body.id}`);
    if (published.body.status !== 'published') {
      expect(metaOf(response.body, 'og:title')).toBeUndefined();
      return;
    }
    expect(titleOf(response.body)).toBe('Spring Cup draw made | Matchday');
    expect(metaOf(response.body, 'og:type')).toBe('article');
    expect(metaOf(response.body, 'description')).toContain('Eight clubs, one trophy');
    expect(jsonLdOf(response.body)).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Spring Cup draw made',
    });
  });

  it('sends the built index.html without meta of its own for other pages and for an unknown id', async () => {
    for (const url of ['/observe/team/00000000-0000-4000-8000-000000000000', '/admin/leagues', '/calendar']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Matchday');
      expect(metaOf(response.body, 'og:title')).toBeUndefined();
      // Only the runtime configuration is added (plugins/web.ts).
      expect(
        response.body.replace(/\s*<script type="application\/json" id="runtime-config">.*<\/script>/, ''),
      ).toBe(indexHtml);
    }
  });

  it('escapes what organisers write, in tags and in JSON-LD', async () => {
    const evil = '</title><script>alert(1)</script> "quoted" & $& co';
    const team = await createTeam(cast, evil);
    const response = await page(`/observe/team/${team.id}`);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(titleOf(response.body)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; $&amp; co | Matchday',
    );
    expect(metaOf(response.body, 'og:title')).toContain('&quot;quoted&quot;');
    const data = jsonLdOf(response.body);
    expect(data.name).toBe(evil);
    expect(response.body).not.toMatch(/<\/script>[^\n]*<\/script>/);
  });
});

describe('framing', () => {
  it('lets any site frame a widget, and nothing else', async () => {
    const widget = await page(`/widget/champ/${champ.id}/standings?theme=dark`);
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(String(widget.headers['content-security-policy'])).toContain('frame-ancestors *');
    expect(String(widget.headers['content-security-policy'])).toContain("script-src 'self'");

    // Our own pages may frame the widgets (the Embed dialog's preview).
    expect(String(widget.headers['content-security-policy'])).toMatch(/frame-src 'self'/);

    for (const url of [`/observe/competition/${champ.id}`, '/', '/api/health']) {
      const other = await page(url);
      expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    }
  });
});
