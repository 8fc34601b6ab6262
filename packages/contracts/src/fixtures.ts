import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { BestOf, StageType } from './champs.ts';
import { FIXTURE_STATUSES, REFEREE_ROLES } from './fixture-names.ts';
import { Id, IdParams, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

export { FIXTURE_STATUSES, REFEREE_ROLES } from './fixture-names.ts';
export const FixtureStatus = z.enum(FIXTURE_STATUSES);
export type FixtureStatus = z.infer<typeof FixtureStatus>;

const Score = z.number().int().min(0).max(999);

/** One game (map) of a series. */
export const GameScore = z.object({ home: Score, away: Score });
export type GameScore = z.infer<typeof GameScore>;

/**
 * Where a match's result is (issue 27, item 1): `awaiting` (no result yet), `reported` (one side reported),
 * `disputed` (the reports differ), `confirmed` (the result stands: reports matched, the window passed, or the
 * organiser entered it).
 */
export const RESULT_STATUSES = ['awaiting', 'reported', 'confirmed', 'disputed'] as const;
export const ResultStatus = z.enum(RESULT_STATUSES);
export type ResultStatus = z.infer<typeof ResultStatus>;

/** Where the winner of a knockout fixture goes next. */
export const WinnerGoesTo = z.object({ fixtureId: Id, side: z.enum(['home', 'away']) });

/** A fixture official's role: the main referee, an assistant, the fourth official. */
export const RefereeRole = z.enum(REFEREE_ROLES);
export type RefereeRole = z.infer<typeof RefereeRole>;

export const FixtureReferee = z.object({ id: Id, name: z.string(), role: RefereeRole });
export type FixtureReferee = z.infer<typeof FixtureReferee>;

export const Fixture = z.object({
  id: Id,
  champId: Id,
  champName: z.string(),
  stageId: Id,
  stageName: z.string(),
  stageType: StageType,
  groupId: Id.nullable(),
  groupName: z.string().nullable(),
  /** 1-based round number within the stage (knockout: 1 = first round). */
  round: z.number().int(),
  /** Position within the round (knockout: bracket slot, 0-based). */
  slot: z.number().int(),
  /** Leg of the pairing in league/group stages (1 or 2…). */
  leg: z.number().int(),
  /** Empty (null) in a knockout slot not yet filled by a winner. */
  homeTeamId: Id.nullable(),
  awayTeamId: Id.nullable(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  homePenalties: z.number().int().nullable(),
  awayPenalties: z.number().int().nullable(),
  status: FixtureStatus,
  startsAt: z.string().nullable(),
  /** A knockout bye: one side advances without playing. */
  isBye: z.boolean(),
  winnerGoesTo: WinnerGoesTo.nullable(),
  /** A semi-final's loser goes to the third-place match. */
  loserGoesTo: WinnerGoesTo.nullable(),
  /** The period being played or just ended (1 = first half, quarter, set…); null before kick-off. */
  period: z.number().int().nullable(),
  /** When the current period started, for the match clock (null unless live). */
  periodStartedAt: z.string().nullable(),
  /** Per-period scores (quarters, sets), when given. */
  periodScores: z.array(z.object({ home: z.number().int(), away: z.number().int() })).nullable(),
  canEdit: z.boolean(),
  /** Where it is played (`GET /venues/{id}`); null until a venue is assigned. */
  venueId: Id.nullable(),
  venueName: z.string().nullable(),
  /** Its officials, main referee first, then assistants, then the fourth official. */
  referees: z.array(FixtureReferee),
  /** Double elimination: `winners`, `losers` or `grandFinal`; null in other stages. */
  bracket: z.enum(['winners', 'losers', 'grandFinal']).nullable().default(null),
  /** Games of the fixture: a best-of series when above 1 (its score is the games won). */
  bestOf: z.number().int().default(1),
  /** Each game's score of a series, in order; empty when not given. */
  games: z.array(GameScore).default([]),
  /** The score includes extra time (knockouts). */
  extraTime: z.boolean().default(false),
  /**
   * Who a side is waiting for while it is empty ("Winner Group A", "Loser of WB2-1"); null once known or when
   * nothing is said.
   */
  homeLabel: z.string().nullable().default(null),
  awayLabel: z.string().nullable().default(null),
  /** Where its result is: `awaiting`, `reported`, `disputed` or `confirmed` (a finished match is confirmed). */
  resultStatus: ResultStatus.default('awaiting'),
  /**
   * The side that forfeited (issue 27, item 3): the score is the sport's walkover score (`rules.walkover` of the
   * competition, else the sport's: football 3–0, basketball 20–0, esports a game to none per game needed).
   */
  forfeit: z.enum(['home', 'away']).nullable().default(null),
  /** The result was struck out of the standings: a team of the fixture withdrew and its results were expunged. */
  expunged: z.boolean().default(false),
  /** Why the result is what it is, when it was not played out ("Withdrawn: …", "Did not check in"). */
  resultNote: z.string().nullable().default(null),
});
export type Fixture = z.infer<typeof Fixture>;

export const FixtureList = z.object({
  items: z.array(Fixture),
  totalItems: z.number().int(),
  /** `POST /fixture/generate` with `spreadOverVenues`: fixtures no venue was free for (dated, no venue). */
  unplacedFixtureIds: z.array(Id).optional(),
});
export type FixtureList = z.infer<typeof FixtureList>;

export const FixturePage = pagedOf(Fixture);
export type FixturePage = z.infer<typeof FixturePage>;

export const GenerateFixturesBody = z.object({
  stageId: Id,
  /** First round's day, `YYYY-MM-DD`; without it fixtures have no date. */
  startDate: z.iso.date().optional(),
  daysBetweenRounds: z.number().int().min(1).max(365).optional(),
  /** `HH:MM` in UTC. */
  kickoffTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM')
    .optional(),
  /**
   * Spread the fixtures over the competition's own venues (`PUT /champs/{id}/venues`), skipping a venue that
   * hosts an overlapping fixture (of any competition). Needs a start date.
   */
  spreadOverVenues: z.boolean().optional(),
  /** With `spreadOverVenues`: kick-offs per venue per match day (default 1), `slotMinutes` apart. */
  slotsPerDay: z.number().int().min(1).max(12).optional(),
  /** Minutes between two kick-offs at one venue (default: the sport's match duration plus 30). */
  slotMinutes: z.number().int().min(10).max(600).optional(),
});
export type GenerateFixturesBody = z.infer<typeof GenerateFixturesBody>;

const QueryDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const isFixtureStatus = (name: string): name is FixtureStatus =>
  (FIXTURE_STATUSES as readonly string[]).includes(name);

/** One status or several separated by commas (`live,halftime`): fixtures in any of them. */
const FixtureStatusList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const names = [...new Set(value.split(',').map((name) => name.trim()))];
    const statuses = names.filter(isFixtureStatus);
    if (statuses.length < names.length) {
      const unknown = names.filter((name) => !isFixtureStatus(name)).map((name) => `'${name}'`);
      ctx.addIssue({
        code: 'custom',
        message: `Unknown status ${unknown.join(', ')}: use ${FIXTURE_STATUSES.join(', ')}`,
      });
      return z.NEVER;
    }
    return statuses;
  });

