import type { MatchEventType, PointsPreset, StageFormat } from '@matchday/contracts';
import { findStandingsPreset } from '@matchday/domain';
import { sql } from 'drizzle-orm';
import { sportTypes, stageTypeSports, stageTypes, teamLeagues } from '../schema/reference.ts';
import type { Db } from '../types.ts';

/**
 * The sports, team leagues and stage types every installation starts with (spec §3, §7 "Reference").
 * Runs at every start and in every test database; upserts by id, so it is idempotent and a changed default
 * here reaches existing installations. Points per result follow each sport's usual regulation.
 */

function event(key: string, name: string, points = 0, forOpponent = false): MatchEventType {
  return { key, name, points, forOpponent };
}

const cards = [event('yellow-card', 'Yellow card'), event('red-card', 'Red card')];
const footballEvents = [
  event('goal', 'Goal', 1),
  event('own-goal', 'Own goal', 1, true),
  event('penalty-goal', 'Penalty goal', 1),
  event('missed-penalty', 'Missed penalty'),
  event('assist', 'Assist'),
  ...cards,
  event('substitution', 'Substitution'),
];
const basketballEvents = [
  event('free-throw', 'Free throw', 1),
  event('two-pointer', 'Two-point field goal', 2),
  event('three-pointer', 'Three-point field goal', 3),
  event('rebound', 'Rebound'),
  event('assist', 'Assist'),
  event('foul', 'Personal foul'),
  event('technical-foul', 'Technical foul'),
  event('substitution', 'Substitution'),
];
const volleyballEvents = [
  event('set-won', 'Set won', 1),
  event('ace', 'Ace'),
  event('block', 'Block point'),
  event('attack-point', 'Attack point'),
  event('substitution', 'Substitution'),
  ...cards,
];
const handballEvents = [
  event('goal', 'Goal', 1),
  event('seven-metre-goal', '7-metre goal', 1),
  event('assist', 'Assist'),
  event('yellow-card', 'Yellow card'),
  event('two-minute-suspension', '2-minute suspension'),
  event('red-card', 'Red card'),
  event('substitution', 'Substitution'),
];
const hockeyEvents = [
  event('goal', 'Goal', 1),
  event('own-goal', 'Own goal', 1, true),
  event('assist', 'Assist'),
  event('penalty', 'Penalty (minutes)'),
  event('shootout-goal', 'Shoot-out goal'),
  event('substitution', 'Line change'),
];
const fieldHockeyEvents = [
  event('field-goal', 'Field goal', 1),
  event('penalty-corner-goal', 'Penalty corner goal', 1),
  event('penalty-stroke-goal', 'Penalty stroke goal', 1),
  event('green-card', 'Green card'),
  ...cards,
  event('substitution', 'Substitution'),
];
const rugbyEvents = [
  event('try', 'Try', 5),
  event('conversion', 'Conversion', 2),
  event('penalty-goal', 'Penalty goal', 3),
  event('drop-goal', 'Drop goal', 3),
  event('yellow-card', 'Yellow card'),
  event('red-card', 'Red card'),
  event('substitution', 'Substitution'),
];
const waterPoloEvents = [
  event('goal', 'Goal', 1),
  event('penalty-goal', 'Penalty goal', 1),
  event('exclusion', 'Exclusion'),
  event('assist', 'Assist'),
  event('substitution', 'Substitution'),
];
const americanFootballEvents = [
  event('touchdown', 'Touchdown', 6),
  event('extra-point', 'Extra point', 1),
  event('two-point-conversion', 'Two-point conversion', 2),
  event('field-goal', 'Field goal', 3),
  event('safety', 'Safety', 2),
  event('interception', 'Interception'),
  event('penalty', 'Penalty'),
];
const baseballEvents = [
  event('run', 'Run', 1),
  event('home-run', 'Home run'),
  event('hit', 'Hit'),
  event('strikeout', 'Strikeout'),
  event('error', 'Error'),
  event('substitution', 'Substitution'),
];
const cricketEvents = [
  event('runs', 'Runs', 1),
  event('four', 'Four', 4),
  event('six', 'Six', 6),
  event('extra', 'Extra', 1),
  event('wicket', 'Wicket'),
];
const racketEvents = [event('set-won', 'Set won', 1), event('game-won', 'Game won'), event('ace', 'Ace')];
const tableTennisEvents = [event('game-won', 'Game won', 1), event('point', 'Point')];
const rocketLeagueEvents = [
  event('goal', 'Goal', 1),
  event('own-goal', 'Own goal', 1, true),
  event('assist', 'Assist'),
  event('save', 'Save'),
];
const mapEvents = [event('map-won', 'Map won', 1), event('kill', 'Kill'), event('mvp', 'MVP')];

