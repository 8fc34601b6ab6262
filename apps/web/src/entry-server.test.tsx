import { Writable } from 'node:stream';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from './app/page-data.ts';
import { startApp } from './app/start.tsx';
import { type PageRender, type PageRenderRequest, renderPage } from './entry-server.tsx';
import { calendarFixture, page as calendarPage } from './features/calendar/test-data.ts';
import { footballSport } from './features/leagues/test-utils.tsx';
import { toSettings } from './features/registrations/test-data.ts';
import { aChamp, aFixture, aLeague, aStage, CHAMP, LEAGUE, noCheckIn } from './features/widgets/test-data.ts';
import { testRuntimeConfig } from './test/runtime-config.ts';

// ADR 0026: the server draws a page with the components the browser uses, from the query cache its route loaders
// filled for that request; the browser hydrates the drawing from the same cache. Nothing is shared between two
// requests, and the visitor's time zone is data: many pages drawn at once in many zones each show their own.

const stats = {
  leagues: 12,
  competitions: 30,
  matchesPlayed: 412,
  goals: 1203,
  teams: 96,
  players: 1100,
  users: 640,
};
const emptyPage = (pageSize: number) => ({ items: [], totalItems: 0, pageIndex: 0, pageSize });
const KICK_OFF = '2026-06-15T18:00:00.000Z';

/** The API as the server's render reads it: canned answers by path (no query string); 404 for the rest. */
function apiOf(answers: Record<string, unknown>, reads: string[] = []): PageRenderRequest['fetchApi'] {
  return async (url) => {
    reads.push(url);
    const path = url.split('?')[0] ?? '';
    return path in answers
      ? Response.json(answers[path])
      : Response.json({ status: 404, code: 'route.not_found', title: 'Not found' }, { status: 404 });
  };
}

const aboutAnswers = { '/security/v1/auth/get-session': null, '/api/stats': stats };
const competitionAnswers = {
  '/security/v1/auth/get-session': null,
  '/api/sport-types': [footballSport],
  [`/api/champs/${CHAMP}`]: aChamp(),
  [`/api/champ-leagues/${LEAGUE}`]: aLeague(),
  [`/api/champs/${CHAMP}/stage`]: { items: [aStage()], totalItems: 1 },
  [`/api/fixture/champ/${CHAMP}`]: { items: [aFixture(1, { startsAt: KICK_OFF })], totalItems: 1 },
  [`/api/champs/${CHAMP}/teams`]: emptyPage(500),
  [`/api/champs/${CHAMP}/registration`]: toSettings({ champId: CHAMP }),
  [`/api/champs/${CHAMP}/check-in`]: noCheckIn(),
  [`/api/champs/${CHAMP}/news`]: emptyPage(5),
};

function request(over: Partial<PageRenderRequest>): PageRenderRequest {
  return {
    url: 'http://localhost:3000/about-us',
    subdomain: null,
    runtimeConfig: testRuntimeConfig,
    timeZone: 'UTC',
    phone: false,
    fetchApi: apiOf(aboutAnswers),
    nonce: 'test-nonce',
    whole: true,
    ...over,
  };
}

