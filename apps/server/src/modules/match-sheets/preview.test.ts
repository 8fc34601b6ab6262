import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createChampWithTeams,
  createLeague,
  createTeam,
} from '../champs/champs.testing.ts';
import { addToRoster, addToSquad, createPlayer } from '../players/players.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface F {
  id: string;
  round: number;
  leg: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  startsAt: string | null;
}

async function ok<T>(res: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const { status: got, body } = await res;
  expect(got, JSON.stringify(body)).toBe(status);
  return body;
}

/** A competition of `teams` (entered in that order) with one league stage of `legs`, its fixtures drawn. */
async function createCompetition(leagueId: string, teams: { id: string }[], startDate: string, legs = 1) {
  const champ = await createChamp(cast, leagueId, { startDate, name: `Season ${startDate}` });
  for (const team of teams) {
    await ok(call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, { teamId: team.id }), 201);
  }
  const stage = await ok(
    call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
      type: 'league',
      name: 'League',
      legs,
    }),
    201,
  );
  const drawn = await ok(call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId: stage.id }));
  return { champId: champ.id as string, fixtures: drawn.items as F[] };
}

const playing = (f: F, a: string, b: string) =>
  (f.homeTeamId === a && f.awayTeamId === b) || (f.homeTeamId === b && f.awayTeamId === a);

/** The result with each team's goals named, whichever side it played on. */
function score(f: F, goals: Record<string, number>) {
  return ok(
    call(cast.app, 'PUT', `/api/fixture/${f.id}/score`, cast.owner, {
      homeScore: goals[f.homeTeamId!],
      awayScore: goals[f.awayTeamId!],
    }),
  );
}

function moveTo(f: F, startsAt: string) {
  return ok(call(cast.app, 'PUT', `/api/fixture/${f.id}`, cast.owner, { startsAt }));
}

/** A player on the team's roster and in the competition's squad. */
async function signPlayer(teamId: string, champIds: string[], name: string, shirtNumber: number) {
  const player = await createPlayer(cast.app, cast.owner, { name });
  await addToRoster(cast.app, cast.owner, teamId, player.id, { shirtNumber, position: 'Forward' });
  for (const champId of champIds)
    await addToSquad(cast.app, cast.owner, { champId, teamId, playerId: player.id });
  return player;
}

