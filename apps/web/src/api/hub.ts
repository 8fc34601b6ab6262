import {
  type DomainEvent,
  type DomainEventType,
  type HubAck,
  type HubJoin,
  type HubRoomKind,
  toHubRoom,
} from '@matchday/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

/**
 * The realtime hub's client (docs/adr/0010-hub-and-read-cache.md): one socket.io connection per tab, opened
 * when a page first follows a room. Events become TanStack Query invalidations (there is no second client
 * store): the queries that show the item refetch if on screen, and are stale otherwise.
 *
 * Missed events: each room's messages carry `seq`, one more than the last. Anything else (a gap, a reset
 * counter) — and every reconnect, since events may have been lost while offline — refetches everything
 * the room shows.
 */

/** The part of a socket.io client socket the hub uses (tests pass a fake). */
export interface HubSocket {
  readonly connected: boolean;
  connect(): unknown;
  on(event: 'connect' | 'disconnect', listener: () => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: 'join' | 'leave', payload: HubJoin, ack: (ack: HubAck) => void): unknown;
}

/** Whether a page's room is live: connected and joined; `connecting` until then; `offline` when cut off. */
export type HubRoomStatus = 'live' | 'connecting' | 'offline';

type KeysOfEvent = { [T in DomainEventType]: (event: Extract<DomainEvent, { type: T }>) => QueryKey[] };

const champLists: QueryKey = [...queryKeys.champs.all, 'list'];
/** Everything public: a role change alters `canEdit` flags anywhere. */
const everythingPublic: QueryKey[] = [
  queryKeys.leagues.all,
  queryKeys.champs.all,
  queryKeys.teams.all,
  queryKeys.players.all,
];

/**
 * What each event makes stale, as query-key prefixes (everything of one competition hangs under
 * `['champs', id]`). The one place that knows it; a new event type must be added (the type requires it).
 */
