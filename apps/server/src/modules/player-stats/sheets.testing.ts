// Test helpers for statistics that follow from match sheets (player stats, the leaderboard, fair play):
// competitions, squads, sheets, events and results, all through the real endpoints.
import { expect } from 'vitest';
import {
  type Cast,
  call,
  createChamp,
  createLeague,
  createTeam,
  uniqueSubdomain,
} from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer } from '../players/players.testing.ts';

export interface SheetChamp {
  champId: string;
  stageId: string;
  teams: { id: string; name: string }[];
  fixtures: { id: string; homeTeamId: string; awayTeamId: string }[];
}

/**
 * A competition of `teamNames` with one league stage drawn (`legs` times round robin). `champ` adds to the
 * competition's body (rules, lineupTracking…).
 */
export async function createSheetChamp(
  cast: Cast,
  teamNames: string[],
  opts: { sportKindId?: string; legs?: number; champ?: Record<string, unknown> } = {},
): Promise<SheetChamp> {
  const sportKindId = opts.sportKindId ?? 'football';
  const league = await createLeague(cast, { sportKindId });
  const champ = await createChamp(cast, league.id, opts.champ ?? {});
  const teams = [];
  for (const name of teamNames) {
    const team = await createTeam(cast, `${name} ${uniqueSubdomain('t')}`, cast.owner, sportKindId);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    teams.push(team);
  }
  const stage = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: 'League',
    type: 'league',
    ...(opts.legs ? { legs: opts.legs } : {}),
  });
  expect(stage.status, JSON.stringify(stage.body)).toBe(201);
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, {
    stageId: stage.body.id,
  });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  return { champId: champ.id, stageId: stage.body.id, teams, fixtures: generated.body.items };
}

/** A player of the sport on the team's roster and in its competition squad. */
export async function createSquadPlayer(
  cast: Cast,
  champ: SheetChamp,
  teamId: string,
  name: string,
  sportKindId = 'football',
): Promise<string> {
  const player = await createPlayer(cast.app, cast.owner, { name, sportKindId });
  await addToRoster(cast.app, cast.owner, teamId, player.id);
  await addToSquad(cast.app, cast.owner, { champId: champ.champId, teamId, playerId: player.id });
  return player.id;
}

/** Sets one side's match sheet: `[playerId, started, stats?]`. */
export async function setSheet(
  cast: Cast,
  fixtureId: string,
  side: 'home' | 'away',
  players: [string, boolean, Record<string, number>?][],
) {
  const res = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}/${side}squad`, cast.owner, {
    players: players.map(([playerId, started, stats]) => ({
      playerId,
      started,
      ...(stats ? { stats } : {}),
    })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export interface EventInput {
  type: string;
  teamId: string;
  playerId: string;
  relatedPlayerId?: string;
  minute?: number;
  period?: number | string;
}

/** Records events all at once; answers their ids in the order given. */
export async function addEvents(cast: Cast, fixtureId: string, events: EventInput[]): Promise<string[]> {
  const res = await call(cast.app, 'POST', `/api/fixture/${fixtureId}/event/bulk`, cast.owner, { events });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.items as { id: string }[]).map((e) => e.id);
}

/** Records the result: the fixture is finished. */
export async function finish(cast: Cast, fixtureId: string, homeScore: number, awayScore: number) {
  const res = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, {
    homeScore,
    awayScore,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The fixture of `home` against `away` (the first leg when there are two). */
export function fixtureOf(champ: SheetChamp, homeTeamId: string, awayTeamId: string) {
  const fixture = champ.fixtures.find((f) => f.homeTeamId === homeTeamId && f.awayTeamId === awayTeamId);
  expect(fixture, 'fixture of the two teams').toBeDefined();
  return fixture!;
}