export const FixtureSearchQuery = PagingQuery.extend({
  champId: Id.optional(),
  stageId: Id.optional(),
  teamId: Id.optional(),
  /** `scheduled`, `live`, `halftime`, `finished`, `postponed`, `cancelled`, or several: `live,halftime`. */
  status: FixtureStatusList.optional(),
  /** Only the fixtures of competitions the caller runs (leagues they own or manage); needs sign-in. */
  mine: QueryBoolean.optional(),
  /** Inclusive lower bound of `startsAt` (date or date-time). */
  from: QueryDate.optional(),
  /** Inclusive upper bound of `startsAt` (a bare date includes that whole day). */
  to: QueryDate.optional(),
  /**
   * By kick-off: `asc` soonest first (fixtures to come), `desc` newest first (results); fixtures without a
   * kick-off time come last either way, in playing order. Without it, playing order (stage, round, group, slot).
   */
  sort: z.enum(['asc', 'desc']).optional(),
});
export type FixtureSearchQuery = z.infer<typeof FixtureSearchQuery>;

export const ScoreBody = z.object({
  homeScore: Score,
  awayScore: Score,
  /**
   * The score includes extra time (a knockout's deciding match: its only leg, or the second leg of two).
   */
  extraTime: z.boolean().optional(),
  /** A series' games, in order; the games won make the score (they must agree with it). */
  games: z.array(GameScore).max(7).optional(),
  /** Knockout only: a penalty shoot-out decides a level score. */
  homePenalties: Score.nullish(),
  awayPenalties: Score.nullish(),
  /** Quarters, sets or halves. Sets: the sets won make the score; otherwise the periods add up to it. */
  periods: z
    .array(z.object({ home: Score, away: Score }))
    .max(20)
    .nullish(),
  /** Why a result is corrected: kept in the fixture's history (`GET /fixture/{id}/history`). */
  reason: z.string().trim().max(500).optional(),
});
export type ScoreBody = z.infer<typeof ScoreBody>;