const eventQueries: KeysOfEvent = {
  'league.created': () => [queryKeys.leagues.all],
  'league.updated': () => [queryKeys.leagues.all],
  'league.deleted': () => [queryKeys.leagues.all, queryKeys.champs.all],
  'champ.created': () => [queryKeys.leagues.all, champLists],
  'champ.updated': (e) => [queryKeys.champs.detail(e.champId), queryKeys.leagues.all, champLists],
  'champ.deleted': (e) => [queryKeys.champs.detail(e.champId), queryKeys.leagues.all, champLists],
  'champ.teamsChanged': (e) => [queryKeys.champs.detail(e.champId), queryKeys.teams.all],
  'stage.created': (e) => [queryKeys.champs.detail(e.champId)],
  'stage.updated': (e) => [queryKeys.champs.detail(e.champId)],
  'stage.deleted': (e) => [queryKeys.champs.detail(e.champId)],
  'fixtures.generated': (e) => [queryKeys.champs.detail(e.champId)],
  // Player stats and a player's matches follow the scores: they live under `['players']`.
  'fixture.updated': (e) => [
    queryKeys.champs.detail(e.champId),
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.players.all,
  ],
  // A correction may have moved teams and reset later matches: the competition's reads and the match's history.
  'fixture.corrected': (e) => [
    queryKeys.champs.detail(e.champId),
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.players.all,
  ],
  'fixture.scored': (e) => [
    queryKeys.champs.detail(e.champId),
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.players.all,
  ],
  // The match page (line-ups, timeline), the competition's leaderboard and the players' figures.
  'fixture.lineupChanged': (e) => [
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.champs.detail(e.champId),
    queryKeys.players.all,
  ],
  'fixture.eventsChanged': (e) => [
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.champs.detail(e.champId),
    queryKeys.players.all,
  ],
  'fixture.mediaChanged': (e) => [queryKeys.fixtures.detail(e.fixtureId), queryKeys.players.all],
  // A team reported, a dispute opened, a result was confirmed: the match page (its reports) and the competition.
  'fixture.reportsChanged': (e) => [
    queryKeys.fixtures.detail(e.fixtureId),
    queryKeys.champs.detail(e.champId),
  ],
  'champ.reportingChanged': (e) => [queryKeys.champs.detail(e.champId)],
  'standings.changed': (e) => [queryKeys.champs.detail(e.champId), queryKeys.players.all],
  'team.created': () => [queryKeys.teams.all],
  // Team names show in fixtures and standings too.
  'team.updated': () => [queryKeys.teams.all, queryKeys.champs.all],
  'team.renamed': () => [queryKeys.teams.all, queryKeys.champs.all],
  'team.deleted': () => [queryKeys.teams.all, queryKeys.champs.all],
  'player.created': () => [queryKeys.players.all],
  // Player names show on rosters and squads, all under `['players']`.
  'player.updated': () => [queryKeys.players.all],
  'player.deleted': () => [queryKeys.players.all],
  'team.rosterChanged': () => [queryKeys.players.all],
  'champ.squadChanged': (e) => [queryKeys.players.all, queryKeys.champs.detail(e.champId)],
  'itemRole.changed': () => everythingPublic,
  'user.updated': () => [],
  // No room hears it (the server's read cache drops the site's figures); were one to, the figures refetch.
  'user.created': () => [queryKeys.siteStats],
  'favorite.changed': () => [queryKeys.favorites.all],
  // The user's requests; an accept also changes a roster or a competition's teams (their own events follow).
  'registration.changed': () => [queryKeys.registrations.all],
  // The user's inbox: a notification arrived or some were read (in another tab too).
  'notification.changed': () => [queryKeys.notifications.all],
  // Mail to an address without an account: no room hears it.
  'notification.addressed': () => [],
  'registration.settingsChanged': (e) => [queryKeys.champs.detail(e.champId)],
  // A venue's or referee's name shows on the match pages of their fixtures (under `['fixtures']`) and in
  // a competition's fixture lists (under `['champs']`); their own pages and lists hang under their kind.
  'venue.changed': (e) => [
    queryKeys.venues.detail(e.venueId),
    [...queryKeys.venues.all, 'list'],
    queryKeys.fixtures.all,
    queryKeys.champs.all,
  ],
  'referee.changed': (e) => [
    queryKeys.referees.detail(e.refereeId),
    [...queryKeys.referees.all, 'list'],
    queryKeys.fixtures.all,
    queryKeys.champs.all,
  ], // Chat travels on the hub's own `/chat` namespace (features/chat), never through these rooms.
  'chat.messagePosted': () => [],
  'chat.messageDeleted': () => [],
  'chat.roomChanged': () => [],
  // The competition's venue list (its admin tab, the generator's choices).
  'champ.venuesChanged': (e) => [queryKeys.champs.detail(e.champId)],
  // Issue 27: the check-in list; a withdrawal changes fixtures, standings and the teams' notes.
  'champ.checkInChanged': (e) => [queryKeys.champs.detail(e.champId)],
  'champ.withdrawalsChanged': (e) => [queryKeys.champs.detail(e.champId), queryKeys.fixtures.all],
  // Every news read (lists of the owner, the item's page) and search results, which list published news.
  'news.leagueChanged': () => [queryKeys.news.all, ['search']],
  'news.champChanged': () => [queryKeys.news.all, ['search']],
  'news.teamChanged': () => [queryKeys.news.all, ['search']],
};

/** The query-key prefixes an event makes stale. */
export function queriesOfEvent(event: DomainEvent): QueryKey[] {
  const keysOf = eventQueries[event.type] as ((event: DomainEvent) => QueryKey[]) | undefined;
  return keysOf ? keysOf(event) : everythingPublic;
}

/** What a room's page shows, refetched after a gap or a reconnect. */
export function queriesOfRoom(kind: HubRoomKind, id: string): QueryKey[] {
  switch (kind) {
    case 'champ':
      return [queryKeys.champs.detail(id)];
    case 'fixture':
      return [queryKeys.fixtures.detail(id), queryKeys.champs.all];
    case 'stage':
      // The room names no competition; only the queries on screen refetch, so this stays cheap.
      return [queryKeys.champs.all];
    case 'league':
      return [queryKeys.leagues.all, queryKeys.champs.all];
    case 'user':
      return [
        ...everythingPublic,
        queryKeys.favorites.all,
        queryKeys.registrations.all,
        queryKeys.notifications.all,
      ];
  }
}

