import {
  MATCH_EVENT_TYPES,
  MEDIA_KINDS,
  MEDIA_PROVIDERS,
  Permission,
  PLAYER_LEADERBOARD_SORTS,
} from '@matchday/domain';
import { z } from 'zod';
import { Fixture, ScoreQuery, SetScoreBody } from './fixtures.ts';
import { DeletedResult, Id, IdParams, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { MediaRef, text } from './strings.ts';

/**
 * The match centre (spec §3 "fixture (home and away squads, events, score, media)", §7 "Fixtures"; issue 10):
 * match sheets (line-ups), events, the result, media, the pre-match preview and the statistics that follow.
 */

const Side = z.enum(['home', 'away']);
const Minute = z.number().int().min(0).max(300);

// ---- line-ups (`/fixture/{id}/homesquad`, `/awaysquad`) ---------------------------------------------------

/** A box-score line: the sport's columns (basketball points, rebounds…; volleyball kills, aces…). */
export const BoxScore = z.record(z.string().min(1).max(40), z.number().int().min(0).max(10_000));

export const LineupEntryBody = z.object({
  playerId: Id,
  /** Starting line-up (default) or bench. */
  started: z.boolean().default(true),
  /** Defaults to the player's competition squad number. */
  shirtNumber: z.number().int().min(0).max(999).nullish(),
  position: text(40).trim().nullish(),
  captain: z.boolean().default(false),
  /** Box-score line for sports other than the football family; keys: `BOX_SCORE_KEYS` of the sport. */
  stats: BoxScore.nullish(),
});
export type LineupEntryBody = z.input<typeof LineupEntryBody>;

/** Replaces one side's match sheet. Every player must be in the team's competition squad; one captain. */
export const LineupBody = z.object({ players: z.array(LineupEntryBody).max(60) });
export type LineupBody = z.input<typeof LineupBody>;

export const LineupEntry = z.object({
  playerId: Id,
  playerName: z.string(),
  photo: z.string().nullable(),
  started: z.boolean(),
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  captain: z.boolean(),
  stats: BoxScore.nullable(),
});
export type LineupEntry = z.infer<typeof LineupEntry>;

export const Lineup = z.object({
  fixtureId: Id,
  side: Side,
  /** Null while a knockout slot waits for its team. */
  teamId: Id.nullable(),
  teamName: z.string().nullable(),
  /** Starters first, then the bench, each in the order given. */
  items: z.array(LineupEntry),
  totalItems: z.number().int(),
});
export type Lineup = z.infer<typeof Lineup>;

// ---- events (`/fixture/{id}/event`, `/event/bulk`, `/fixture/event/{id}`) ---------------------------------

export const MatchEventTypeName = z.enum(MATCH_EVENT_TYPES);
export type MatchEventTypeName = z.infer<typeof MatchEventTypeName>;

/**
 * The period: 1 first half, 2 second half, 3 and 4 extra time, 5 penalty shoot-out (other sports: quarters
 * or sets in order). Names are accepted too (`first half`, `secondHalf`, `extra time, first half`,
 * `penalties`…). Without it the period follows from the minute (football: 1–45 first half, and so on).
 */
export const PeriodInput = z.union([z.number().int().min(1).max(20), text(60).trim().min(1)]);

export const EventBody = z.object({
  type: MatchEventTypeName,
  /** The player's own team (home or away side of the fixture); an own goal counts for the other side. */
  teamId: Id,
  playerId: Id,
  /** Goal: the assist. Substitution: the player coming on (`playerId` goes off). */
  relatedPlayerId: Id.nullish(),
  /** Minute of play (90 in 90+3); shoot-out kicks have none. */
  minute: Minute.nullish(),
  /** Added time (3 in 90+3). */
  addedTime: z.number().int().min(0).max(30).nullish(),
  period: PeriodInput.nullish(),
});
export type EventBody = z.input<typeof EventBody>;

export const BulkEventsBody = z.object({ events: z.array(EventBody).min(1).max(500) });
export type BulkEventsBody = z.input<typeof BulkEventsBody>;

export const UpdateEventBody = EventBody.partial();
export type UpdateEventBody = z.input<typeof UpdateEventBody>;

export const MatchEvent = z.object({
  id: Id,
  fixtureId: Id,
  /** 1, 2, 3… in the order the events happened (period, minute, added time, then entry). */
  number: z.number().int(),
  type: MatchEventTypeName,
  teamId: Id,
  side: Side,
  playerId: Id,
  playerName: z.string(),
  relatedPlayerId: Id.nullable(),
  relatedPlayerName: z.string().nullable(),
  minute: z.number().int().nullable(),
  addedTime: z.number().int(),
  period: z.number().int(),
  /** The score after this event (goals so far), for the timeline. */
  score: z.object({ home: z.number().int(), away: z.number().int() }),
  createdAt: z.string(),
});
export type MatchEvent = z.infer<typeof MatchEvent>;

export const MatchEventList = z.object({ items: z.array(MatchEvent), totalItems: z.number().int() });
export type MatchEventList = z.infer<typeof MatchEventList>;

// ---- media (`/fixture/{id}/media`, `/media/{id}`) ----------------------------------------------------------

export const MediaKind = z.enum(MEDIA_KINDS);
export const MediaProvider = z.enum(MEDIA_PROVIDERS);

export const AddMediaBody = z.object({
  /** A photo: a media id from `POST /image` (or an image address). A video or stream: its link. */
  url: MediaRef,
  /** Default: `photo` for images, otherwise recognised from the link (`video`, `stream` or `link`). */
  kind: MediaKind.optional(),
  title: text(200).trim().nullish(),
});
export type AddMediaBody = z.input<typeof AddMediaBody>;

export const UpdateMediaBody = z.object({ title: text(200).trim().nullish(), kind: MediaKind.optional() });
export type UpdateMediaBody = z.input<typeof UpdateMediaBody>;

export const FixtureMedia = z.object({
  id: Id,
  fixtureId: Id,
  kind: MediaKind,
  /** The media id or link as stored. */
  url: z.string(),
  /** The recognised provider of a video or stream link; null for photos and unknown sites. */
  provider: MediaProvider.nullable(),
  /** An address to embed in an iframe (YouTube, Vimeo, Twitch…), when the provider allows it. */
  embedUrl: z.string().nullable(),
  title: z.string().nullable(),
  createdAt: z.string(),
  canEdit: z.boolean(),
});
export type FixtureMedia = z.infer<typeof FixtureMedia>;

export const FixtureMediaPage = pagedOf(FixtureMedia);
export type FixtureMediaPage = z.infer<typeof FixtureMediaPage>;

// ---- the whole sheet, the result and the clock --------------------------------------------------------------

/** Per-period score (quarters, sets, halves). */
export const PeriodScore = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
});