type SportSeed = typeof sportTypes.$inferInsert;

export const sportTypeSeeds: SportSeed[] = [
  {
    id: 'football',
    name: 'Football',
    displayName: 'Football',
    isESport: false,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 2, minutes: 45, name: 'half' },
    eventTypes: footballEvents,
    playersOnField: 11,
    squadSize: 23,
  },
  {
    id: 'futsal',
    name: 'Futsal',
    displayName: 'Futsal',
    isESport: false,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 2, minutes: 20, name: 'half' },
    eventTypes: footballEvents,
    playersOnField: 5,
    squadSize: 14,
  },
  {
    id: 'basketball',
    name: 'Basketball',
    displayName: 'Basketball',
    isESport: false,
    // FIBA: 2 points for a win, 1 for a loss, 0 for a forfeit; overtime decides drawn games.
    allowsDraws: false,
    points: { win: 2, draw: 0, loss: 1 },
    periods: { count: 4, minutes: 10, name: 'quarter' },
    eventTypes: basketballEvents,
    playersOnField: 5,
    squadSize: 12,
  },
  {
    id: 'volleyball',
    name: 'Volleyball',
    displayName: 'Volleyball',
    isESport: false,
    // FIVB: 3-0 or 3-1 gives 3 points; 3-2 gives 2 to the winner and 1 to the loser.
    allowsDraws: false,
    points: { win: 3, draw: 0, loss: 0, overtimeWin: 2, overtimeLoss: 1 },
    periods: { count: 5, minutes: null, name: 'set' },
    eventTypes: volleyballEvents,
    playersOnField: 6,
    squadSize: 14,
  },
  {
    id: 'beach-volleyball',
    name: 'Beach volleyball',
    displayName: 'Beach Volleyball',
    isESport: false,
    allowsDraws: false,
    points: { win: 2, draw: 0, loss: 1 },
    periods: { count: 3, minutes: null, name: 'set' },
    eventTypes: volleyballEvents,
    playersOnField: 2,
    squadSize: 2,
  },
  {
    id: 'handball',
    name: 'Handball',
    displayName: 'Handball',
    isESport: false,
    allowsDraws: true,
    points: { win: 2, draw: 1, loss: 0 },
    periods: { count: 2, minutes: 30, name: 'half' },
    eventTypes: handballEvents,
    playersOnField: 7,
    squadSize: 16,
  },
  {
    id: 'ice-hockey',
    name: 'Ice hockey',
    displayName: 'Ice Hockey',
    isESport: false,
    // IIHF: 3 for a win in regulation, 2 after overtime or shoot-out, 1 for that loss.
    allowsDraws: false,
    points: { win: 3, draw: 0, loss: 0, overtimeWin: 2, overtimeLoss: 1 },
    periods: { count: 3, minutes: 20, name: 'period' },
    eventTypes: hockeyEvents,
    playersOnField: 6,
    squadSize: 22,
  },
  {
    id: 'field-hockey',
    name: 'Field hockey',
    displayName: 'Field Hockey',
    isESport: false,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 4, minutes: 15, name: 'quarter' },
    eventTypes: fieldHockeyEvents,
    playersOnField: 11,
    squadSize: 18,
  },
  {
    id: 'rugby-union',
    name: 'Rugby union',
    displayName: 'Rugby Union',
    isESport: false,
    allowsDraws: true,
    points: { win: 4, draw: 2, loss: 0 },
    periods: { count: 2, minutes: 40, name: 'half' },
    eventTypes: rugbyEvents,
    playersOnField: 15,
    squadSize: 23,
  },
  {
    id: 'water-polo',
    name: 'Water polo',
    displayName: 'Water Polo',
    isESport: false,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 4, minutes: 8, name: 'quarter' },
    eventTypes: waterPoloEvents,
    playersOnField: 7,
    squadSize: 14,
  },
  {
    id: 'american-football',
    name: 'American football',
    displayName: 'American Football',
    isESport: false,
    allowsDraws: true,
    points: { win: 2, draw: 1, loss: 0 },
    periods: { count: 4, minutes: 15, name: 'quarter' },
    eventTypes: americanFootballEvents,
    playersOnField: 11,
    squadSize: 46,
  },
  {
    id: 'baseball',
    name: 'Baseball',
    displayName: 'Baseball',
    isESport: false,
    allowsDraws: false,
    points: { win: 1, draw: 0, loss: 0 },
    periods: { count: 9, minutes: null, name: 'inning' },
    eventTypes: baseballEvents,
    playersOnField: 9,
    squadSize: 26,
  },
  {
    id: 'cricket',
    name: 'Cricket',
    displayName: 'Cricket',
    isESport: false,
    // Limited-overs leagues: 2 for a win, 1 each for a tie or no result.
    allowsDraws: true,
    points: { win: 2, draw: 1, loss: 0 },
    periods: { count: 2, minutes: null, name: 'innings' },
    eventTypes: cricketEvents,
    playersOnField: 11,
    squadSize: 15,
  },
  {
    id: 'tennis',
    name: 'Tennis',
    displayName: 'Tennis',
    isESport: false,
    allowsDraws: false,
    points: { win: 1, draw: 0, loss: 0 },
    periods: { count: 3, minutes: null, name: 'set' },
    eventTypes: racketEvents,
    playersOnField: 1,
    squadSize: 4,
  },
  {
    id: 'table-tennis',
    name: 'Table tennis',
    displayName: 'Table Tennis',
    isESport: false,
    allowsDraws: false,
    points: { win: 2, draw: 0, loss: 1 },
    periods: { count: 5, minutes: null, name: 'game' },
    eventTypes: tableTennisEvents,
    playersOnField: 1,
    squadSize: 5,
  },
  {
    id: 'efootball',
    name: 'eFootball',
    displayName: 'eFootball',
    isESport: true,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 2, minutes: 6, name: 'half' },
    eventTypes: footballEvents,
    playersOnField: 1,
    squadSize: 2,
  },
  {
    id: 'ea-sports-fc',
    name: 'EA SPORTS FC',
    displayName: 'EA SPORTS FC',
    isESport: true,
    allowsDraws: true,
    points: { win: 3, draw: 1, loss: 0 },
    periods: { count: 2, minutes: 6, name: 'half' },
    eventTypes: footballEvents,
    playersOnField: 1,
    squadSize: 2,
  },
  {
    id: 'nba-2k',
    name: 'NBA 2K',
    displayName: 'NBA 2K',
    isESport: true,
    allowsDraws: false,
    points: { win: 2, draw: 0, loss: 1 },
    periods: { count: 4, minutes: 5, name: 'quarter' },
    eventTypes: basketballEvents,
    playersOnField: 1,
    squadSize: 2,
  },
  {
    id: 'rocket-league',
    name: 'Rocket League',
    displayName: 'Rocket League',
    isESport: true,
    allowsDraws: false,
    points: { win: 1, draw: 0, loss: 0 },
    periods: { count: 1, minutes: 5, name: 'game' },
    eventTypes: rocketLeagueEvents,
    playersOnField: 3,
    squadSize: 4,
  },
  {
    id: 'counter-strike-2',
    name: 'Counter-Strike 2',
    displayName: 'Counter-Strike 2',
    isESport: true,
    allowsDraws: false,
    points: { win: 3, draw: 0, loss: 0 },
    periods: { count: 3, minutes: null, name: 'map' },
    eventTypes: mapEvents,
    playersOnField: 5,
    squadSize: 6,
  },
  {
    id: 'league-of-legends',
    name: 'League of Legends',
    displayName: 'League of Legends',
    isESport: true,
    allowsDraws: false,
    points: { win: 1, draw: 0, loss: 0 },
    periods: { count: 3, minutes: null, name: 'game' },
    eventTypes: mapEvents,
    playersOnField: 5,
    squadSize: 6,
  },
].map((sport, order) => ({ ...sport, order, points: withStandingsPreset(sport) }));

