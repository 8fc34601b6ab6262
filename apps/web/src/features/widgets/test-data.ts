import type { Champ, ChampLeague, CheckIn, Fixture, Stage, StandingRow } from '@matchday/contracts';

// Shapes as the server answers them (responses are checked against the contracts' schemas).

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const LEAGUE = id(1);
export const CHAMP = id(2);
export const STAGE = id(3);
export const LIONS = id(10);
export const TIGERS = id(11);
export const BEARS = id(12);

const stamp = '2026-01-01T00:00:00.000Z';

export function aLeague(over: Partial<ChampLeague> = {}): ChampLeague {
  return {
    id: LEAGUE,
    name: 'Harbour Sunday League',
    sportKindId: 'football',
    subdomain: 'harbour',
    description: 'Football by the sea.',
    logo: null,
    ownerId: 'u1',
    createdAt: stamp,
    updatedAt: stamp,
    champCount: 1,
    canEdit: false,
    canDelete: false,
    ...over,
  };
}

export function aChamp(over: Partial<Champ> = {}): Champ {
  return {
    id: CHAMP,
    champLeagueId: LEAGUE,
    champLeagueName: 'Harbour Sunday League',
    sportKindId: 'football',
    name: 'Spring Cup',
    season: '2026',
    startDate: null,
    description: null,
    logo: null,
    rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
    lineupTracking: false,
    ownerId: 'u1',
    teamCount: 3,
    createdAt: stamp,
    updatedAt: stamp,
    canEdit: false,
    ...over,
  } as Champ;
}

export function aStage(over: Partial<Stage> = {}): Stage {
  return {
    id: STAGE,
    champId: CHAMP,
    type: 'league',
    name: 'League',
    order: 0,
    legs: 1,
    groupCount: 0,
    groups: [],
    fixtureCount: 3,
    thirdPlace: false,
    grandFinalReset: false,
    bestOf: 1,
    decidingBestOf: 1,
    winsToAdvance: null,
    lossesToEliminate: null,
    rounds: null,
    swissRules: null,
    awayGoals: false,
    finalLegs: 1,
    draw: 'bracket',
    seeding: [],
    fromStage: null,
    canEdit: false,
    ...over,
  };
}

export function aRow(pos: number, teamId: string, teamName: string, points: number): StandingRow {
  return {
    pos,
    teamId,
    teamName,
    played: 2,
    won: 1,
    drawn: 0,
    lost: 1,
    goalsFor: 3,
    goalsAgainst: 2,
    goalDifference: 1,
    points,
    groupId: null,
    groupName: null,
    tiebreak: null,
    tiebreakCriterion: null,
    note: null,
  };
}

export function aFixture(n: number, over: Partial<Fixture> = {}): Fixture {
  return {
    id: id(100 + n),
    champId: CHAMP,
    champName: 'Spring Cup',
    stageId: STAGE,
    stageName: 'League',
    stageType: 'league',
    groupId: null,
    groupName: null,
    round: n,
    slot: 0,
    leg: 1,
    homeTeamId: LIONS,
    awayTeamId: TIGERS,
    homeTeamName: 'Lions',
    awayTeamName: 'Tigers',
    homeScore: null,
    awayScore: null,
    homePenalties: null,
    awayPenalties: null,
    status: 'scheduled',
    startsAt: `2026-05-0${n}T15:00:00.000Z`,
    isBye: false,
    winnerGoesTo: null,
    loserGoesTo: null,
    period: null,
    periodStartedAt: null,
    periodScores: null,
    bracket: null,
    bestOf: 1,
    games: [],
    extraTime: false,
    homeLabel: null,
    awayLabel: null,
    resultStatus: 'awaiting',
    forfeit: null,
    expunged: false,
    resultNote: null,
    canEdit: false,
    venueId: null,
    venueName: null,
    referees: [],
    ...over,
  };
}

/** `GET /champs/{id}/check-in` of a competition without a check-in window (the public page reads it first). */
export function noCheckIn(champId: string = CHAMP): CheckIn {
  return {
    champId,
    state: 'none',
    opensAt: null,
    closesAt: null,
    missing: null,
    closedAt: null,
    dropped: [],
    checkedInCount: 0,
    items: [],
    rounds: [],
  };
}