describe('GET /api/teams/preview/fixture/:id', () => {
  it('shows form, head-to-head in any competition, squads and top scorers of the competition', async () => {
    const league = await createLeague(cast);
    const lions = await createTeam(cast, 'Lions');
    const tigers = await createTeam(cast, 'Tigers');
    const bears = await createTeam(cast, 'Bears');
    const wolves = await createTeam(cast, 'Wolves');
    // Last autumn's competition: four meetings of the two, a week apart.
    const autumn = await createCompetition(league.id, [lions, tigers], '2025-09-01', 4);
    const spring = await createCompetition(league.id, [lions, tigers, bears, wolves], '2026-03-01');
    const legs = [...autumn.fixtures].sort((a, b) => a.startsAt!.localeCompare(b.startsAt!));
    expect(legs).toHaveLength(4);
    const match = spring.fixtures.find((f) => playing(f, lions.id, tigers.id))!;
    const lionsBears = spring.fixtures.find((f) => playing(f, lions.id, bears.id))!;
    const lionsWolves = spring.fixtures.find((f) => playing(f, lions.id, wolves.id))!;
    const tigersBears = spring.fixtures.find((f) => playing(f, tigers.id, bears.id))!;
    const tigersWolves = spring.fixtures.find((f) => playing(f, tigers.id, wolves.id))!;
    // The match after the other rounds; Lions–Wolves after the match, so not in the Lions' form.
    await moveTo(match, '2026-04-01T18:00:00.000Z');
    await moveTo(lionsWolves, '2026-05-01T18:00:00.000Z');

    const [ace, bolt, cole, dane, eddy, finn, gus] = await Promise.all(
      ['Ace', 'Bolt', 'Cole', 'Dane', 'Eddy', 'Finn', 'Gus'].map((name, index) =>
        signPlayer(lions.id, [spring.champId], name, index + 1),
      ),
    );
    await addToSquad(cast.app, cast.owner, { champId: autumn.champId, teamId: lions.id, playerId: ace!.id });
    const hugo = await signPlayer(tigers.id, [spring.champId], 'Hugo', 9);
    const goal = (playerId: string, minute: number, type = 'goal') => ({
      type,
      teamId: lions.id,
      playerId,
      minute,
    });
    await ok(
      call(cast.app, 'POST', `/api/fixture/${lionsBears.id}/event/bulk`, cast.owner, {
        events: [
          goal(ace!.id, 3),
          goal(ace!.id, 10),
          goal(ace!.id, 20, 'penaltyGoal'),
          goal(bolt!.id, 30),
          goal(bolt!.id, 40),
          goal(cole!.id, 50),
          goal(dane!.id, 60),
          goal(eddy!.id, 70),
          goal(finn!.id, 80),
          // An own goal is the other side's goal, never the scorer's.
          goal(gus!.id, 85, 'ownGoal'),
          goal(gus!.id, 86, 'ownGoal'),
        ],
      }),
      201,
    );
    // A goal in another competition does not count in this one's scorers.
    await ok(call(cast.app, 'POST', `/api/fixture/${legs[0]!.id}/event`, cast.owner, goal(ace!.id, 5)), 201);
    await ok(
      call(cast.app, 'POST', `/api/fixture/${tigersBears.id}/event`, cast.owner, {
        type: 'goal',
        teamId: tigers.id,
        playerId: hugo.id,
        minute: 12,
      }),
      201,
    );

    await score(legs[0]!, { [lions.id]: 2, [tigers.id]: 1 });
    await score(legs[1]!, { [lions.id]: 3, [tigers.id]: 0 });
    await score(legs[2]!, { [lions.id]: 1, [tigers.id]: 3 });
    await score(legs[3]!, { [lions.id]: 1, [tigers.id]: 1 });
    await score(lionsBears, { [lions.id]: 9, [bears.id]: 2 });
    await score(lionsWolves, { [lions.id]: 0, [wolves.id]: 4 });
    await score(tigersBears, { [tigers.id]: 2, [bears.id]: 2 });
    await score(tigersWolves, { [tigers.id]: 0, [wolves.id]: 1 });

    const preview = await ok(call(cast.app, 'GET', `/api/teams/preview/fixture/${match.id}`));
    expect(preview.fixture).toMatchObject({ id: match.id, startsAt: '2026-04-01T18:00:00.000Z' });
    const sides = { [lions.id]: 'lions', [tigers.id]: 'tigers' };
    const byTeam = {
      [sides[preview.home.teamId]!]: preview.home,
      [sides[preview.away.teamId]!]: preview.away,
    };
    expect(preview.home.teamId).toBe(match.homeTeamId);
    expect(byTeam.lions).toMatchObject({ teamId: lions.id, teamName: 'Lions' });

    const form = (team: { form: { fixtureId: string; result: string }[] }) =>
      team.form.map((r) => [r.fixtureId, r.result]);
    expect(form(byTeam.lions)).toEqual([
      [lionsBears.id, 'W'],
      [legs[3]!.id, 'D'],
      [legs[2]!.id, 'L'],
      [legs[1]!.id, 'W'],
      [legs[0]!.id, 'W'],
    ]);
    expect(byTeam.lions.form[0]).toEqual({
      fixtureId: lionsBears.id,
      result: 'W',
      goalsFor: 9,
      goalsAgainst: 2,
      opponentId: bears.id,
      opponentName: 'Bears',
      startsAt: expect.stringMatching(/^2026-03-/),
    });
    // Five at most, newest first: the oldest meeting drops out of the Tigers' form.
    const tigersLeague = [tigersBears, tigersWolves].sort((a, b) => b.startsAt!.localeCompare(a.startsAt!));
    expect(form(byTeam.tigers)).toEqual([
      ...tigersLeague.map((f) => [f.id, f === tigersBears ? 'D' : 'L']),
      [legs[3]!.id, 'D'],
      [legs[2]!.id, 'W'],
      [legs[1]!.id, 'L'],
    ]);

    expect(byTeam.lions.squad.map((p: { name: string }) => p.name)).toEqual([
      'Ace',
      'Bolt',
      'Cole',
      'Dane',
      'Eddy',
      'Finn',
      'Gus',
    ]);
    expect(byTeam.lions.squad[0]).toEqual({
      playerId: ace!.id,
      name: 'Ace',
      shirtNumber: 1,
      position: 'Forward',
    });
    expect(byTeam.tigers.squad).toEqual([
      { playerId: hugo.id, name: 'Hugo', shirtNumber: 9, position: 'Forward' },
    ]);

    expect(byTeam.lions.topScorers).toEqual([
      { playerId: ace!.id, playerName: 'Ace', goals: 3 },
      { playerId: bolt!.id, playerName: 'Bolt', goals: 2 },
      { playerId: cole!.id, playerName: 'Cole', goals: 1 },
      { playerId: dane!.id, playerName: 'Dane', goals: 1 },
      { playerId: eddy!.id, playerName: 'Eddy', goals: 1 },
    ]);
    expect(byTeam.tigers.topScorers).toEqual([{ playerId: hugo.id, playerName: 'Hugo', goals: 1 }]);

    // Meetings newest first, counted for this fixture's home team.
    expect(preview.headToHead.items.map((f: F) => f.id)).toEqual([
      legs[3]!.id,
      legs[2]!.id,
      legs[1]!.id,
      legs[0]!.id,
    ]);
    const lionsAtHome = match.homeTeamId === lions.id;
    expect(preview.headToHead).toMatchObject({
      homeWins: lionsAtHome ? 2 : 1,
      awayWins: lionsAtHome ? 1 : 2,
      draws: 1,
    });

    // Played, the match is not part of its own preview.
    await score(match, { [lions.id]: 5, [tigers.id]: 0 });
    const after = await ok(call(cast.app, 'GET', `/api/teams/preview/fixture/${match.id}`));
    expect(after.headToHead.items).toHaveLength(4);
    expect(after.home.form.map((r: { fixtureId: string }) => r.fixtureId)).not.toContain(match.id);
  });

  it('shows a side as null while its knockout slot is empty', async () => {
    const { stageId } = await createChampWithTeams(cast, 4, { type: 'knockout' });
    const drawn = await ok(call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId }));
    const fixtures = drawn.items as (F & { winnerGoesTo: { fixtureId: string; side: string } | null })[];
    const semi = fixtures.find((f) => f.homeTeamId && f.awayTeamId && f.winnerGoesTo)!;
    const final = fixtures.find((f) => f.id === semi.winnerGoesTo!.fixtureId)!;

    const empty = await ok(call(cast.app, 'GET', `/api/teams/preview/fixture/${final.id}`));
    expect(empty).toMatchObject({
      fixture: { id: final.id },
      home: null,
      away: null,
      headToHead: { items: [], homeWins: 0, awayWins: 0, draws: 0 },
    });

    await score(semi, { [semi.homeTeamId!]: 2, [semi.awayTeamId!]: 0 });
    const half = await ok(call(cast.app, 'GET', `/api/teams/preview/fixture/${final.id}`));
    const known = semi.winnerGoesTo!.side as 'home' | 'away';
    const waiting = known === 'home' ? 'away' : 'home';
    expect(half[known]).toMatchObject({
      teamId: semi.homeTeamId,
      form: [{ fixtureId: semi.id, result: 'W', goalsFor: 2, goalsAgainst: 0 }],
      squad: [],
      topScorers: [],
    });
    expect(half[waiting]).toBeNull();
    expect(half.headToHead.items).toEqual([]);
  });

  it('answers 404 for a fixture that does not exist and 400 for a malformed id', async () => {
    const missing = await call(cast.app, 'GET', `/api/teams/preview/fixture/${UNKNOWN}`);
    expect([missing.status, missing.body.code]).toEqual([404, 'fixture.not_found']);
    const malformed = await call(cast.app, 'GET', '/api/teams/preview/fixture/abc');
    expect([malformed.status, malformed.body.errors[0].field]).toEqual([400, 'params.id']);
  });
});