/**
 * Points per result come from the standings engine's preset for the sport when it has one (packages/domain
 * `standingsPresets`), so a competition's default rules and the sport's reference points never disagree.
 */
function withStandingsPreset(sport: { id: string; name: string; points: PointsPreset }): PointsPreset {
  const preset = findStandingsPreset(sport.id) ?? findStandingsPreset(sport.name);
  if (!preset) return sport.points;
  return {
    ...sport.points,
    win: preset.win,
    draw: preset.draw,
    loss: preset.loss,
    ...(preset.overtimeWin !== undefined ? { overtimeWin: preset.overtimeWin } : {}),
    ...(preset.overtimeLoss !== undefined ? { overtimeLoss: preset.overtimeLoss } : {}),
  };
}

type TeamLeagueSeed = typeof teamLeagues.$inferInsert;

const youthAges = [8, 10, 12, 14, 16, 17, 19, 21];

/** Age groups and divisions of a field sport: U8…U21, Senior, Women, Veterans. */
function fieldSportLeagues(sportTypeId: string): TeamLeagueSeed[] {
  const leagues: Omit<TeamLeagueSeed, 'order' | 'sportTypeId'>[] = [
    ...youthAges.map((age) => ({
      id: `${sportTypeId}-u${age}`,
      name: `U${age}`,
      displayName: `Under ${age}`,
      kind: 'age-group' as const,
    })),
    { id: `${sportTypeId}-senior`, name: 'Senior', displayName: 'Senior', kind: 'division' },
    { id: `${sportTypeId}-women`, name: 'Women', displayName: 'Women', kind: 'division' },
    { id: `${sportTypeId}-veterans`, name: 'Veterans', displayName: 'Veterans (35+)', kind: 'division' },
    { id: `${sportTypeId}-amateur`, name: 'Amateur', displayName: 'Amateur', kind: 'division' },
  ];
  return leagues.map((league, order) => ({ ...league, sportTypeId, order }));
}

