// Enters a whole tournament through the API, the way an organiser (or an outside client) would: teams, squads,
// a groups stage with the groups as given, a knockout stage with the real bracket, every match's events and
// result. Used by the World Cup test (apps/server/src/modules/match-sheets/world-cup-2014.test.ts) and the
// tournament bench (apps/server/bench/tournament.bench.ts). The input is the reference format of
// ../shared/reference/wc-2014.json.
import { readFileSync } from 'node:fs';
import type { App } from '../src/app.ts';

export interface TournamentPlayer {
  playerKey: string;
  name: string;
  shirtNumber: number | null;
  position: string | null;
}

export interface TournamentEvent {
  type: 'goal' | 'penaltyGoal' | 'ownGoal' | 'yellow' | 'secondYellow' | 'red' | 'substitution';
  /** The team the event is credited to (for an own goal: the team that gained the goal). */
  team: string;
  /** The scorer's own team (goals and own goals). */
  scorerTeam?: string;
  playerKey: string;
  playerInKey?: string;
  minute: number;
  stoppage: number;
  period: string;
}

export interface TournamentMatch {
  key: string;
  stage: 'group' | 'roundOf16' | 'quarterFinal' | 'semiFinal' | 'thirdPlace' | 'final';
  group: string | null;
  date: string;
  time: string;
  home: string;
  away: string;
  homeGoals: number;
  awayGoals: number;
  extraTime: boolean;
  penalties: { home: number; away: number } | null;
  winner: string | null;
  events: TournamentEvent[];
  shootout?: { team: string; playerKey: string; converted: boolean }[];
}

export interface Tournament {
  tournament: string;
  winner: string;
  teams: { code: string; name: string }[];
  squads: Record<string, TournamentPlayer[]>;
  groups: Record<string, string[]>;
  matches: TournamentMatch[];
  expected: {
    groupTables: Record<
      string,
      {
        pos: number;
        team: string;
        played: number;
        won: number;
        drawn: number;
        lost: number;
        goalsFor: number;
        goalsAgainst: number;
        goalDifference: number;
        points: number;
      }[]
    >;
    awards: { award: string; player: string; team: string }[];
  };
}

export function readTournament(path: string): Tournament {
  return JSON.parse(readFileSync(path, 'utf8')) as Tournament;
}

/** The reference World Cup, from the shared folder next to the checkout. */
export const WORLD_CUP_2014 = new URL('../../../../shared/reference/wc-2014.json', import.meta.url);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Fixture {
  id: string;
  round: number;
  slot: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  homeScore: number | null;
  awayScore: number | null;
  homePenalties: number | null;
  awayPenalties: number | null;
  status: string;
  winnerGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
  loserGoesTo: { fixtureId: string; side: 'home' | 'away' } | null;
  groupName: string | null;
}

export interface EnteredTournament {
  leagueId: string;
  champId: string;
  groupStageId: string;
  knockoutStageId: string;
  teamIdOf: Map<string, string>;
  codeOf: Map<string, string>;
  playerIdOf: Map<string, string>;
  /** The fixture each match was entered into. */
  fixtureOf: Map<string, Fixture>;
  /** Milliseconds per event-entry request (one bulk request per match, or per event), for the bench. */
  eventRequestMs: number[];
  eventCount: number;
}

const EVENT_TYPE: Record<TournamentEvent['type'], string> = {
  goal: 'goal',
  penaltyGoal: 'penaltyGoal',
  ownGoal: 'ownGoal',
  yellow: 'yellowCard',
  secondYellow: 'secondYellow',
  red: 'redCard',
  substitution: 'substitution',
};

/**
 * The first knockout round in bracket order: pairs 1 and 2 feed the same next-round match, and so on. The
 * reference lists matches by date, so the order is read back from who met whom in the later rounds.
 */
export function bracketOrder(matches: readonly TournamentMatch[]): TournamentMatch[] {
  const rounds = ['roundOf16', 'quarterFinal', 'semiFinal', 'final'] as const;
  const byRound = rounds.map((r) => matches.filter((m) => m.stage === r));
  // Start from the final and expand each match into the two matches its teams won.
  let order: TournamentMatch[] = byRound[3]!;
  for (let r = 2; r >= 0; r--) {
    const previous = byRound[r]!;
    order = order.flatMap((m) =>
      [m.home, m.away].map((team) => {
        const fed = previous.find((p) => p.winner === team);
        if (!fed) throw new Error(`No ${rounds[r]} match won by ${team}`);
        return fed;
      }),
    );
  }
  return order;
}

