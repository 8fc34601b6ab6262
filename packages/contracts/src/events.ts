import { z } from 'zod';
import { FavoriteKind } from './favorites.ts';
import { Id } from './paging.ts';

/**
 * Domain events (docs/ARCHITECTURE.md "Events after commit"; docs/adr/0008-events-after-commit.md). Services
 * record them inside their transaction; they are dispatched once, only after the outermost commit, to the read
 * cache, the realtime hub and other instances. Each names the ids it concerns so subscribers can pick what to
 * refresh.
 */
const LeagueRef = { leagueId: Id };
const ChampRef = { champId: Id, leagueId: Id };
const StageRef = { ...ChampRef, stageId: Id };
const FixtureRef = { ...StageRef, fixtureId: Id };

export const DomainEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('league.created'), ...LeagueRef }),
  z.object({ type: z.literal('league.updated'), ...LeagueRef }),
  // Its competitions go with it (cascade): subscribers drop everything of `leagueId`.
  z.object({ type: z.literal('league.deleted'), ...LeagueRef }),
  z.object({ type: z.literal('champ.created'), ...ChampRef }),
  z.object({ type: z.literal('champ.updated'), ...ChampRef }),
  z.object({ type: z.literal('champ.deleted'), ...ChampRef }),
  z.object({ type: z.literal('champ.teamsChanged'), ...ChampRef }),
  z.object({ type: z.literal('stage.created'), ...StageRef }),
  z.object({ type: z.literal('stage.updated'), ...StageRef }),
  z.object({ type: z.literal('stage.deleted'), ...StageRef }),
  z.object({ type: z.literal('fixtures.generated'), ...StageRef }),
  z.object({ type: z.literal('fixture.updated'), ...FixtureRef }),
  z.object({
    type: z.literal('fixture.scored'),
    ...FixtureRef,
    homeTeamId: Id,
    awayTeamId: Id,
    homeScore: z.number().int(),
    awayScore: z.number().int(),
    homePenalties: z.number().int().nullable(),
    awayPenalties: z.number().int().nullable(),
  }),
  // A side's match sheet was set: the players on it (before and after) may have new figures.
  z.object({ type: z.literal('fixture.lineupChanged'), ...FixtureRef, teamId: Id, playerIds: z.array(Id) }),
  // Events were added, corrected or deleted: the players they name (before and after) have new figures.
  z.object({ type: z.literal('fixture.eventsChanged'), ...FixtureRef, playerIds: z.array(Id) }),
  z.object({ type: z.literal('fixture.mediaChanged'), ...FixtureRef }),
  // A finished result was corrected (issue 27): the teams it concerns (both sides, the team it put in or took
  // out of a later match) and the later fixtures it reset. Heard in the fixture's, stage's and competition's rooms.
  z.object({
    type: z.literal('fixture.corrected'),
    ...FixtureRef,
    teamIds: z.array(Id),
    resetFixtureIds: z.array(Id),
  }),
  /** A team reported the result, the reports differ, the result was confirmed, or nobody reported in time. */
  z.object({
    type: z.literal('fixture.reportsChanged'),
    ...FixtureRef,
    resultStatus: z.enum(['awaiting', 'reported', 'confirmed', 'disputed']),
    /** `unreported`: the report deadline passed with no report (the organiser is told). */
    reason: z.enum(['reported', 'disputed', 'confirmed', 'unreported']),
  }),
  /** Who enters a competition's results changed (`PUT /api/champs/{id}/reporting`). */
  z.object({ type: z.literal('champ.reportingChanged'), ...ChampRef }),
  z.object({ type: z.literal('standings.changed'), ...StageRef }),
  z.object({ type: z.literal('team.created'), teamId: Id }),
  z.object({ type: z.literal('team.updated'), teamId: Id }),
  z.object({ type: z.literal('team.renamed'), teamId: Id, name: z.string() }),
  z.object({ type: z.literal('team.deleted'), teamId: Id }),
  z.object({ type: z.literal('player.created'), playerId: Id }),
  z.object({ type: z.literal('player.updated'), playerId: Id }),
  // Its roster and squad entries go with it (cascade).
  z.object({ type: z.literal('player.deleted'), playerId: Id }),
  // A roster entry of the team was added, changed or removed.
  z.object({ type: z.literal('team.rosterChanged'), teamId: Id, playerId: Id }),
  // A competition squad entry was added or removed: heard in the competition's and the league's rooms.
  z.object({ type: z.literal('champ.squadChanged'), ...ChampRef, teamId: Id, playerId: Id }),
  z.object({ type: z.literal('itemRole.changed'), itemId: Id, userId: z.string() }),
  z.object({ type: z.literal('user.updated'), userId: Id }),
  // An account was created (sign-up): the site's figures count users. No room hears it.
  z.object({ type: z.literal('user.created'), userId: Id }),
  // A user's favourites changed (one added or removed): only that user hears it (the `user:{userId}` room).
  z.object({ type: z.literal('favorite.changed'), userId: z.string(), kind: FavoriteKind, itemId: Id }),
  // A registration request was made or decided, or marked paid: heard only in the rooms of the users it concerns
  // (`user:{id}` of each in `userIds`: sender, receiving owners and managers). No competition id: requests are
  // not public.
  z.object({
    type: z.literal('registration.changed'),
    requestKind: z.enum(['team', 'player', 'invitation']),
    requestId: Id,
    status: z.enum(['pending', 'accepted', 'rejected', 'withdrawn', 'expired']),
    userIds: z.array(z.string()),
  }),
  // A user's inbox changed: notifications arrived (`newIds`, mailed after the commit) or some were read (none new).
  // Only that user hears it.
  z.object({ type: z.literal('notification.changed'), userId: z.string(), newIds: z.array(Id) }),
  // Notices to addresses without an account were left (an invitation by email): no room hears it; they are mailed.
  z.object({ type: z.literal('notification.addressed'), newIds: z.array(Id) }),
  // A competition's registration settings changed (open, deadline, limit, fee): a public read.
  z.object({ type: z.literal('registration.settingsChanged'), ...ChampRef }),
  // A venue was created, updated or deleted: its page and the venue lists.
  z.object({ type: z.literal('venue.changed'), venueId: Id }),
  // A referee was created, updated or deleted: their page and the referee lists.
  z.object({ type: z.literal('referee.changed'), refereeId: Id }),
  // Chat (docs/adr/0018-chat.md): heard only on the hub's `/chat` namespace, in the room `room`. A posted
  // message travels whole, so a thousand followers receive it without a thousand reads.
  z.object({
    type: z.literal('chat.messagePosted'),
    room: z.string(),
    message: z.object({
      id: Id,
      room: z.string(),
      seq: z.number().int(),
      text: z.string(),
      userId: z.string(),
      userName: z.string(),
      userImage: z.string().nullable(),
      createdAt: z.string(),
    }),
  }),
  z.object({ type: z.literal('chat.messageDeleted'), room: z.string(), messageId: Id }),
  // Opened, closed, someone muted or unmuted: clients refetch the room's state.
  z.object({ type: z.literal('chat.roomChanged'), room: z.string() }),
  // The competition's own venue list changed (the fixture generator spreads stages over it).
  z.object({ type: z.literal('champ.venuesChanged'), ...ChampRef }),
  // Its check-in window was set, a team checked in, or the close ran (issue 27): the check-in list is a public read.
  z.object({ type: z.literal('champ.checkInChanged'), ...ChampRef }),
  // A team was withdrawn or disqualified (issue 27): the teams list and the standings' notes.
  z.object({ type: z.literal('champ.withdrawalsChanged'), ...ChampRef, teamId: Id }),
  // A news item was written, changed (published, unpublished) or deleted. One type per owner, so each carries
  // the ids of the rooms that show it: a league's news in the league's room, a competition's in the
  // competition's and its league's; a team's news names no room (like team events).
  z.object({ type: z.literal('news.leagueChanged'), newsId: Id, ...LeagueRef }),
  z.object({ type: z.literal('news.champChanged'), newsId: Id, ...ChampRef }),
  z.object({ type: z.literal('news.teamChanged'), newsId: Id, teamId: Id }),
]);
export type DomainEvent = z.infer<typeof DomainEvent>;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
export const DOMAIN_EVENT_TYPES = DomainEvent.options.map((o) => o.shape.type.value) as DomainEventType[];