/** The drawn root element's content, as the server streams it. */
async function htmlOf(render: PageRender): Promise<string> {
  if (render.kind !== 'page') throw new Error(`not a page: ${render.kind}`);
  let html = '';
  await new Promise<void>((done, fail) => {
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += String(chunk);
        next();
      },
    });
    sink.on('finish', done);
    sink.on('error', fail);
    render.pipe(sink);
  });
  return html;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the server’s render of a page', () => {
  it('draws the page from what its route loader read, rather than a loader', async () => {
    const reads: string[] = [];
    const render = await renderPage(request({ fetchApi: apiOf(aboutAnswers, reads) }));
    expect(render.kind === 'page' && render.status).toBe(200);
    const html = await htmlOf(render);
    expect(html).toMatch(/<h1[^>]*>About Matchday<\/h1>/);
    expect(html).toContain('1,203'); // the figures from the stats read
    expect(html).not.toContain('role="status"');
    expect(reads).toEqual(expect.arrayContaining(['/api/stats', '/security/v1/auth/get-session']));
  });

  it('answers 404 with the not-found page for an address the app does not know', async () => {
    const render = await renderPage(request({ url: 'http://localhost:3000/no/such/page' }));
    expect(render.kind === 'page' && render.status).toBe(404);
    expect(await htmlOf(render)).toContain('Page not found');
  });

  it('leaves a page whose route reads nothing first (the admin area) to the browser', async () => {
    const render = await renderPage(request({ url: 'http://localhost:3000/admin/leagues' }));
    expect(render.kind).toBe('browser-only');
  });

  it('draws 100 pages at once in five time zones, each with its own zone’s kick-off times', async () => {
    const zones = {
      UTC: '18:00',
      'Europe/Berlin': '20:00',
      'Asia/Kolkata': '23:30',
      'America/New_York': '14:00',
      'Pacific/Auckland': '06:00',
    };
    const before = { tz: process.env.TZ, offset: new Date().getTimezoneOffset() };
    const drawn = await Promise.all(
      Array.from({ length: 100 }, async (_, n) => {
        const timeZone = Object.keys(zones)[n % 5] as keyof typeof zones;
        const render = await renderPage(
          request({
            url: `http://localhost:3000/observe/competition/${CHAMP}`,
            timeZone,
            fetchApi: apiOf(competitionAnswers),
          }),
        );
        return { timeZone, html: await htmlOf(render) };
      }),
    );
    for (const { timeZone, html } of drawn) {
      const times = [...html.matchAll(/\b(\d\d:\d\d)\b/g)].map((match) => match[1]);
      expect(times, timeZone).toContain(zones[timeZone]);
      for (const [other, time] of Object.entries(zones)) {
        if (other !== timeZone) expect(times, `${timeZone} shows ${other}'s time`).not.toContain(time);
      }
    }
    // The process's own zone was never touched.
    expect(process.env.TZ).toBe(before.tz);
    expect(new Date().getTimezoneOffset()).toBe(before.offset);
  }, 60_000);

  it('is hydrated by the browser as it is, from the cache it was drawn from, without a mismatch', async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const render = await renderPage(request({ timeZone }));
    if (render.kind !== 'page') throw new Error(render.kind);
    const html = await htmlOf(render);
    window.history.replaceState(null, '', '/about-us');
    document.body.innerHTML = [
      `<script type="application/json" id="runtime-config">${JSON.stringify(testRuntimeConfig)}</script>`,
      `<div id="root">${html}</div>`,
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${render.data}</script>`,
    ].join('');
    const root = document.getElementById('root') as HTMLElement;
    const heading = root.querySelector('h1');
    const mismatches: unknown[] = [];
    await act(async () => {
      await startApp(root, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(mismatches).toEqual([]);
    // The same element, taken over rather than drawn again.
    expect(root.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('About Matchday');
  });

  it('draws the calendar for the screen the browser named, and lays it out for the real one once taken over', async () => {
    const reads: string[] = [];
    const answers = {
      '/security/v1/auth/get-session': null,
      '/api/sport-types': [footballSport],
      '/api/calendar': calendarPage([calendarFixture({ startsAt: '2026-03-20T18:00:00.000Z' })]),
    };
    const url = 'http://localhost:3000/calendar?date=2026-03-18';
    const render = await renderPage(request({ url, phone: true, fetchApi: apiOf(answers, reads) }));
    if (render.kind !== 'page') throw new Error(render.kind);
    const html = await htmlOf(render);
    // Drawn for a phone: the list from the day on, as its route loader read it.
    const calendarRead = reads.find((read) => read.startsWith('/api/calendar?'));
    expect(new URL(calendarRead ?? '', 'http://x').searchParams.get('from')).toBe('2026-03-18T00:00:00.000Z');
    expect(html).toContain('Harbour FC');
    expect(html).not.toContain('aria-label="March 2026"');

    // This browser's screen is wide (the test setup's media queries match nothing): the drawing is taken over as
    // it is, then the month is shown.
    window.history.replaceState(null, '', '/calendar?date=2026-03-18');
    document.body.innerHTML = [
      `<script type="application/json" id="runtime-config">${JSON.stringify(testRuntimeConfig)}</script>`,
      `<div id="root">${html}</div>`,
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${render.data}</script>`,
    ].join('');
    const root = document.getElementById('root') as HTMLElement;
    const heading = root.querySelector('h1');
    const mismatches: unknown[] = [];
    const browserReads: string[] = [];
    const api = apiOf(answers, browserReads);
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const address = new URL(input instanceof Request ? input.url : String(input), 'http://localhost:3000');
      return api(`${address.pathname}${address.search}`, {});
    });
    await act(async () => {
      await startApp(root, { onRecoverableError: (error) => mismatches.push(error) });
    });
    await act(() => new Promise((done) => setTimeout(done, 200)));
    expect(mismatches).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.querySelector('[role="group"][aria-label="March 2026"]')).not.toBeNull();
    // The month's weeks, read once the drawing was taken over.
    const monthRead = browserReads.find((read) => read.startsWith('/api/calendar?'));
    expect(new URL(monthRead ?? '', 'http://x').searchParams.get('from')).toBe('2026-02-23T00:00:00.000Z');
  });
});