export async function enterTournament(
  app: App,
  cookie: string,
  data: Tournament,
  opts: {
    subdomain: string /** One request per event (the bench's per-event latency) instead of bulk. */;
    oneByOne?: boolean;
  },
): Promise<EnteredTournament> {
  const send = async (method: Method, url: string, payload?: unknown, expected = [200, 201]) => {
    const res = await app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (!expected.includes(res.statusCode)) {
      throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
    }
    return res.json();
  };

  const league = await send('POST', '/api/champ-leagues', {
    name: data.tournament,
    sportKindId: 'football',
    subdomain: opts.subdomain,
  });
  const champ = await send('POST', '/api/champs', {
    champLeagueId: league.id,
    name: data.tournament,
    season: String(new Date(data.matches[0]!.date).getUTCFullYear()),
    startDate: data.matches[0]!.date,
    // FIFA World Cup regulations: points, goal difference and goals in all group matches, then the same
    // among the teams still level, then fair play (cards), then lots.
    rules: {
      win: 3,
      draw: 1,
      loss: 0,
      tiebreakers: [
        'points',
        'goalDifference',
        'goalsFor',
        'h2hPoints',
        'h2hGoalDifference',
        'h2hGoalsFor',
        'fairPlay',
      ],
      h2hScope: 'tiedGroup',
      fairPlayScheme: 'fifa',
    },
  });

  const teamIdOf = new Map<string, string>();
  for (const team of data.teams) {
    const created = await send('POST', '/api/teams', { name: team.name, sportKindId: 'football' });
    teamIdOf.set(team.code, created.id);
    await send('POST', `/api/champs/${champ.id}/teams`, { teamId: created.id });
  }
  const codeOf = new Map([...teamIdOf].map(([code, id]) => [id, code]));

  const playerIdOf = new Map<string, string>();
  for (const [code, squad] of Object.entries(data.squads)) {
    const teamId = teamIdOf.get(code)!;
    for (const p of squad) {
      const player = await send('POST', '/api/player', {
        name: p.name,
        sportKindId: 'football',
        ...(p.shirtNumber !== null ? { shirtNumber: p.shirtNumber } : {}),
        ...(p.position ? { position: p.position } : {}),
      });
      playerIdOf.set(p.playerKey, player.id);
      await send('POST', `/api/teams/${teamId}/player`, {
        playerId: player.id,
        ...(p.shirtNumber !== null ? { shirtNumber: p.shirtNumber } : {}),
      });
      await send('POST', '/api/champ-team-players', {
        champId: champ.id,
        teamId,
        playerId: player.id,
        ...(p.shirtNumber !== null ? { shirtNumber: p.shirtNumber } : {}),
      });
    }
  }

  const groupStage = await send('POST', `/api/champs/${champ.id}/stage`, {
    type: 'groups',
    name: 'Group stage',
    groups: Object.entries(data.groups).map(([name, codes]) => ({
      name: `Group ${name}`,
      teamIds: codes.map((c) => teamIdOf.get(c)!),
    })),
  });
  const knockout = data.matches.filter((m) => m.stage !== 'group');
  const firstRound = bracketOrder(knockout);
  const knockoutStage = await send('POST', `/api/champs/${champ.id}/stage`, {
    type: 'knockout',
    name: 'Knockout stage',
    pairings: firstRound.map((m) => [teamIdOf.get(m.home)!, teamIdOf.get(m.away)!]),
    thirdPlace: true,
  });

  const fixturesOf = async (stageId: string): Promise<Fixture[]> =>
    (await send('GET', `/api/fixture/search?stageId=${stageId}&pageSize=500`)).items;

  const fixtureOf = new Map<string, Fixture>();
  const eventRequestMs: number[] = [];
  let eventCount = 0;

  for (const match of data.matches) {
    const stageId = match.stage === 'group' ? groupStage.id : knockoutStage.id;
    const home = teamIdOf.get(match.home)!;
    const away = teamIdOf.get(match.away)!;
    // Knockout fixtures fill as winners move on: the match is the fixture between these two teams.
    const fixture = (await fixturesOf(stageId)).find(
      (f) =>
        (f.homeTeamId === home && f.awayTeamId === away) || (f.homeTeamId === away && f.awayTeamId === home),
    );
    if (!fixture) throw new Error(`${match.key} ${match.home}–${match.away}: no such fixture in the stage`);
    const swapped = fixture.homeTeamId === away;
    await send('PUT', `/api/fixture/${fixture.id}`, {
      startsAt: new Date(`${match.date}T${match.time}:00-03:00`).toISOString(),
    });

    const events = [
      ...match.events.map((e) => ({
        type: EVENT_TYPE[e.type],
        teamId: teamIdOf.get(e.scorerTeam ?? e.team)!,
        playerId: playerIdOf.get(e.playerKey)!,
        ...(e.playerInKey ? { relatedPlayerId: playerIdOf.get(e.playerInKey)! } : {}),
        minute: e.minute,
        addedTime: e.stoppage,
        period: e.period,
      })),
      ...(match.shootout ?? []).map((kick) => ({
        type: kick.converted ? 'shootoutScored' : 'shootoutMissed',
        teamId: teamIdOf.get(kick.team)!,
        playerId: playerIdOf.get(kick.playerKey)!,
        period: 'penalties',
      })),
    ];
    if (opts.oneByOne) {
      for (const event of events) {
        const started = performance.now();
        await send('POST', `/api/fixture/${fixture.id}/event`, event);
        eventRequestMs.push(performance.now() - started);
      }
      eventCount += events.length;
    } else if (events.length > 0) {
      const started = performance.now();
      await send('POST', `/api/fixture/${fixture.id}/event/bulk`, { events });
      eventRequestMs.push(performance.now() - started);
      eventCount += events.length;
    }
    const [homeScore, awayScore] = swapped
      ? [match.awayGoals, match.homeGoals]
      : [match.homeGoals, match.awayGoals];
    const penalties = match.penalties
      ? swapped
        ? { homePenalties: match.penalties.away, awayPenalties: match.penalties.home }
        : { homePenalties: match.penalties.home, awayPenalties: match.penalties.away }
      : {};
    fixtureOf.set(
      match.key,
      await send('PUT', `/api/fixture/${fixture.id}/score`, { homeScore, awayScore, ...penalties }),
    );
  }

  return {
    leagueId: league.id,
    champId: champ.id,
    groupStageId: groupStage.id,
    knockoutStageId: knockoutStage.id,
    teamIdOf,
    codeOf,
    playerIdOf,
    fixtureOf,
    eventRequestMs,
    eventCount,
  };
}