/** The club leagues a football video game lets you pick teams from. */
const videoGameClubLeagues = [
  ['premier-league', 'Premier League', 'Premier League (England)'],
  ['la-liga', 'LaLiga', 'LaLiga (Spain)'],
  ['serie-a', 'Serie A', 'Serie A (Italy)'],
  ['bundesliga', 'Bundesliga', 'Bundesliga (Germany)'],
  ['ligue-1', 'Ligue 1', 'Ligue 1 (France)'],
  ['eredivisie', 'Eredivisie', 'Eredivisie (Netherlands)'],
  ['liga-portugal', 'Liga Portugal', 'Liga Portugal'],
  ['mls', 'MLS', 'Major League Soccer'],
  ['national-teams', 'National teams', 'National Teams'],
  ['other-clubs', 'Other clubs', 'Other Clubs'],
] as const;

function clubLeagues(
  sportTypeId: string,
  rows: readonly (readonly [string, string, string])[],
): TeamLeagueSeed[] {
  return rows.map(([id, name, displayName], order) => ({
    id: `${sportTypeId}-${id}`,
    sportTypeId,
    name,
    displayName,
    kind: 'club-league',
    order,
  }));
}

function divisions(sportTypeId: string, names: readonly string[]): TeamLeagueSeed[] {
  return names.map((name, order) => ({
    id: `${sportTypeId}-${name.toLowerCase().replaceAll(' ', '-')}`,
    sportTypeId,
    name,
    displayName: name,
    kind: 'division',
    order,
  }));
}

const fieldSports = sportTypeSeeds.filter((s) => !s.isESport).map((s) => s.id);