interface Room {
  kind: HubRoomKind;
  id: string;
  /** Pages following it; the room is left when none does. */
  followers: number;
  joined: boolean;
  /** The last sequence number seen; `undefined` before the first join's answer. */
  seq: number | undefined;
}

export class Hub {
  readonly #open: () => HubSocket | Promise<HubSocket>;
  readonly #queryClient: QueryClient;
  readonly #rooms = new Map<string, Room>();
  readonly #listeners = new Set<() => void>();
  #socket: HubSocket | undefined;
  #opening = false;
  #everConnected = false;

  /**
   * `open` makes the socket (not connected yet; the hub connects it); it is called when a page first follows
   * a room, so pages without live updates never load the socket.io client nor open a connection.
   */
  constructor(open: () => HubSocket | Promise<HubSocket>, queryClient: QueryClient) {
    this.#open = open;
    this.#queryClient = queryClient;
  }

  /** Follows a room until the returned function is called. */
  follow(kind: HubRoomKind, id: string): () => void {
    const name = toHubRoom(kind, id);
    let room = this.#rooms.get(name);
    if (!room) {
      room = { kind, id, followers: 0, joined: false, seq: undefined };
      this.#rooms.set(name, room);
      if (this.#socket?.connected) this.#join(room);
      else this.#start();
    }
    room.followers++;
    const followed = room;
    return () => {
      followed.followers--;
      if (followed.followers > 0 || this.#rooms.get(name) !== followed) return;
      this.#rooms.delete(name);
      if (this.#socket?.connected) this.#socket.emit('leave', { kind, id }, () => {});
      this.#notify();
    };
  }

  status(kind: HubRoomKind, id: string): HubRoomStatus {
    if (!this.#socket?.connected) return this.#everConnected ? 'offline' : 'connecting';
    return this.#rooms.get(toHubRoom(kind, id))?.joined ? 'live' : 'connecting';
  }

  /** For `useSyncExternalStore`: told whenever a status may have changed. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #start(): void {
    if (this.#socket || this.#opening) return;
    this.#opening = true;
    void Promise.resolve(this.#open()).then((socket) => {
      this.#socket = socket;
      socket.on('connect', () => this.#onConnect());
      socket.on('disconnect', () => {
        for (const room of this.#rooms.values()) room.joined = false;
        this.#notify();
      });
      socket.onAny((type, message) => this.#onMessage(type, message));
      if (socket.connected) this.#onConnect();
      else socket.connect();
    });
  }

  #onConnect(): void {
    const reconnect = this.#everConnected;
    this.#everConnected = true;
    for (const room of this.#rooms.values()) {
      room.joined = false;
      // Events may have been lost while offline: refetch what the room shows, then carry on live.
      if (reconnect) this.#refetch(room);
      this.#join(room);
    }
    this.#notify();
  }

  #join(room: Room): void {
    this.#socket?.emit('join', { kind: room.kind, id: room.id }, (ack) => {
      if (!ack.ok || this.#rooms.get(ack.room) !== room) return;
      room.joined = true;
      // The baseline for spotting a gap in what follows.
      room.seq = ack.seq;
      this.#notify();
    });
  }

  #onMessage(type: string, message: unknown): void {
    if (!isHubMessage(message) || message.type !== type) return;
    const room = this.#rooms.get(message.room);
    if (!room) return;
    const expected = room.seq === undefined ? undefined : room.seq + 1;
    room.seq = message.seq;
    if (expected !== undefined && message.seq !== expected) this.#refetch(room);
    for (const queryKey of queriesOfEvent(message)) void this.#queryClient.invalidateQueries({ queryKey });
  }

  #refetch(room: Room): void {
    for (const queryKey of queriesOfRoom(room.kind, room.id)) {
      void this.#queryClient.invalidateQueries({ queryKey });
    }
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

function isHubMessage(message: unknown): message is DomainEvent & { room: string; seq: number } {
  if (typeof message !== 'object' || message === null) return false;
  const { room, seq, type } = message as Record<string, unknown>;
  return typeof room === 'string' && typeof seq === 'number' && typeof type === 'string';
}