/**
 * `PUT /fixture/{id}/score?reset=downstream`: a correction that changes who advanced also clears the results of
 * the later matches already played with the wrong team (without it: 409 `fixture.downstream_played`).
 */
export const ScoreQuery = z.object({ reset: z.enum(['downstream']).optional() });
export type ScoreQuery = z.infer<typeof ScoreQuery>;

/** A result as the history shows it; null before the first result and after a reset. */
export const StoredResult = z.object({
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  homePenalties: z.number().int().nullable(),
  awayPenalties: z.number().int().nullable(),
  extraTime: z.boolean(),
  games: z.array(GameScore).nullable(),
});
export type StoredResult = z.infer<typeof StoredResult>;

/** One change of a fixture's result (issue 27, item 4; ADR 0031). */
export const ResultChange = z.object({
  at: z.string(),
  /** Who made it; null when nobody did by hand (a job confirming a report). */
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  before: StoredResult.nullable(),
  after: StoredResult.nullable(),
  reason: z.string().optional(),
  /** Later fixtures whose results were cleared by this change. */
  resetFixtureIds: z.array(Id),
});
export type ResultChange = z.infer<typeof ResultChange>;

export const ResultHistory = z.object({ items: z.array(ResultChange) });
export type ResultHistory = z.infer<typeof ResultHistory>;
/** The side that forfeits a fixture (issue 27, item 3). */
export const ForfeitSide = z.enum(['home', 'away']);
export type ForfeitSide = z.infer<typeof ForfeitSide>;

/**
 * `PUT /fixture/{id}/score`: a score, or `{ forfeit: "home" | "away" }` (the side that forfeits), which finishes
 * the fixture with the walkover score. With `forfeit`, no score is given (400 naming the field otherwise).
 */
export const SetScoreBody = ScoreBody.extend({
  homeScore: Score.optional(),
  awayScore: Score.optional(),
  forfeit: ForfeitSide.optional(),
}).superRefine((body, ctx) => {
  if (body.forfeit) {
    for (const field of [
      'homeScore',
      'awayScore',
      'games',
      'homePenalties',
      'awayPenalties',
      'periods',
    ] as const) {
      if (body[field] != null)
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: 'A forfeit takes no score: give only `forfeit`',
        });
    }
    return;
  }
  for (const field of ['homeScore', 'awayScore'] as const) {
    if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'Required' });
  }
});
export type SetScoreBody = z.infer<typeof SetScoreBody>;

export const UpdateFixtureBody = z.object({
  startsAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * Run the match: `live` starts (or resumes) the clock, `halftime` pauses it between periods, `finished`
   * makes the score so far the result; `postponed` and `cancelled` for matches not played. `finished` is
   * what `PUT /fixture/{id}/score` does with the score it is given.
   */
  status: FixtureStatus.optional(),
  /** The period that starts with `live` (default: the next one after a break, 1 at kick-off). */
  period: z.number().int().min(1).max(20).optional(),
  /** The venue (`POST /venues`); null clears it. Refused (409 `fixture.venue_busy`) if it hosts an overlapping fixture. */
  venueId: Id.nullable().optional(),
  /**
   * The officials, replacing those assigned; `[]` clears them. Either plain referee ids in order — the first is
   * the main referee, the next two assistants, the fourth the fourth official — or `{ refereeId, role }` objects.
   * A referee holds one role per fixture (400), and none officiating an overlapping fixture (409
   * `fixture.referee_busy`).
   */
  refereeIds: z
    .array(z.union([Id, z.object({ refereeId: Id, role: RefereeRole })]))
    .max(4)
    .optional(),
  /** Games of this fixture (best of 1, 3, 5 or 7), until it has a result: e.g. a best-of-five final. */
  bestOf: BestOf.optional(),
});
export type UpdateFixtureBody = z.infer<typeof UpdateFixtureBody>;

export const DrawRoundBody = z.object({
  pairings: z
    .array(z.tuple([Id, Id]))
    .min(1)
    .max(256),
});
export type DrawRoundBody = z.infer<typeof DrawRoundBody>;