/** One read for the match page: the fixture, both line-ups, the events, the first media page. */
export const MatchSheet = z.object({
  fixture: Fixture,
  sportKindId: z.string(),
  home: Lineup,
  away: Lineup,
  events: z.array(MatchEvent),
  /** Goals in the score no event accounts for (a final score entered higher than the goals recorded). */
  unattributedGoals: z.object({ home: z.number().int(), away: z.number().int() }),
  media: FixtureMediaPage,
  /** The sport's match length, for the clock: periods and minutes per period (null: untimed, e.g. sets). */
  periods: z.object({ count: z.number().int(), minutes: z.number().int().nullable(), name: z.string() }),
  /** Box-score columns of the sport (empty for the football family, whose stats come from events). */
  boxScoreKeys: z.array(z.string()),
  canEdit: z.boolean(),
});
export type MatchSheet = z.infer<typeof MatchSheet>;

// ---- preview (`GET /teams/preview/fixture/{id}`) ------------------------------------------------------------

export const FormResult = z.object({
  fixtureId: Id,
  result: z.enum(['W', 'D', 'L']),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  opponentId: Id,
  opponentName: z.string(),
  startsAt: z.string().nullable(),
});

export const TeamPreview = z.object({
  teamId: Id,
  teamName: z.string(),
  /** The last five results in any competition, newest first. */
  form: z.array(FormResult),
  /** The competition squad. */
  squad: z.array(
    z.object({
      playerId: Id,
      name: z.string(),
      shirtNumber: z.number().int().nullable(),
      position: z.string().nullable(),
    }),
  ),
  /** The team's top scorers in this competition (own goals never count). */
  topScorers: z.array(z.object({ playerId: Id, playerName: z.string(), goals: z.number().int() })),
});
export type TeamPreview = z.infer<typeof TeamPreview>;

