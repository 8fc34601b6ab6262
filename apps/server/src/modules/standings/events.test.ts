import type { DomainEvent } from '@matchday/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createTeam,
} from '../champs/champs.testing.ts';

/**
 * The competition chain records what changed and the bus dispatches it once, after the commit: one test per
 * write, in the order a season is built. `heard` holds the batches dispatched during one request.
 */
let cast: Cast;
let heard: DomainEvent[][] = [];
beforeAll(async () => {
  cast = await createCast();
  cast.app.deps.bus.subscribe('test', (events) => {
    heard.push([...events]);
  });
});
afterAll(() => cast.app.close());
afterEach(() => {
  heard = [];
});

/** Runs a write and answers the one batch it dispatched (failing if it dispatched none or several). */
async function eventsOf(write: () => Promise<{ status: number; body: unknown }>): Promise<DomainEvent[]> {
  heard = [];
  const res = await write();
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  expect(heard, 'one batch, after the commit').toHaveLength(1);
  return heard[0]!;
}

const types = (events: DomainEvent[]) => events.map((e) => e.type);

describe('events of the competition chain', () => {
  it('records each league write once', async () => {
    let leagueId = '';
    const created = await eventsOf(async () => {
      const res = await call(cast.app, 'POST', '/api/champ-leagues', cast.owner, {
        name: 'Evented',
        sportKindId: 'football',
        subdomain: `ev-${Date.now().toString(36)}`,
      });
      leagueId = res.body.id;
      return res;
    });
    expect(created).toEqual([{ type: 'league.created', leagueId }]);
    expect(
      await eventsOf(() =>
        call(cast.app, 'PUT', `/api/champ-leagues/${leagueId}`, cast.owner, { name: 'Renamed' }),
      ),
    ).toEqual([{ type: 'league.updated', leagueId }]);
    expect(
      types(
        await eventsOf(() =>
          call(cast.app, 'PUT', `/api/champ-leagues/${leagueId}/page-configuration`, cast.owner, {
            welcomeText: 'Hi',
          }),
        ),
      ),
    ).toEqual(['league.updated']);
    expect(
      await eventsOf(() => call(cast.app, 'DELETE', `/api/champ-leagues/${leagueId}`, cast.owner)),
    ).toEqual([{ type: 'league.deleted', leagueId }]);
  });

  it('records each competition, entry and stage write once, and keeps the counters', async () => {
    const league = await createLeague(cast);
    let champId = '';
    const created = await eventsOf(async () => {
      const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
        champLeagueId: league.id,
        name: 'Cup',
      });
      champId = res.body.id;
      return res;
    });
    const ref = { champId, leagueId: league.id };
    expect(created).toEqual([{ type: 'champ.created', ...ref }]);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`)).body.champCount).toBe(1);
    expect(
      await eventsOf(() => call(cast.app, 'PUT', `/api/champs/${champId}`, cast.owner, { name: 'C' })),
    ).toEqual([{ type: 'champ.updated', ...ref }]);
    const team = await createTeam(cast, 'Evented FC');
    expect(
      await eventsOf(() =>
        call(cast.app, 'POST', `/api/champs/${champId}/teams`, cast.owner, { teamId: team.id }),
      ),
    ).toEqual([{ type: 'champ.teamsChanged', ...ref }]);
    expect(
      await eventsOf(() => call(cast.app, 'DELETE', `/api/champs/${champId}/teams/${team.id}`, cast.owner)),
    ).toEqual([{ type: 'champ.teamsChanged', ...ref }]);
    let stageId = '';
    const stage = await eventsOf(async () => {
      const res = await call(cast.app, 'POST', `/api/champs/${champId}/stage`, cast.owner, {
        type: 'league',
        name: 'Season',
      });
      stageId = res.body.id;
      return res;
    });
    expect(stage).toEqual([{ type: 'stage.created', stageId, ...ref }]);
    expect(
      await eventsOf(() => call(cast.app, 'PUT', `/api/stage/${stageId}`, cast.owner, { name: 'S' })),
    ).toEqual([{ type: 'stage.updated', stageId, ...ref }]);
    expect(await eventsOf(() => call(cast.app, 'DELETE', `/api/stage/${stageId}`, cast.owner))).toEqual([
      { type: 'stage.deleted', stageId, ...ref },
    ]);
    expect(await eventsOf(() => call(cast.app, 'DELETE', `/api/champs/${champId}`, cast.owner))).toEqual([
      { type: 'champ.deleted', ...ref },
    ]);
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${league.id}`)).body.champCount).toBe(0);
  });

  it('records draws, moves and results once; a knockout winner moving on is a fixture update', async () => {
    const { league, champ, stageId } = await createChampWithTeams(cast, 4, { type: 'knockout' });
    const ref = { stageId, champId: champ.id, leagueId: league.id };
    const generated = await eventsOf(() =>
      call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId }),
    );
    expect(generated).toEqual([
      { type: 'fixtures.generated', ...ref },
      { type: 'standings.changed', ...ref },
    ]);
    const fixtures = (await call(cast.app, 'GET', `/api/fixture/champ/${champ.id}`)).body.items;
    expect((await call(cast.app, 'GET', `/api/stage/${stageId}`)).body.fixtureCount).toBe(fixtures.length);
    const first = fixtures.find((f: { round: number }) => f.round === 1);
    expect(
      await eventsOf(() =>
        call(cast.app, 'PUT', `/api/fixture/${first.id}`, cast.owner, { startsAt: '2026-07-01T19:00:00Z' }),
      ),
    ).toEqual([{ type: 'fixture.updated', fixtureId: first.id, ...ref }]);
    const scored = await eventsOf(() =>
      call(cast.app, 'PUT', `/api/fixture/${first.id}/score`, cast.owner, { homeScore: 2, awayScore: 1 }),
    );
    expect(scored).toEqual([
      expect.objectContaining({ type: 'fixture.scored', fixtureId: first.id, homeScore: 2, awayScore: 1 }),
      { type: 'fixture.updated', fixtureId: first.winnerGoesTo.fixtureId, ...ref },
      { type: 'standings.changed', ...ref },
    ]);
  });

  it('dispatches nothing when a write is refused inside its transaction', async () => {
    const { stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    const [fixture] = (await call(cast.app, 'GET', `/api/fixture/search?stageId=${stageId}`)).body.items;
    await call(cast.app, 'PUT', `/api/fixture/${fixture.id}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 0,
    });
    heard = [];
    const again = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    expect(again.body.code).toBe('fixture.stage_has_results');
    const reshape = await call(cast.app, 'PUT', `/api/stage/${stageId}`, cast.owner, { legs: 2 });
    expect(reshape.body.code).toBe('stage.has_results');
    expect(heard).toEqual([]);
  });
});

describe('a renamed team', () => {
  it('shows its new name in fixtures, standings and competition totals right after', async () => {
    const { champ, teams, stageId } = await createChampWithTeams(cast, 2, { type: 'league' });
    await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
    const names = async () => {
      const fixtures = (await call(cast.app, 'GET', `/api/fixture/champ/${champ.id}`)).body.items;
      const table = (await call(cast.app, 'GET', `/api/stage/${stageId}/stats`)).body.items;
      const totals = (await call(cast.app, 'GET', `/api/champs/${champ.id}/stats`)).body.items;
      return [
        ...fixtures.flatMap((f: { homeTeamName: string; awayTeamName: string }) => [
          f.homeTeamName,
          f.awayTeamName,
        ]),
        ...table.map((r: { teamName: string }) => r.teamName),
        ...totals.map((r: { teamName: string }) => r.teamName),
      ];
    };
    const before = (await names()).filter((n) => n === teams[0]!.name);
    expect(before).toHaveLength(3); // its fixture, its standings row, its totals
    const renamed = await call(cast.app, 'PUT', `/api/teams/${teams[0]!.id}`, cast.owner, {
      name: 'Brand New FC',
    });
    expect(renamed.status).toBe(200);
    const after = await names();
    expect(after.filter((n) => n === 'Brand New FC')).toHaveLength(before.length);
    expect(after).not.toContain(teams[0]!.name);
  });
});

describe('competition entries in a league that is not theirs', () => {
  it('are refused before anything is recorded', async () => {
    const league = await createLeague(cast);
    const champ = await createChamp(cast, league.id);
    const theirs = await createTeam(cast, 'Theirs FC', cast.other);
    heard = [];
    const res = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: theirs.id,
    });
    expect(res.status).toBe(403);
    expect(heard).toEqual([]);
  });
});
