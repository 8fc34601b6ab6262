import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { PlayerLeaderboard, PlayerLeaderboardQuery } from './match-sheets.ts';
import { DeletedResult, Id, IdParams, PagingQuery, pagedOf, QueryBoolean } from './paging.ts';
import { PLAYER_MATCHES_PAGE_SIZE, PLAYER_STATS_GROUPING_BY_LEAGUE } from './player-names.ts';
import { ReferenceIdSchema } from './reference.ts';
import { Access, defineRoutes } from './route.ts';
import { Keyword, MediaRef, nameText, text } from './strings.ts';
import { Team } from './teams.ts';

/**
 * Players and team rosters (spec §3 "Player", §7 "Players", "Teams"). A player is one identity across teams,
 * leagues and seasons; `ownerId` is the user who owns the profile (the organiser who created it, or the person
 * who plays). A roster entry puts a player in a team for a contract period with a shirt number.
 */

/** A calendar date, `YYYY-MM-DD` (birth dates, contract periods): no time, no zone. */
export const CalendarDate = z.iso.date({ message: 'Use a date as YYYY-MM-DD' });

/** Shirt numbers as clubs print them: 0 to 999. */
export const ShirtNumber = z.number().int().min(0).max(999);
export const MAX_PLAYER_POSITION_LENGTH = 50;

export const CreatePlayerBody = z.object({
  name: nameText(200),
  sportKindId: ReferenceIdSchema,
  /** The preferred shirt number. */
  shirtNumber: ShirtNumber.nullish(),
  /** The preferred position, free text in the sport's terms (`Goalkeeper`, `Point guard`). */
  position: text(MAX_PLAYER_POSITION_LENGTH).trim().nullish(),
  birthDate: CalendarDate.nullish(),
  nationality: text(100).trim().nullish(),
  /** A media id (spec §3 media rule), e.g. `images/<uuid>.webp` from `POST /image`. */
  photo: MediaRef.nullish(),
});
export type CreatePlayerBody = z.infer<typeof CreatePlayerBody>;

/** Every field may change except the sport (stats and rosters are per sport). */
export const UpdatePlayerBody = CreatePlayerBody.omit({ sportKindId: true }).partial();
export type UpdatePlayerBody = z.infer<typeof UpdatePlayerBody>;

export const SportKindRef = z.object({ id: z.string(), name: z.string(), displayName: z.string() });
export type SportKindRef = z.infer<typeof SportKindRef>;

export const Player = z.object({
  id: Id,
  name: z.string(),
  photo: z.string().nullable(),
  sportKindId: z.string(),
  sportKind: SportKindRef,
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may edit or delete the player (spec §5 edit permission, plus item roles). */
  canEdit: z.boolean(),
});
export type Player = z.infer<typeof Player>;

export const PlayerList = pagedOf(Player);
export type PlayerList = z.infer<typeof PlayerList>;

/** `GET /player`: newest first; `isOnlyMine=true` (signed in) narrows to the caller's players. */
export const PlayerListQuery = PagingQuery.extend({
  /** The keyword anywhere in the name, case-insensitive (the admin list's search, with or without `isOnlyMine`). */
  keyword: Keyword.optional(),
  sportKindId: ReferenceIdSchema.optional(),
  isOnlyMine: QueryBoolean.optional(),
});
export type PlayerListQuery = z.infer<typeof PlayerListQuery>;

/** `GET /player/search`: `keyword` anywhere in the name, case-insensitive, by name. */
export const PlayerSearchQuery = PagingQuery.extend({
  keyword: Keyword.optional(),
  sportKindId: ReferenceIdSchema.optional(),
});
export type PlayerSearchQuery = z.infer<typeof PlayerSearchQuery>;

/**
 * `POST /teams/{id}/player`: put one of the caller's own players on the team's roster. Another user's player joins
 * only through an offer or join request its owner agrees to (issue 29, item 6).
 */
