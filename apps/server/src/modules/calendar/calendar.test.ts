import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import { type Cast, call, createCast, createChampWithTeams } from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer } from '../players/players.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface F {
  id: string;
  champId: string;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeTeamName: string | null;
  awayTeamName: string | null;
  startsAt: string | null;
  status: string;
}

/** A competition of the owner's with 4 teams and its 6 league fixtures, dated from 2026-03-01. */
async function champWithFixtures() {
  const made = await createChampWithTeams(cast, 4, { type: 'league' });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: made.stageId,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  return { ...made, fixtures: generated.body.items as F[] };
}

function put(fixtureId: string, body: Record<string, unknown>) {
  return call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, body);
}

async function fetchIcs(url: string, cookie?: string) {
  return cast.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

/** The feed's events as an independent parser (ical.js) reads them. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
      location: event.location,
      description: event.description,
      url: vevent.getFirstPropertyValue('url'),
      geo: vevent.getFirstPropertyValue('geo'),
      dtstamp: vevent.getFirstPropertyValue('dtstamp'),
    };
  });
  return { calendar, events };
}

const host = () => new URL(cast.app.deps.config.publicUrl).host;

describe('the iCalendar feeds', () => {
  it("lists a competition's dated fixtures with venue and officials, parsed by ical.js", async () => {
    const { champ, fixtures } = await champWithFixtures();
    const venue = await call(cast.app, 'POST', '/api/venues', cast.owner, {
      name: 'Harbour Park',
      address: '1 Quay, Street',
      city: 'Porto',
      latitude: 41.15,
      longitude: -8.61,
    });
    const main = await call(cast.app, 'POST', '/api/referees', cast.owner, { name: 'Ana Whistle' });
    const assistant = await call(cast.app, 'POST', '/api/referees', cast.owner, { name: 'Bo Flag' });
    const [first, second] = fixtures as [F, F];
    expect(
      (await put(first.id, { venueId: venue.body.id, refereeIds: [main.body.id, assistant.body.id] })).status,
    ).toBe(200);
    // An undated fixture is left out.
    expect((await put(second.id, { startsAt: null })).status).toBe(200);

    const res = await fetchIcs(`/api/champs/${champ.id}/calendar.ics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/\r\n/);
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('Season 2026');
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');

    const dated = fixtures.filter((f) => f.id !== second.id);
    expect(events.map((e) => e.uid).sort()).toEqual(dated.map((f) => `fixture-${f.id}@${host()}`).sort());
    const event = events.find((e) => e.uid === `fixture-${first.id}@${host()}`)!;
    expect(event).toMatchObject({
      summary: `${first.homeTeamName} – ${first.awayTeamName}`,
      start: new Date(first.startsAt!).toISOString(),
      // Football holds its venue for 120 minutes.
      end: new Date(new Date(first.startsAt!).getTime() + 120 * 60_000).toISOString(),
      sequence: 1,
      status: 'CONFIRMED',
      location: 'Harbour Park, 1 Quay, Street, Porto',
      url: `${cast.app.deps.config.publicUrl}/observe/match-center/${first.id}`,
      geo: [41.15, -8.61],
    });
    expect(event.description).toContain('Ana Whistle (referee), Bo Flag (assistant referee)');
    expect(event.description).toContain('Season 2026');
    expect(event.description).toContain(`/observe/match-center/${first.id}`);
    const other = events.find((e) => e.uid === `fixture-${fixtures[2]!.id}@${host()}`)!;
    expect(other.location).toBeNull();
    expect(other.geo).toBeNull();
  });

  it('keeps UIDs stable across fetches and raises SEQUENCE when a fixture moves', async () => {
    const { champ, fixtures } = await champWithFixtures();
    const url = `/api/champs/${champ.id}/calendar.ics`;
    const before = parseFeed((await fetchIcs(url)).body).events;
    const again = parseFeed((await fetchIcs(url)).body).events;
    expect(again.map((e) => e.uid)).toEqual(before.map((e) => e.uid));
    expect(before.every((e) => e.sequence === 0)).toBe(true);

    const f = fixtures[0]!;
    const uid = `fixture-${f.id}@${host()}`;
    // A status change within play is not a move; the same kick-off again is not either.
    expect((await put(f.id, { startsAt: f.startsAt })).status).toBe(200);
    expect(parseFeed((await fetchIcs(url)).body).events.find((e) => e.uid === uid)?.sequence).toBe(0);

    expect((await put(f.id, { startsAt: '2026-03-02T18:30:00.000Z' })).status).toBe(200);
    const moved = parseFeed((await fetchIcs(url)).body).events.find((e) => e.uid === uid)!;
    expect(moved).toMatchObject({ sequence: 1, start: '2026-03-02T18:30:00.000Z' });

    expect((await put(f.id, { status: 'postponed' })).status).toBe(200);
    const postponed = parseFeed((await fetchIcs(url)).body).events.find((e) => e.uid === uid)!;
    expect(postponed).toMatchObject({ sequence: 2, status: 'TENTATIVE' });
    expect((await put(f.id, { status: 'cancelled' })).status).toBe(200);
    const cancelled = parseFeed((await fetchIcs(url)).body).events.find((e) => e.uid === uid)!;
    // Called off either way: still no new sequence, the status says it.
    expect(cancelled).toMatchObject({ sequence: 2, status: 'CANCELLED' });
  });

  it("serves a league's, a team's and a player's feeds", async () => {
    const { league, champ, teams, fixtures } = await champWithFixtures();
    const leagueFeed = parseFeed(
      (await fetchIcs(`/api/champ-leagues/${league.id}/calendar.ics`)).body,
    ).events;
    expect(leagueFeed).toHaveLength(fixtures.length);

    const team = teams[0]!;
    const ofTeam = fixtures.filter((f) => f.homeTeamId === team.id || f.awayTeamId === team.id);
    const teamRes = await fetchIcs(`/api/teams/${team.id}/calendar.ics`);
    expect(teamRes.statusCode).toBe(200);
    expect(
      parseFeed(teamRes.body)
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(ofTeam.map((f) => `fixture-${f.id}@${host()}`).sort());

    const player = await createPlayer(cast.app, cast.owner, { name: 'Rui Striker' });
    const empty = await fetchIcs(`/api/player/${player.id}/calendar.ics`);
    expect(empty.statusCode).toBe(200);
    expect(parseFeed(empty.body).events).toEqual([]);
    await addToRoster(cast.app, cast.owner, team.id, player.id);
    await addToSquad(cast.app, cast.owner, { champId: champ.id, teamId: team.id, playerId: player.id });
    const playerRes = await fetchIcs(`/api/player/${player.id}/calendar.ics`);
    const parsed = parseFeed(playerRes.body);
    expect(parsed.calendar.getFirstPropertyValue('x-wr-calname')).toContain('Rui Striker');
    expect(parsed.events.map((e) => e.uid).sort()).toEqual(
      ofTeam.map((f) => `fixture-${f.id}@${host()}`).sort(),
    );
  });

  it('refreshes a cached anonymous feed when a fixture changes', async () => {
    const { champ, fixtures } = await champWithFixtures();
    const url = `/api/champs/${champ.id}/calendar.ics`;
    await fetchIcs(url);
    expect((await put(fixtures[0]!.id, { startsAt: '2026-05-05T10:00:00.000Z' })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const events = parseFeed((await fetchIcs(url)).body).events;
    expect(events.find((e) => e.uid.startsWith(`fixture-${fixtures[0]!.id}`))?.start).toBe(
      '2026-05-05T10:00:00.000Z',
    );
  });

  it.each([
    ['champ-leagues', 'league.not_found'],
    ['champs', 'champ.not_found'],
    ['teams', 'team.not_found'],
    ['player', 'player.not_found'],
  ])(
    'answers 404 for an unknown id (/api/%s) and 400 naming params.id for a malformed one',
    async (kind, code) => {
      const missing = await fetchIcs(`/api/${kind}/${UNKNOWN}/calendar.ics`);
      expect([missing.statusCode, missing.json().code]).toEqual([404, code]);
      const bad = await fetchIcs(`/api/${kind}/nope/calendar.ics`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('params.id');
    },
  );
});

describe('the private favourites feed', () => {
  it('gives a signed-in user a token address that lists their favourites, and rotates it', async () => {
    const fan = await signUp(cast.app, { name: 'Calendar Fan' });
    expect((await call(cast.app, 'GET', '/api/calendar/token')).status).toBe(401);
    expect((await call(cast.app, 'POST', '/api/calendar/token')).status).toBe(401);

    const link = await call(cast.app, 'GET', '/api/calendar/token', fan.cookie);
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/[^/]+\/api\/calendar\/favorites\/[A-Za-z0-9_-]+\.ics$/);
    expect(link.body.webcalUrl).toBe(link.body.url.replace(/^https?:\/\//, 'webcal://'));
    expect((await call(cast.app, 'GET', '/api/calendar/token', fan.cookie)).body).toEqual(link.body);
    const path = new URL(link.body.url).pathname;

    const nothing = await fetchIcs(path);
    expect(nothing.statusCode).toBe(200);
    expect(parseFeed(nothing.body).events).toEqual([]);

    const { champ, fixtures } = await champWithFixtures();
    const other = await champWithFixtures();
    expect((await call(cast.app, 'POST', `/api/champs/${champ.id}/favorite`, fan.cookie)).status).toBe(200);
    const team = other.teams[1]!;
    expect((await call(cast.app, 'POST', `/api/teams/${team.id}/favorite`, fan.cookie)).status).toBe(200);
    const expected = [
      ...fixtures,
      ...other.fixtures.filter((f) => f.homeTeamId === team.id || f.awayTeamId === team.id),
    ].map((f) => `fixture-${f.id}@${host()}`);
    const feed = await fetchIcs(path);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(
      parseFeed(feed.body)
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(expected.sort());

    const rotated = await call(cast.app, 'POST', '/api/calendar/token', fan.cookie);
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(link.body.url);
    expect((await fetchIcs(path)).statusCode).toBe(404);
    expect((await fetchIcs(new URL(rotated.body.url).pathname)).statusCode).toBe(200);
    expect((await call(cast.app, 'GET', '/api/calendar/token', fan.cookie)).body).toEqual(rotated.body);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await fetchIcs('/api/calendar/favorites/abcdefghijklmnopqrstuvwxyz.ics')).statusCode).toBe(404);
    expect((await fetchIcs('/api/calendar/favorites/nothing-here')).statusCode).toBe(404);
  });
});

describe('GET /api/calendar', () => {
  it('lists dated fixtures in the range, soonest first, by competition, league, sport and team', async () => {
    const { league, champ, teams, fixtures } = await champWithFixtures();
    const range = 'from=2026-02-20&to=2026-04-20';
    const byChamp = await call(cast.app, 'GET', `/api/calendar?${range}&champId=${champ.id}`);
    expect(byChamp.status, JSON.stringify(byChamp.body)).toBe(200);
    expect(byChamp.body.truncated).toBe(false);
    expect(byChamp.body.items.map((f: F) => f.id).sort()).toEqual(fixtures.map((f) => f.id).sort());
    const starts = byChamp.body.items.map((f: F) => f.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(byChamp.body.items[0]).toMatchObject({
      champName: 'Season 2026',
      leagueId: league.id,
      leagueName: league.name,
      sportKindId: 'football',
      venueName: null,
      referees: [],
    });
    const first = byChamp.body.items[0];
    expect(new Date(first.endsAt).getTime() - new Date(first.startsAt).getTime()).toBe(120 * 60_000);

    const byLeague = await call(cast.app, 'GET', `/api/calendar?${range}&leagueId=${league.id}`);
    expect(byLeague.body.totalItems).toBe(fixtures.length);
    const bySport = await call(
      cast.app,
      'GET',
      `/api/calendar?${range}&sportKindId=football&champId=${champ.id}`,
    );
    expect(bySport.body.totalItems).toBe(fixtures.length);
    const otherSport = await call(
      cast.app,
      'GET',
      `/api/calendar?${range}&sportKindId=basketball&champId=${champ.id}`,
    );
    expect(otherSport.body.totalItems).toBe(0);
    const team = teams[0]!;
    const byTeam = await call(cast.app, 'GET', `/api/calendar?${range}&teamId=${team.id}`);
    expect(byTeam.body.items.map((f: F) => f.id).sort()).toEqual(
      fixtures
        .filter((f) => f.homeTeamId === team.id || f.awayTeamId === team.id)
        .map((f) => f.id)
        .sort(),
    );
    const outside = await call(
      cast.app,
      'GET',
      `/api/calendar?from=2027-01-01&to=2027-01-31&champId=${champ.id}`,
    );
    expect(outside.body).toEqual({ items: [], totalItems: 0, truncated: false });
  });

  it("lists the caller's favourites with favorites=true, and needs sign-in for it", async () => {
    const fan = await signUp(cast.app, { name: 'Fav Fan' });
    const range = 'from=2026-02-20&to=2026-04-20&favorites=true';
    expect((await call(cast.app, 'GET', `/api/calendar?${range}`)).status).toBe(401);
    const { league, fixtures } = await champWithFixtures();
    expect((await call(cast.app, 'GET', `/api/calendar?${range}`, fan.cookie)).body.totalItems).toBe(0);
    expect(
      (await call(cast.app, 'POST', `/api/champ-leagues/${league.id}/favorite`, fan.cookie)).status,
    ).toBe(200);
    const mine = await call(cast.app, 'GET', `/api/calendar?${range}`, fan.cookie);
    expect(mine.body.items.map((f: F) => f.id).sort()).toEqual(fixtures.map((f) => f.id).sort());
  });

  it.each([
    ['', 'querystring.from'],
    ['from=2026-03-01', 'querystring.to'],
    ['from=yesterday&to=2026-03-01', 'querystring.from'],
    ['from=2026-03-10&to=2026-03-01', 'querystring.from'],
    ['from=2026-01-01&to=2026-03-15', 'querystring.to'],
    ['from=2026-03-01&to=2026-03-02&champId=nope', 'querystring.champId'],
    ['from=2026-03-01&to=2026-03-02&favorites=maybe', 'querystring.favorites'],
  ])('refuses %j with a 400 naming %s', async (query, field) => {
    const res = await call(cast.app, 'GET', `/api/calendar?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('accepts a range of 62 days', async () => {
    expect((await call(cast.app, 'GET', '/api/calendar?from=2026-03-01&to=2026-05-01')).status).toBe(200);
  });
});