export const FixturePreview = z.object({
  fixture: Fixture,
  /** Null while a knockout slot waits for its team. */
  home: TeamPreview.nullable(),
  away: TeamPreview.nullable(),
  headToHead: z.object({
    /** Earlier finished meetings of the two teams, newest first (at most 10). */
    items: z.array(Fixture),
    homeWins: z.number().int(),
    awayWins: z.number().int(),
    draws: z.number().int(),
  }),
});
export type FixturePreview = z.infer<typeof FixturePreview>;

// ---- the competition's player leaderboard (`GET /champs/{id}/player-stats`) ---------------------------------

export const PlayerLeaderboardSort = z.enum(PLAYER_LEADERBOARD_SORTS);

export const PlayerLeaderboardQuery = PagingQuery.extend({
  /** What to rank by (default goals); ties: fewer minutes, then name. */
  sort: PlayerLeaderboardSort.default('goals'),
  teamId: Id.optional(),
});
export type PlayerLeaderboardQuery = z.input<typeof PlayerLeaderboardQuery>;

export const PlayerLeaderboardRow = z.object({
  rank: z.number().int(),
  playerId: Id,
  playerName: z.string(),
  photo: z.string().nullable(),
  teamId: Id,
  teamName: z.string(),
  appearances: z.number().int(),
  starts: z.number().int(),
  minutes: z.number().int(),
  goals: z.number().int(),
  penaltyGoals: z.number().int(),
  assists: z.number().int(),
  ownGoals: z.number().int(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
  /** Box-score totals of other sports (points, rebounds, kills…). */
  events: z.record(z.string(), z.number()),
});
export type PlayerLeaderboardRow = z.infer<typeof PlayerLeaderboardRow>;

export const PlayerLeaderboard = pagedOf(PlayerLeaderboardRow);
export type PlayerLeaderboard = z.infer<typeof PlayerLeaderboard>;

// ---- routes --------------------------------------------------------------------------------------------------

const tags = ['match centre'];
const byId = { params: IdParams };
const runFixture = Access.permission(Permission.FixtureScore, 'params.id');

/** Match sheets, events, the result and media (spec §7 "Fixtures"). */
export const matchSheetRoutes = defineRoutes({
  getMatchSheet: {
    method: 'GET',
    path: '/api/fixture/:id/match-sheet',
    summary: 'The whole match: fixture, line-ups, events, media, clock',
    tags,
    access: Access.public,
    ...byId,
    response: MatchSheet,
  },
  getHomeSquad: {
    method: 'GET',
    path: '/api/fixture/:id/homesquad',
    summary: "The home side's match sheet",
    tags,
    access: Access.public,
    ...byId,
    response: Lineup,
  },
  setHomeSquad: {
    method: 'PUT',
    path: '/api/fixture/:id/homesquad',
    summary: "Set the home side's match sheet from its competition squad",
    tags,
    access: runFixture,
    ...byId,
    body: LineupBody,
    response: Lineup,
  },
  getAwaySquad: {
    method: 'GET',
    path: '/api/fixture/:id/awaysquad',
    summary: "The away side's match sheet",
    tags,
    access: Access.public,
    ...byId,
    response: Lineup,
  },
  setAwaySquad: {
    method: 'PUT',
    path: '/api/fixture/:id/awaysquad',
    summary: "Set the away side's match sheet from its competition squad",
    tags,
    access: runFixture,
    ...byId,
    body: LineupBody,
    response: Lineup,
  },
  listEvents: {
    method: 'GET',
    path: '/api/fixture/:id/event',
    summary: "A fixture's events in the order they happened",
    tags,
    access: Access.public,
    ...byId,
    response: MatchEventList,
  },
  addEvent: {
    method: 'POST',
    path: '/api/fixture/:id/event',
    summary: 'Record an event; a goal raises the score',
    tags,
    access: runFixture,
    ...byId,
    body: EventBody,
    status: 201,
    response: MatchEvent,
  },
  addEvents: {
    method: 'POST',
    path: '/api/fixture/:id/event/bulk',
    summary: 'Record many events at once: all or nothing',
    tags,
    access: runFixture,
    ...byId,
    body: BulkEventsBody,
    status: 201,
    response: MatchEventList,
  },
  updateEvent: {
    method: 'PUT',
    path: '/api/fixture/event/:id',
    summary: 'Correct an event; every figure that followed from it follows',
    tags,
    access: Access.permission(Permission.MatchEventEdit, 'params.id'),
    ...byId,
    body: UpdateEventBody,
    response: MatchEvent,
  },
  deleteEvent: {
    method: 'DELETE',
    path: '/api/fixture/event/:id',
    summary: 'Delete an event; the score, standings and stats follow',
    tags,
    access: Access.permission(Permission.MatchEventEdit, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  setScore: {
    method: 'PUT',
    path: '/api/fixture/:id/score',
    summary: 'Record or correct the result; in a knockout the winner moves on',
    description:
      'A score lower than the goals already recorded as events is refused (409 `fixture.score_below_events`); a higher one leaves goals without a scorer. `{ forfeit: "home" | "away" }` (the side that forfeits) finishes the fixture with the walkover score instead (issue 27). A correction that changes who advanced (a knockout or double-elimination winner or loser, a tie on aggregate, a Swiss record, a group table feeding a bracket) moves the right team into the later matches not played yet and re-pairs a Swiss round without results; when a later match affected was already played it is refused with 409 `fixture.downstream_played` naming them in `fixtureIds`, unless `?reset=downstream` clears their results (and those of the matches that followed from them). Every change is kept in `GET /fixture/{id}/history`.',
    tags,
    access: runFixture,
    ...byId,
    query: ScoreQuery,
    body: SetScoreBody,
    response: Fixture,
  },
  listMedia: {
    method: 'GET',
    path: '/api/fixture/:id/media',
    summary: "A fixture's photos, videos and streams, newest first",
    tags,
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: FixtureMediaPage,
  },
  addMedia: {
    method: 'POST',
    path: '/api/fixture/:id/media',
    summary: 'Attach a photo, video or stream link',
    tags,
    access: Access.permission(Permission.FixtureEdit, 'params.id'),
    ...byId,
    body: AddMediaBody,
    status: 201,
    response: FixtureMedia,
  },
  updateMedia: {
    method: 'PUT',
    path: '/api/media/:id',
    summary: 'Retitle a media item',
    tags,
    access: Access.permission(Permission.MediaEdit, 'params.id'),
    ...byId,
    body: UpdateMediaBody,
    response: FixtureMedia,
  },
  deleteMedia: {
    method: 'DELETE',
    path: '/api/media/:id',
    summary: 'Remove a media item',
    tags,
    access: Access.permission(Permission.MediaEdit, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  getFixturePreview: {
    method: 'GET',
    path: '/api/teams/preview/fixture/:id',
    summary: 'Both teams before the match: form, head-to-head, squads, top scorers',
    tags,
    access: Access.public,
    ...byId,
    response: FixturePreview,
  },
});
