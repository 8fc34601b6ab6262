import type {
  ChampTeamPlayer,
  Fixture,
  FixtureMedia,
  Lineup,
  LineupEntry,
  MatchEvent,
  MatchSheet,
} from '@matchday/contracts';

/**
 * Canned server answers for the admin match-centre tests: shapes that pass the contract's response schemas
 * (callApi validates every response), built from a few named teams and players.
 */
export const CHAMP = '00000000-0000-4000-8000-000000000c01';
export const STAGE = '00000000-0000-4000-8000-000000000c02';
export const FIXTURE = '00000000-0000-4000-8000-000000000f01';
export const HOME = '00000000-0000-4000-8000-0000000000a1';
export const AWAY = '00000000-0000-4000-8000-0000000000b1';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export type TestPlayer = { id: string; name: string; shirt: number; teamId: string };

/** Home: Lions FC, 14 players (1–14); away: Tigers, 14 players (1–14). Ids 1001… and 2001…. */
export const homePlayers: TestPlayer[] = Array.from({ length: 14 }, (_, i) => ({
  id: uuid(1001 + i),
  name: i === 8 ? 'Ada Striker' : `Lion ${i + 1}`,
  shirt: i + 1,
  teamId: HOME,
}));
export const awayPlayers: TestPlayer[] = Array.from({ length: 14 }, (_, i) => ({
  id: uuid(2001 + i),
  name: i === 9 ? 'Bo Forward' : `Tiger ${i + 1}`,
  shirt: i + 1,
  teamId: AWAY,
}));
export const ADA = homePlayers[8]!;
export const BO = awayPlayers[9]!;

export function fixture(overrides: Partial<Fixture> = {}): Fixture {
  return {
    id: FIXTURE,
    champId: CHAMP,
    champName: 'Spring Cup',
    stageId: STAGE,
    stageName: 'League',
    stageType: 'league',
    groupId: null,
    groupName: null,
    round: 3,
    slot: 0,
    leg: 1,
    homeTeamId: HOME,
    awayTeamId: AWAY,
    homeTeamName: 'Lions FC',
    awayTeamName: 'Tigers',
    homeScore: null,
    awayScore: null,
    homePenalties: null,
    awayPenalties: null,
    status: 'scheduled',
    startsAt: '2026-05-01T18:00:00.000Z',
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
    canEdit: true,
    venueId: null,
    venueName: null,
    referees: [],
    ...overrides,
  };
}

export function entry(p: TestPlayer, overrides: Partial<LineupEntry> = {}): LineupEntry {
  return {
    playerId: p.id,
    playerName: p.name,
    photo: null,
    started: true,
    shirtNumber: p.shirt,
    position: null,
    captain: false,
    stats: null,
    ...overrides,
  };
}

export function lineup(side: 'home' | 'away', items: LineupEntry[] = []): Lineup {
  return {
    fixtureId: FIXTURE,
    side,
    teamId: side === 'home' ? HOME : AWAY,
    teamName: side === 'home' ? 'Lions FC' : 'Tigers',
    items,
    totalItems: items.length,
  };
}

/** Both sides' first eleven starting, the rest on the bench. */
export function fullLineups() {
  const of = (side: 'home' | 'away', players: TestPlayer[]) =>
    lineup(
      side,
      players.map((p, i) => entry(p, { started: i < 11 })),
    );
  return { home: of('home', homePlayers), away: of('away', awayPlayers) };
}

let eventNumber = 0;
export function event(overrides: Partial<MatchEvent> & Pick<MatchEvent, 'type' | 'playerId'>): MatchEvent {
  eventNumber += 1;
  const player = [...homePlayers, ...awayPlayers].find((p) => p.id === overrides.playerId);
  const side = player?.teamId === AWAY ? 'away' : 'home';
  return {
    id: uuid(9000 + eventNumber),
    fixtureId: FIXTURE,
    number: eventNumber,
    teamId: side === 'home' ? HOME : AWAY,
    side,
    playerName: player?.name ?? 'Someone',
    relatedPlayerId: null,
    relatedPlayerName: null,
    minute: 10,
    addedTime: 0,
    period: 1,
    score: { home: 0, away: 0 },
    createdAt: `2026-05-01T18:${String(10 + eventNumber).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

export function sheet(overrides: Partial<MatchSheet> = {}): MatchSheet {
  return {
    fixture: fixture(),
    sportKindId: 'football',
    home: lineup('home'),
    away: lineup('away'),
    events: [],
    unattributedGoals: { home: 0, away: 0 },
    media: { items: [], totalItems: 0, pageIndex: 0, pageSize: 20 },
    periods: { count: 2, minutes: 45, name: 'half' },
    boxScoreKeys: [],
    canEdit: true,
    ...overrides,
  };
}

export function squadEntry(p: TestPlayer): ChampTeamPlayer {
  return {
    id: uuid(5000 + Number(p.id.slice(-4))),
    champId: CHAMP,
    teamId: p.teamId,
    playerId: p.id,
    name: p.name,
    photo: null,
    shirtNumber: p.shirt,
    position: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

export const squads = () => {
  const items = [...homePlayers, ...awayPlayers].map(squadEntry);
  return { items, totalItems: items.length, pageIndex: 0, pageSize: 500 };
};

export function media(overrides: Partial<FixtureMedia> = {}): FixtureMedia {
  return {
    id: uuid(7001),
    fixtureId: FIXTURE,
    kind: 'video',
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    provider: 'youtube',
    embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    title: 'Highlights',
    createdAt: '2026-05-01T20:00:00.000Z',
    canEdit: true,
    ...overrides,
  };
}

export const champ = {
  id: CHAMP,
  champLeagueId: '00000000-0000-4000-8000-000000000c00',
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: '2026',
  startDate: null,
  description: null,
  logo: null,
  rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
  lineupTracking: false,
  ownerId: 'u1',
  teamCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
};