export const teamLeagueSeeds: TeamLeagueSeed[] = [
  ...fieldSports.flatMap(fieldSportLeagues),
  ...clubLeagues('efootball', videoGameClubLeagues),
  ...clubLeagues('ea-sports-fc', videoGameClubLeagues),
  ...clubLeagues('nba-2k', [
    ['nba', 'NBA', 'NBA teams'],
    ['classic', 'Classic', 'Classic teams'],
    ['all-time', 'All-Time', 'All-Time teams'],
    ['wnba', 'WNBA', 'WNBA teams'],
  ]),
  ...divisions('rocket-league', ['Open', 'Pro', 'Academy']),
  ...divisions('counter-strike-2', ['Open', 'Pro', 'Academy']),
  ...divisions('league-of-legends', ['Open', 'Pro', 'Academy']),
];

const everySport = sportTypeSeeds.map((s) => s.id);
const esports = sportTypeSeeds.filter((s) => s.isESport).map((s) => s.id);
/** Sports whose matches are won outright (no draws) suit brackets and Swiss pairings best. */
const swissSports = [...esports, 'tennis', 'table-tennis', 'beach-volleyball'];

interface StageTypeSeed {
  id: string;
  name: string;
  displayName: string;
  description: string;
  format: StageFormat;
  sportTypeIds: string[];
}

/** Ids `league`, `groups` and `knockout` are the stage `type` values of the competitions API. */
export const stageTypeSeeds: StageTypeSeed[] = [
  {
    id: 'league',
    name: 'League',
    displayName: 'League (round robin)',
    description: 'Every team plays every other team, once or home and away; a table ranks them.',
    format: 'round-robin',
    sportTypeIds: everySport,
  },
  {
    id: 'groups',
    name: 'Groups',
    displayName: 'Group stage',
    description:
      'Teams are split into groups that each play a round robin; the best of each group go through.',
    format: 'groups',
    sportTypeIds: everySport,
  },
  {
    id: 'knockout',
    name: 'Knockout',
    displayName: 'Knockout (single elimination)',
    description: 'Losers are out; winners meet in the next round until the final.',
    format: 'single-elimination',
    sportTypeIds: everySport,
  },
  {
    id: 'double-elimination',
    name: 'Double elimination',
    displayName: 'Double elimination',
    description: 'A team is out after its second loss; losers drop into a lower bracket.',
    format: 'double-elimination',
    sportTypeIds: [
      ...esports,
      'basketball',
      'volleyball',
      'beach-volleyball',
      'handball',
      'table-tennis',
      'tennis',
    ],
  },
  {
    id: 'swiss',
    name: 'Swiss',
    displayName: 'Swiss system',
    description:
      'Each round pairs teams with the same record; nobody meets twice; no one is eliminated early.',
    format: 'swiss',
    sportTypeIds: swissSports,
  },
];

/** Inserts or updates every reference row by id, in one transaction. */
export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(sportTypes)
      .values(sportTypeSeeds)
      .onConflictDoUpdate({
        target: sportTypes.id,
        set: excludedColumns(sportTypes, Object.keys(sportTypeSeeds[0]!)),
      });
    await tx
      .insert(teamLeagues)
      .values(teamLeagueSeeds)
      .onConflictDoUpdate({
        target: teamLeagues.id,
        set: excludedColumns(teamLeagues, Object.keys(teamLeagueSeeds[0]!)),
      });
    const stageRows = stageTypeSeeds.map(({ sportTypeIds: _, ...row }, order) => ({ ...row, order }));
    await tx
      .insert(stageTypes)
      .values(stageRows)
      .onConflictDoUpdate({
        target: stageTypes.id,
        set: excludedColumns(stageTypes, Object.keys(stageRows[0]!)),
      });
    await tx.delete(stageTypeSports);
    await tx
      .insert(stageTypeSports)
      .values(
        stageTypeSeeds.flatMap((s) =>
          s.sportTypeIds.map((sportTypeId) => ({ stageTypeId: s.id, sportTypeId })),
        ),
      );
  });
}

/** `SET column = excluded.column` for every seeded column except the id. */
function excludedColumns(
  table: typeof sportTypes | typeof teamLeagues | typeof stageTypes,
  keys: string[],
): Record<string, ReturnType<typeof sql>> {
  const columns = table as unknown as Record<string, { name: string }>;
  return Object.fromEntries(
    keys
      .filter((key) => key !== 'id')
      .map((key) => [key, sql.raw(`excluded."${toSnake(columns[key]?.name ?? key)}"`)]),
  );
}

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