export const AddTeamPlayerBody = z.object({
  playerId: Id,
  shirtNumber: ShirtNumber.nullish(),
  position: text(MAX_PLAYER_POSITION_LENGTH).trim().nullish(),
  /** Start of the contract period; none = from now on. */
  startDate: CalendarDate.nullish(),
  /** End of the contract period (inclusive); none = open-ended. Not before `startDate`. */
  endDate: CalendarDate.nullish(),
});
export type AddTeamPlayerBody = z.infer<typeof AddTeamPlayerBody>;

export const UpdateTeamPlayerBody = AddTeamPlayerBody.omit({ playerId: true }).partial();
export type UpdateTeamPlayerBody = z.infer<typeof UpdateTeamPlayerBody>;

/** A roster entry: a player in a team for a contract period. `id` is the entry's own id. */
export const TeamPlayer = z.object({
  id: Id,
  teamId: Id,
  teamName: z.string(),
  playerId: Id,
  name: z.string(),
  photo: z.string().nullable(),
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamPlayer = z.infer<typeof TeamPlayer>;

export const TeamPlayerList = pagedOf(TeamPlayer);
export type TeamPlayerList = z.infer<typeof TeamPlayerList>;

export const TeamPlayerParams = z.object({ id: Id, playerId: Id });
export type TeamPlayerParams = z.infer<typeof TeamPlayerParams>;

/**
 * `clonePlayersOption` of `POST /teams/{id}/clone` (spec §7 "Teams"): what happens to the source team's current
 * roster (the entries whose contract period contains today).
 *
 * - `CLONE_PLAYERS_NONE` (0): the new team starts with an empty roster.
 * - `CLONE_PLAYERS_SAME` (1): the same players join the new team's roster with their shirt numbers and positions,
 *   their periods starting today (a player is then on both teams).
 * - `CLONE_PLAYERS_COPY` (2): a new player record is made from each (name, photo, sport, preferred number and
 *   position, birth date, nationality), owned by the new team's owner, and put on the roster as in option 1.
 */
export const CLONE_PLAYERS_NONE = 0;
export const CLONE_PLAYERS_SAME = 1;
export const CLONE_PLAYERS_COPY = 2;
export const ClonePlayersOption = z.union([
  z.literal(CLONE_PLAYERS_NONE),
  z.literal(CLONE_PLAYERS_SAME),
  z.literal(CLONE_PLAYERS_COPY),
]);
export type ClonePlayersOption = z.infer<typeof ClonePlayersOption>;

export const CloneTeamBody = z.object({
  newName: nameText(200),
  clonePlayersOption: ClonePlayersOption.default(CLONE_PLAYERS_NONE),
  /** The new team's owner; only SystemAdmin may name one (anyone else: 403). Default: the caller. */
  ownerUserId: text(100).trim().min(1).optional(),
});
export type CloneTeamBody = z.infer<typeof CloneTeamBody>;

export const MIN_GENERATED_TEAMS = 2;
export const MAX_GENERATED_TEAMS = 64;
export const MAX_GENERATED_TEAM_PLAYERS = 500;

/**
 * `POST /teams/generate` (docs/adr/0012-team-generation.md): `count` teams named `${namePrefix} 1`…`N`, owned by
 * the caller. With `playerIds` (players of the sport), a seeded split (`splitIntoTeams` of the domain) puts each
 * player on one team's roster; without, the teams are empty. With `champId`, the teams are also entered in that
 * competition (ChampEdit on it; same sport).
 */
export const GenerateTeamsBody = z.object({
  sportKindId: ReferenceIdSchema,
  count: z.number().int().min(MIN_GENERATED_TEAMS).max(MAX_GENERATED_TEAMS),
  namePrefix: nameText(190),
  playerIds: z.array(Id).max(MAX_GENERATED_TEAM_PLAYERS).optional(),
  /** Any text; the same players, count and seed give the same teams. None: the server draws one and answers it. */
  seed: text(100).optional(),
  champId: Id.optional(),
});
export type GenerateTeamsBody = z.infer<typeof GenerateTeamsBody>;

export const GeneratedTeams = z.object({
  /** The new teams in number order. */
  items: z.array(Team),
  totalItems: z.number().int(),
  /** The seed of the split (the given one, or the one the server drew). */
  seed: z.string(),
  /** How many players went on each team's roster, in the order of `items`. */
  playerCounts: z.array(z.number().int()),
  champId: Id.nullable(),
});
export type GeneratedTeams = z.infer<typeof GeneratedTeams>;

const tags = ['players'];

/** Players (spec §7 "Players") and team rosters (spec §7 "Teams": `/teams/{id}/player`, `/players`). */
export const playerRoutes = defineRoutes({
  listPlayers: {
    method: 'GET',
    path: '/api/player',
    summary: 'List players',
    description: "Newest first. `isOnlyMine=true` narrows to the caller's players and needs sign-in.",
    tags,
    access: Access.public,
    query: PlayerListQuery,
    response: PlayerList,
  },
  createPlayer: {
    method: 'POST',
    path: '/api/player',
    summary: 'Create a player owned by the caller',
    tags,
    access: Access.signedIn,
    body: CreatePlayerBody,
    status: 201,
    response: Player,
  },
  searchPlayers: {
    method: 'GET',
    path: '/api/player/search',
    summary: 'Search players by name',
    tags,
    access: Access.public,
    query: PlayerSearchQuery,
    response: PlayerList,
  },
  getPlayer: {
    method: 'GET',
    path: '/api/player/:id',
    summary: 'A player',
    tags,
    access: Access.public,
    params: IdParams,
    response: Player,
  },
  updatePlayer: {
    method: 'PUT',
    path: '/api/player/:id',
    summary: 'Update a player',
    tags,
    access: Access.permission(Permission.PlayerEdit, 'params.id'),
    params: IdParams,
    body: UpdatePlayerBody,
    response: Player,
  },
  deletePlayer: {
    method: 'DELETE',
    path: '/api/player/:id',
    summary: 'Delete a player',
    description:
      'Removes the player from every roster. A player listed on a match sheet cannot be deleted (409).',
    tags,
    access: Access.permission(Permission.PlayerEdit, 'params.id'),
    params: IdParams,
    response: DeletedResult,
  },
  listPlayerTeams: {
    method: 'GET',
    path: '/api/player/:id/teams',
    summary: "A player's roster entries in every team, current first",
    tags,
    access: Access.public,
    params: IdParams,
    query: PagingQuery,
    response: TeamPlayerList,
  },
  addTeamPlayer: {
    method: 'POST',
    path: '/api/teams/:id/player',
    summary: "Put a player on a team's roster",
    description:
      "Only the caller's own player (SystemAdmin: anyone's); another user's player is a 403 `team.player_not_owned`: it joins through an offer (`POST /champ-registration/userplayerteamrequest`) that its owner accepts. A shirt number is unique within a team at one time, and a player is on a team once at one time (409).",
    tags: ['teams'],
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: IdParams,
    body: AddTeamPlayerBody,
    status: 201,
    response: TeamPlayer,
  },
  cloneTeam: {
    method: 'POST',
    path: '/api/teams/:id/clone',
    summary: 'Clone a team, with no players, the same players, or copies of them',
    description:
      "The new team takes the source's sport, short name, logo and team league, and belongs to the caller (SystemAdmin may name `ownerUserId`; anyone else sending it gets 403). `clonePlayersOption`: 0 none, 1 the same players (only when the caller owns them all, else 403 `team.player_not_owned`), 2 new player records copied from them (owned by the new owner); the current roster only, periods starting today.",
    tags: ['teams'],
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: IdParams,
    body: CloneTeamBody,
    status: 201,
    response: Team,
  },
  generateTeams: {
    method: 'POST',
    path: '/api/teams/generate',
    summary: 'Generate N numbered teams, empty or split from a list of players',
    description:
      "Teams named `namePrefix` and a number (1…N), owned by the caller. With `playerIds` (players of the sport, the caller's own: another user's is a 403 `team.player_not_owned` naming its index), a seeded split balanced by rating where players have one (docs/adr/0012-team-generation.md) puts each on one roster. With `champId` (needs ChampEdit there, same sport) the teams are entered in the competition.",
    tags: ['teams'],
    access: Access.signedIn,
    body: GenerateTeamsBody,
    status: 201,
    response: GeneratedTeams,
  },
  listTeamPlayers: {
    method: 'GET',
    path: '/api/teams/:id/players',
    summary: "A team's roster",
    description: 'Ordered by shirt number, then name.',
    tags: ['teams'],
    access: Access.public,
    params: IdParams,
    query: PagingQuery,
    response: TeamPlayerList,
  },
  getTeamPlayer: {
    method: 'GET',
    path: '/api/teams/player/:id',
    summary: 'A roster entry by its id (the offer dialog)',
    tags: ['teams'],
    access: Access.public,
    params: IdParams,
    response: TeamPlayer,
  },
  updateTeamPlayer: {
    method: 'PUT',
    path: '/api/teams/:id/player/:playerId',
    summary: "Change a player's shirt number, position or contract period in a team",
    tags: ['teams'],
    access: Access.permission(Permission.TeamEdit, 'params.id'),
    params: TeamPlayerParams,
    body: UpdateTeamPlayerBody,
    response: TeamPlayer,
  },
  removeTeamPlayer: {
    method: 'DELETE',
    path: '/api/teams/:id/player/:playerId',
    summary: "Take a player off a team's roster",
    description:
      "Whoever may edit the team (by player or entry id), or the player's owner, who may always take their player off (by the player's id). Squad entries stay.",
    tags: ['teams'],
    access: Access.anyOf(
      Access.permission(Permission.TeamEdit, 'params.id'),
      Access.permission(Permission.PlayerEdit, 'params.playerId'),
    ),
    params: TeamPlayerParams,
    response: DeletedResult,
  },
});

export { PLAYER_MATCHES_PAGE_SIZE, PLAYER_STATS_GROUPING_BY_LEAGUE } from './player-names.ts';

/** A player's totals (the domain's `PlayerStatLine`): appearances, minutes, goals, cards, the sport's own events. */
export const PlayerStatLine = z.object({
  appearances: z.number().int(),
  starts: z.number().int(),
  minutes: z.number().int(),
  goals: z.number().int(),
  penaltyGoals: z.number().int(),
  ownGoals: z.number().int(),
  assists: z.number().int(),
  yellowCards: z.number().int(),
  redCards: z.number().int(),
  /** Totals of the sport's own events by type (`points`, `rebound`, `ace`…). */
  events: z.record(z.string(), z.number()),
});
export type PlayerStatLine = z.infer<typeof PlayerStatLine>;

const NamedRef = z.object({ id: Id, name: z.string() });

/** One line of `GET /player/{id}/stats?groupingOption=1`: a competition and team within a league. */
export const PlayerStatsItem = PlayerStatLine.extend({
  champLeagueRef: NamedRef,
  champ: NamedRef.extend({ season: z.string().nullable() }),
  team: NamedRef,
  /** `champ.id` and `team.id` again, flat, as outside clients read them (issue 10's shape). */
  champId: Id,
  teamId: Id,
});
export type PlayerStatsItem = z.infer<typeof PlayerStatsItem>;

/** Items ordered by league name, then competition start (newest first). */
export const PlayerStats = z.object({ items: z.array(PlayerStatsItem), totalItems: z.number().int() });
export type PlayerStats = z.infer<typeof PlayerStats>;

export const PlayerStatsQuery = z.object({
  groupingOption: z.coerce.number().int().pipe(z.literal(PLAYER_STATS_GROUPING_BY_LEAGUE)).optional(),
});

/** `GET /player/{id}/overallstats`: the player's totals over every competition. */
export const PlayerOverallStats = PlayerStatLine.extend({ playerId: Id, updatedAt: z.string() });
export type PlayerOverallStats = z.infer<typeof PlayerOverallStats>;

/** A media item attached to a match: a photo, video, stream or link (the match page's `FixtureMedia`). */
export const MatchMedia = z.object({
  id: Id,
  url: z.string(),
  kind: z.string(),
  title: z.string().nullable(),
  provider: z.string().nullable().default(null),
  embedUrl: z.string().nullable().default(null),
});

/** One of a player's matches (`GET /fixture/player/{playerId}/`), newest first. */
export const PlayerMatch = z.object({
  id: Id,
  champ: NamedRef,
  champLeagueRef: NamedRef,
  homeTeam: NamedRef,
  awayTeam: NamedRef,
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  startDate: z.string().nullable(),
  status: z.string(),
  /** The team the player played for. */
  teamId: Id,
  media: z.object({ items: z.array(MatchMedia), totalItems: z.number().int() }),
});
export type PlayerMatch = z.infer<typeof PlayerMatch>;

export const PlayerMatchList = pagedOf(PlayerMatch);
export type PlayerMatchList = z.infer<typeof PlayerMatchList>;

export const PlayerMatchesQuery = PagingQuery.extend({
  pageSize: PagingQuery.shape.pageSize.default(PLAYER_MATCHES_PAGE_SIZE),
  /** Only matches of teams whose name contains this text (case-insensitive). */
  teamName: Keyword.optional(),
});
export type PlayerMatchesQuery = z.infer<typeof PlayerMatchesQuery>;

/** A competition squad entry (champ-team-player): a player a team registers for one competition. */
export const ChampTeamPlayer = z.object({
  id: Id,
  champId: Id,
  teamId: Id,
  playerId: Id,
  name: z.string(),
  photo: z.string().nullable(),
  shirtNumber: z.number().int().nullable(),
  position: z.string().nullable(),
  createdAt: z.string(),
});
export type ChampTeamPlayer = z.infer<typeof ChampTeamPlayer>;
export const ChampTeamPlayerList = pagedOf(ChampTeamPlayer);

export const AddChampTeamPlayerBody = z.object({
  champId: Id,
  teamId: Id,
  playerId: Id,
  shirtNumber: ShirtNumber.nullish(),
  position: text(MAX_PLAYER_POSITION_LENGTH).trim().nullish(),
});
export type AddChampTeamPlayerBody = z.infer<typeof AddChampTeamPlayerBody>;

export const ChampTeamPlayersQuery = PagingQuery.extend({ champId: Id, teamId: Id.optional() });

/** A team entered in a competition with its squad (spec §7 "Champ team players": `/champteams`, `/{id}/champteam`). */
export const ChampTeamSquad = z.object({
  champId: Id,
  teamId: Id,
  teamName: z.string(),
  teamLogo: z.string().nullable(),
  /** The squad: by shirt number (none last), then name. */
  players: z.array(ChampTeamPlayer),
});
export type ChampTeamSquad = z.infer<typeof ChampTeamSquad>;
export const ChampTeamSquadList = z.object({ items: z.array(ChampTeamSquad), totalItems: z.number().int() });
export type ChampTeamSquadList = z.infer<typeof ChampTeamSquadList>;

/** `GET /teams/fixture-players?teamIds=…&teamIds=…`: the current rosters of a match's two teams. */
export const FixturePlayersQuery = z.object({
  teamIds: z.union([Id, z.array(Id).min(1).max(2)]).transform((v) => (Array.isArray(v) ? v : [v])),
});
export const FixturePlayers = z.object({
  items: z.array(z.object({ teamId: Id, players: z.array(TeamPlayer) })),
});

const statsTags = ['player stats'];

/** Player stats, matches and competition squads (spec §7 "Players", "Fixtures", "Champ team players"). */
export const playerStatsRoutes = defineRoutes({
  getChampPlayerStats: {
    method: 'GET',
    path: '/api/champs/:id/player-stats',
    summary: "The competition's player leaderboard (from the match sheets)",
    description: 'Paged and sortable (goals, assists, cards, appearances…); own goals never count as goals.',
    tags: statsTags,
    access: Access.public,
    params: IdParams,
    query: PlayerLeaderboardQuery,
    response: PlayerLeaderboard,
  },
  getPlayerStats: {
    method: 'GET',
    path: '/api/player/:id/stats',
    summary: "A player's stats per competition and team, grouped by league",
    tags: statsTags,
    access: Access.public,
    params: IdParams,
    query: PlayerStatsQuery,
    response: PlayerStats,
  },
  getPlayerOverallStats: {
    method: 'GET',
    path: '/api/player/:id/overallstats',
    summary: "A player's totals over every competition",
    tags: statsTags,
    access: Access.public,
    params: IdParams,
    response: PlayerOverallStats,
  },
  recalcPlayerOverallStats: {
    method: 'POST',
    path: '/api/player/:id/recalcoverallstats',
    summary: "Recompute a player's totals from the stored facts",
    description: 'Changes nothing unless the facts changed. For the owner (and item roles) and SystemAdmin.',
    tags: statsTags,
    access: Access.permission(Permission.PlayerEdit, 'params.id'),
    params: IdParams,
    response: PlayerOverallStats,
  },
  listPlayerMatches: {
    method: 'GET',
    path: '/api/fixture/player/:playerId',
    summary: "A player's matches, newest first, each with its media",
    tags: statsTags,
    access: Access.public,
    params: z.object({ playerId: Id }),
    query: PlayerMatchesQuery,
    response: PlayerMatchList,
  },
});

/** Competition squads (spec §7 "Champ team players") and a match's two rosters. */
export const squadRoutes = defineRoutes({
  listChampTeamPlayers: {
    method: 'GET',
    path: '/api/champ-team-players',
    summary: "A competition's squads (one team's with `teamId`)",
    tags: ['squads'],
    access: Access.public,
    query: ChampTeamPlayersQuery,
    response: ChampTeamPlayerList,
  },
  listChampTeamSquads: {
    method: 'GET',
    path: '/api/champ-team-players/champteams',
    summary: 'Every team entered in a competition with its squad, in entry order',
    description: 'Teams with no squad yet are listed with an empty `players`.',
    tags: ['squads'],
    access: Access.public,
    query: z.object({ champId: Id }),
    response: ChampTeamSquadList,
  },
  getChampTeamSquad: {
    method: 'GET',
    path: '/api/champ-team-players/:id/champteam',
    summary: 'The team and whole squad a squad entry belongs to',
    tags: ['squads'],
    access: Access.public,
    params: IdParams,
    response: ChampTeamSquad,
  },
  addChampTeamPlayer: {
    method: 'POST',
    path: '/api/champ-team-players',
    summary: "Register a player in a team's squad for a competition",
    description:
      "The team's owner or manager, or the competition's organiser; the player must be on the team's roster.",
    tags: ['squads'],
    access: Access.anyOf(
      Access.permission(Permission.TeamEdit, 'body.teamId'),
      Access.permission(Permission.ChampEdit, 'body.champId'),
    ),
    body: AddChampTeamPlayerBody,
    status: 201,
    response: ChampTeamPlayer,
  },
  removeChampTeamPlayer: {
    method: 'DELETE',
    path: '/api/champ-team-players/:id',
    summary: 'Take a player out of a competition squad',
    description: "The team's owner or manager, or the competition's organiser.",
    tags: ['squads'],
    access: Access.permission(Permission.SquadEdit, 'params.id'),
    params: IdParams,
    response: DeletedResult,
  },
  getFixturePlayers: {
    method: 'GET',
    path: '/api/teams/fixture-players',
    summary: "The current rosters of a match's teams",
    tags: ['teams'],
    access: Access.public,
    query: FixturePlayersQuery,
    response: FixturePlayers,
  },
});