/** One knockout tie: its legs (or single match) and who went through. */
export const Tie = z.object({
  round: z.number().int(),
  /** Position of the tie in its round (0-based, as the fixtures' `slot`). */
  slot: z.number().int(),
  /** Double elimination: which bracket; null in a knockout. */
  bracket: z.enum(['winners', 'losers', 'grandFinal']).nullable(),
  /** The first leg's home team. */
  homeTeamId: Id.nullable(),
  awayTeamId: Id.nullable(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  fixtureIds: z.array(Id),
  /** Goals over the legs played, in the tie's terms (`home` is the first leg's home team). */
  aggregate: z.object({ home: z.number().int(), away: z.number().int() }),
  decidedBy: z.enum(['aggregate', 'awayGoals', 'extraTime', 'penalties']).nullable(),
  winnerTeamId: Id.nullable(),
});
export type Tie = z.infer<typeof Tie>;

export const TieList = z.object({ items: z.array(Tie) });
export type TieList = z.infer<typeof TieList>;

const tags = ['fixtures'];
const byId = { params: IdParams };

/** Fixtures (spec §7 "Fixtures"). */
export const fixtureRoutes = defineRoutes({
  generateFixtures: {
    method: 'POST',
    path: '/api/fixture/generate',
    summary: "Draw a stage's fixtures (and groups) from the competition's teams",
    description:
      "Replaces the stage's fixtures; refused (409 `fixture.stage_has_results`) once a result exists.",
    tags,
    access: Access.permission(Permission.StageEdit, 'body.stageId'),
    body: GenerateFixturesBody,
    response: FixtureList,
  },
  searchFixtures: {
    method: 'GET',
    path: '/api/fixture/search',
    summary: 'Search fixtures by competition, stage, team, status and dates',
    tags,
    access: Access.public,
    query: FixtureSearchQuery,
    response: FixturePage,
  },
  listChampFixtures: {
    method: 'GET',
    path: '/api/fixture/champ/:id',
    summary: "A competition's fixtures",
    tags,
    access: Access.public,
    ...byId,
    response: FixtureList,
  },
  listGroupFixtures: {
    method: 'GET',
    path: '/api/group/:id/fixture',
    summary: "A group's fixtures",
    tags,
    access: Access.public,
    ...byId,
    response: FixtureList,
  },
  getFixture: {
    method: 'GET',
    path: '/api/fixture/:id',
    summary: 'A fixture',
    tags,
    access: Access.public,
    ...byId,
    response: Fixture,
  },
  updateFixture: {
    method: 'PUT',
    path: '/api/fixture/:id',
    summary: 'Move a fixture or run the match (kick-off time, status, period)',
    tags,
    access: Access.permission(Permission.FixtureEdit, 'params.id'),
    ...byId,
    body: UpdateFixtureBody,
    response: Fixture,
  },
  getFixtureHistory: {
    method: 'GET',
    path: '/api/fixture/:id/history',
    summary: "A fixture's result history: every entry and correction, who made it and when",
    description:
      'Public, as the results are: a correction is part of the record of a competition. Oldest first; `resetFixtureIds` names the later matches a correction cleared (`?reset=downstream`).',
    tags,
    access: Access.public,
    ...byId,
    response: ResultHistory,
  },
  nextRound: {
    method: 'POST',
    path: '/api/stage/:id/next-round',
    summary: "Pair a Swiss stage's next round",
    description:
      'Teams with the same record meet, no rematches (Counter-Strike Major rules). 409 `stage.round_unfinished` while a result is missing, 409 `stage.complete` when nothing is left to play.',
    tags: ['stages'],
    access: Access.permission(Permission.StageEdit, 'params.id'),
    ...byId,
    status: 201,
    response: z.object({ items: z.array(Fixture) }),
  },
  drawRound: {
    method: 'POST',
    path: '/api/stage/:id/draw',
    summary: "Enter a knockout round's draw (a knockout drawn round by round)",
    description:
      'Pairs among the teams still in; the first team of a pair is at home in the first leg. Teams left out go through to the next round. 400 naming a team not still in; 409 `stage.round_unfinished` while a tie of the round before is undecided.',
    tags: ['stages'],
    access: Access.permission(Permission.StageEdit, 'params.id'),
    ...byId,
    body: DrawRoundBody,
    status: 201,
    response: z.object({ items: z.array(Fixture) }),
  },
  listTies: {
    method: 'GET',
    path: '/api/stage/:id/ties',
    summary: "A knockout's ties: legs, aggregate and how each was decided",
    tags: ['stages'],
    access: Access.public,
    ...byId,
    response: TieList,
  },
});
