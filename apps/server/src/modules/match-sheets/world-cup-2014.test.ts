// The 2014 FIFA World Cup entered through the API (issue 10 "Proof"): 32 squads, groups as given, 64 matches
// with every goal, card, substitution and shoot-out kick. The official group tables, the real knockout path
// and the Golden Boot must come out of the match centre by themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import {
  type EnteredTournament,
  enterTournament,
  readTournament,
  type Tournament,
  WORLD_CUP_2014,
} from '../../../test/tournament.ts';
import type { App } from '../../app.ts';

let app: App;
let cookie: string;
let data: Tournament;
let wc: EnteredTournament;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await signUp(app, { name: 'FIFA' })).cookie;
  data = readTournament(WORLD_CUP_2014.pathname);
  wc = await enterTournament(app, cookie, data, { subdomain: `wc2014-${Date.now().toString(36)}` });
}, 600_000);
afterAll(() => app?.close());

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the 2014 World Cup entered through the API', () => {
  it('gives the official group tables', async () => {
    const stats = await get(`/api/stage/${wc.groupStageId}/stats`);
    for (const [group, expected] of Object.entries(data.expected.groupTables)) {
      const rows = stats.items.filter((r: { groupName: string }) => r.groupName === `Group ${group}`);
      expect(
        rows.map((r: Record<string, unknown>) => ({
          pos: r.pos,
          team: wc.codeOf.get(r.teamId as string),
          played: r.played,
          won: r.won,
          drawn: r.drawn,
          lost: r.lost,
          goalsFor: r.goalsFor,
          goalsAgainst: r.goalsAgainst,
          goalDifference: r.goalDifference,
          points: r.points,
        })),
        `Group ${group}`,
      ).toEqual(expected.map(({ advanced: _advanced, ...row }: Record<string, unknown>) => row));
    }
  });

  it('follows the real knockout path: extra time, shoot-outs, third place and the final', async () => {
    const fixtures = (await get(`/api/fixture/search?stageId=${wc.knockoutStageId}&pageSize=100`)).items;
    // 8 + 4 + 2 + the final + the third-place match: every one was found between the real teams.
    expect(fixtures).toHaveLength(16);
    for (const match of data.matches.filter((m) => m.stage !== 'group')) {
      const fixture = wc.fixtureOf.get(match.key)!;
      expect(fixture.status, match.key).toBe('finished');
      const side = fixture.homeTeamId === wc.teamIdOf.get(match.winner!) ? 'home' : 'away';
      const won =
        side === 'home'
          ? fixture.homeScore! > fixture.awayScore! ||
            (fixture.homeScore === fixture.awayScore && fixture.homePenalties! > fixture.awayPenalties!)
          : fixture.awayScore! > fixture.homeScore! ||
            (fixture.homeScore === fixture.awayScore && fixture.awayPenalties! > fixture.homePenalties!);
      expect(won, `${match.key}: ${match.winner} goes through`).toBe(true);
    }
    const shootouts = data.matches.filter((m) => m.penalties);
    expect(shootouts.length).toBe(4);
    for (const match of shootouts) {
      const sheet = await get(`/api/fixture/${wc.fixtureOf.get(match.key)!.id}/match-sheet`);
      const kicks = sheet.events.filter((e: { type: string }) => e.type.startsWith('shootout'));
      expect(kicks.length, match.key).toBe(match.shootout!.length);
    }
    const semiFinals = data.matches
      .filter((m) => m.stage === 'semiFinal')
      .map((m) => wc.fixtureOf.get(m.key)!);
    const thirdPlace = wc.fixtureOf.get(data.matches.find((m) => m.stage === 'thirdPlace')!.key)!;
    expect(semiFinals.map((f) => f.loserGoesTo?.fixtureId)).toEqual([thirdPlace.id, thirdPlace.id]);
    const final = wc.fixtureOf.get(data.matches.find((m) => m.stage === 'final')!.key)!;
    expect(semiFinals.map((f) => f.winnerGoesTo?.fixtureId)).toEqual([final.id, final.id]);
    const champion = final.homeScore! > final.awayScore! ? final.homeTeamId : final.awayTeamId;
    expect(wc.codeOf.get(champion!)).toBe('DEU');
    expect(data.winner).toBe('Germany');
  });

  it('awards the Golden Boot to James Rodríguez with 6 goals', async () => {
    const board = await get(`/api/champs/${wc.champId}/player-stats?sort=goals&pageSize=3`);
    const goldenBoot = data.expected.awards.find((a) => a.award === 'Golden Boot')!;
    expect(goldenBoot.player).toBe('James Rodríguez');
    expect(board.items[0]).toMatchObject({ playerName: 'James Rodríguez', goals: 6, rank: 1 });
    expect(board.items[1]).toMatchObject({ playerName: 'Thomas Müller', goals: 5 });
    // Every goal of the tournament is someone's goal or an own goal, and the shoot-outs are not goals.
    const rows: { goals: number; ownGoals: number }[] = [];
    for (let pageIndex = 0; rows.length === 0 || rows.length < board.totalItems; pageIndex++) {
      const page = await get(`/api/champs/${wc.champId}/player-stats?pageSize=500&pageIndex=${pageIndex}`);
      rows.push(...page.items);
    }
    const goals = rows.reduce((sum, r) => sum + r.goals, 0);
    const ownGoals = rows.reduce((sum, r) => sum + r.ownGoals, 0);
    const scored = data.matches.reduce((sum, m) => sum + m.homeGoals + m.awayGoals, 0);
    expect(goals + ownGoals).toBe(scored);
    expect(ownGoals).toBe(5);
  });

  it("gives a player's stats grouped by league, from the match sheets", async () => {
    const james = wc.playerIdOf.get(data.squads.COL!.find((p) => p.name === 'James Rodríguez')!.playerKey)!;
    const stats = await get(`/api/player/${james}/stats?groupingOption=1`);
    expect(stats.items).toEqual([
      expect.objectContaining({
        champLeagueRef: { id: wc.leagueId, name: data.tournament },
        champId: wc.champId,
        teamId: wc.teamIdOf.get('COL'),
        goals: 6,
      }),
    ]);
  });
});
