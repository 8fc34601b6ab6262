import type { DomainEvent, DomainEventType } from '@matchday/contracts';

/**
 * The read cache of public GET responses (docs/adr/0010-hub-and-read-cache.md). Each entry is the serialized
 * response of one route and input, with the tags of what it shows (`champ:{id}`, `teams`…); committed events
 * invalidate tags (`tagsOf`), on this instance and, through Redis, on every other. Only anonymous responses are
 * cached: a signed-in caller's carry `canEdit` flags of their own.
 *
 * - A hit runs no database query and no serialization: the entry is the response body.
 * - A miss computes once however many requests wait for it (single-flight), and its result is stored only if
 *   no tag it carries was invalidated while it was computing (it may have read the state before the write).
 * - Bounded: least recently used entries go first past `maxEntries`; `ttlMs` is a safety net for a missed
 *   invalidation (an event lost with a Redis outage), not the freshness rule.
 */

/** The tag names: one spelling, used by route declarations and by `tagsOf`. */
export const cacheTag = {
  league: (id: string) => `league:${id}`,
  champ: (id: string) => `champ:${id}`,
  stage: (id: string) => `stage:${id}`,
  fixture: (id: string) => `fixture:${id}`,
  team: (id: string) => `team:${id}`,
  player: (id: string) => `player:${id}`,
  venue: (id: string) => `venue:${id}`,
  referee: (id: string) => `referee:${id}`,
  /** A chat room's messages (`GET /chat/rooms/{room}/messages`); `room` is `fixture:{id}`, `champ:{id}`… */
  chatRoom: (room: string) => `chat:${room}`,
  /** One news item (`GET /api/news/{id}`). */
  newsItem: (id: string) => `news:${id}`,
  /**
   * Every list of news, and anything that shows a news item whose owner a read cannot name (a news item's own
   * page, search): dropped by every news event and by deleting a competition or team (their news goes with it).
   */
  news: 'news',
  /** Lists of leagues (`GET /api/champ-leagues`…). */
  leagues: 'leagues',
  /** Lists of competitions across leagues (search, a team's competitions…). */
  champs: 'champs',
  /** Anything that shows a team's name, short name or logo (fixtures, standings, team lists). */
  teams: 'teams',
  /** Anything that shows a player's name or photo (player lists, rosters, squads). */
  players: 'players',
  /**
   * A player's stats and matches (`/player/{id}/stats`, `/fixture/player/{id}`): they show results of fixtures
   * in competitions a read cannot name in advance, so every fixture and score event drops this tag.
   */
  playerStats: 'player-stats',
  /**
   * A team's totals over every competition (`/teams/{id}/totalstats`): like `playerStats`, every fixture and
   * score event drops this tag (the events name competitions, not every team whose totals they change).
   */
  teamStats: 'team-stats',
  /** Anything that shows a venue's name (venue lists, fixtures played at one). */
  venues: 'venues',
  /** Anything that shows a referee's name (referee lists, fixtures they officiate). */
  referees: 'referees',
  /** Anything that counts accounts (the site's figures, `GET /stats`). */
  users: 'users',
  /** Reference data (sports, stage types): seeded at start, never changed by a request. */
  reference: 'reference',
  /** Every entry: what an event whose reach the writer cannot name invalidates (a league deleted with all it held). */
  everything: '*',
} as const;

type TagsOfEvent = { [T in DomainEventType]: (event: Extract<DomainEvent, { type: T }>) => string[] };

/**
 * What each event invalidates. A new event type must be added here (the type requires it): the decision of
 * what it changes is made once, not discovered by a stale page.
 */
const eventTags: TagsOfEvent = {
  'league.created': () => [cacheTag.leagues],
  'league.updated': (e) => [cacheTag.league(e.leagueId), cacheTag.leagues],
  // The league's competitions, stages and fixtures went with it; the leagues module cannot name them
  // (it does not read the competitions' tables), and deleting a league is rare: drop everything.
  'league.deleted': () => [cacheTag.everything],
  'champ.created': (e) => [cacheTag.league(e.leagueId), cacheTag.champs],
  'champ.updated': (e) => [cacheTag.champ(e.champId), cacheTag.league(e.leagueId), cacheTag.champs],
  'champ.deleted': (e) => [
    cacheTag.champ(e.champId),
    cacheTag.league(e.leagueId),
    cacheTag.champs,
    cacheTag.playerStats,
    cacheTag.teamStats,
    // Its news went with it (cascade).
    cacheTag.news,
  ],
  // A team's own list of competitions shows champs too: `champs` covers it.
  'champ.teamsChanged': (e) => [cacheTag.champ(e.champId), cacheTag.champs],
  'stage.created': (e) => [cacheTag.stage(e.stageId), cacheTag.champ(e.champId), cacheTag.champs],
  'stage.updated': (e) => [cacheTag.stage(e.stageId), cacheTag.champ(e.champId), cacheTag.champs],
  'stage.deleted': (e) => [
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.champs,
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  // Fixtures and results also show on the pages of the players of their teams (`playerStats`) and in the
  // teams' totals (`teamStats`).
  'fixtures.generated': (e) => [
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  'fixture.updated': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  'fixture.scored': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  // A correction may have moved teams and reset later results: the stage and competition pages follow.
  'fixture.corrected': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  // Line-ups and events are the facts of player stats, the leaderboard, team totals and (cards) fair play.
  'fixture.lineupChanged': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
  ],
  'fixture.eventsChanged': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.stage(e.stageId),
    cacheTag.champ(e.champId),
    cacheTag.playerStats,
    cacheTag.teamStats,
  ],
  // Media show on the match page and with the player's matches.
  'fixture.mediaChanged': (e) => [cacheTag.fixture(e.fixtureId), cacheTag.playerStats],
  // A fixture's `resultStatus` shows on the match page and in the competition's lists.
  'fixture.reportsChanged': (e) => [
    cacheTag.fixture(e.fixtureId),
    cacheTag.champ(e.champId),
    cacheTag.stage(e.stageId),
  ],
  'champ.reportingChanged': (e) => [cacheTag.champ(e.champId)],
  'standings.changed': (e) => [cacheTag.stage(e.stageId), cacheTag.champ(e.champId)],
  'team.created': () => [cacheTag.teams],
  'team.updated': (e) => [cacheTag.team(e.teamId), cacheTag.teams],
  'team.renamed': (e) => [cacheTag.team(e.teamId), cacheTag.teams],
  // Its news went with it (cascade).
  'team.deleted': (e) => [cacheTag.team(e.teamId), cacheTag.teams, cacheTag.news],
  'player.created': () => [cacheTag.players],
  // Rosters and squads show the player's name and photo: they carry `players`.
  'player.updated': (e) => [cacheTag.player(e.playerId), cacheTag.players],
  'player.deleted': (e) => [cacheTag.player(e.playerId), cacheTag.players],
  // The team's roster, and the player's own list of teams.
  'team.rosterChanged': (e) => [cacheTag.team(e.teamId), cacheTag.player(e.playerId)],
  'champ.squadChanged': (e) => [cacheTag.champ(e.champId), cacheTag.player(e.playerId)],
  // Roles change `canEdit` flags, which anonymous responses never carry.
  'itemRole.changed': () => [],
  // A user's profile is not part of any cached public read.
  'user.updated': () => [],
  // A new account changes the user count of the site's figures.
  'user.created': () => [cacheTag.users],
  // Favourites are per user and never cached.
  'favorite.changed': () => [],
  // Requests are per user and never cached; an accept's roster or entry records its own event.
  'registration.changed': () => [],
  // A user's inbox: per user, never cached.
  'notification.changed': () => [],
  'notification.addressed': () => [],
  // `GET /champs/{id}/registration` carries the competition's tag.
  'registration.settingsChanged': (e) => [cacheTag.champ(e.champId)],
  // Fixtures show the venue's and referees' names: their reads carry `venues` and `referees`.
  'venue.changed': (e) => [cacheTag.venue(e.venueId), cacheTag.venues],
  'referee.changed': (e) => [cacheTag.referee(e.refereeId), cacheTag.referees],
  // A room's pages of messages; its state is per caller (may write, unread) and never cached.
  'chat.messagePosted': (e) => [cacheTag.chatRoom(e.room)],
  'chat.messageDeleted': (e) => [cacheTag.chatRoom(e.room)],
  'chat.roomChanged': (e) => [cacheTag.chatRoom(e.room)],
  // `GET /champs/{id}/venues` carries the competition's tag.
  'champ.venuesChanged': (e) => [cacheTag.champ(e.champId)],
  // Check-in and withdrawals (issue 27): the competition's reads (its teams, standings notes).
  'champ.checkInChanged': (e) => [cacheTag.champ(e.champId)],
  'champ.withdrawalsChanged': (e) => [cacheTag.champ(e.champId)],
  // Its page, every news list, and its owner's page (a league's Atom feed carries the league's tag).
  'news.leagueChanged': (e) => [cacheTag.newsItem(e.newsId), cacheTag.news, cacheTag.league(e.leagueId)],
  'news.champChanged': (e) => [cacheTag.newsItem(e.newsId), cacheTag.news, cacheTag.champ(e.champId)],
  'news.teamChanged': (e) => [cacheTag.newsItem(e.newsId), cacheTag.news, cacheTag.team(e.teamId)],
};

/** The tags an event invalidates. */
export function tagsOf(event: DomainEvent): string[] {
  const tags = eventTags[event.type] as (event: DomainEvent) => string[];
  return tags(event);
}

export interface ReadCacheOptions {
  maxEntries?: number;
  ttlMs?: number;
  /** Milliseconds since some origin; tests pass a fake. */
  now?: () => number;
}

interface Entry {
  body: string;
  tags: readonly string[];
  expiresAt: number;
}

/** A computation under way. `stale` once one of its tags is invalidated: it may have read the old state. */
interface Flight {
  tags: readonly string[];
  stale: boolean;
  promise: Promise<string>;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  entries: number;
}

export class ReadCache {
  readonly #maxEntries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;
  /** Map order is recency order: a hit moves its entry to the end; eviction takes from the front. */
  readonly #entries = new Map<string, Entry>();
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #flights = new Map<string, Flight>();
  #hits = 0;
  #misses = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#now = options.now ?? (() => performance.now());
  }

  /** The cached body, if fresh; a hit becomes the most recently used. */
  find(key: string): string | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(key);
      return undefined;
    }
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.body;
  }

  /**
   * The body under `key`: from the cache, from a computation already under way for it, or computed now
   * (and stored unless one of `tags` is invalidated meanwhile). A failed computation is not stored.
   */
  async read(key: string, tags: readonly string[], compute: () => Promise<string>): Promise<string> {
    const cached = this.find(key);
    if (cached !== undefined) {
      this.#hits++;
      return cached;
    }
    const flying = this.#flights.get(key);
    if (flying) {
      this.#hits++;
      return flying.promise;
    }
    this.#misses++;
    const flight: Flight = { tags, stale: false, promise: Promise.resolve('') };
    flight.promise = compute().then((body) => {
      if (!flight.stale) this.#store(key, tags, body);
      return body;
    });
    this.#flights.set(key, flight);
    try {
      return await flight.promise;
    } finally {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    }
  }

  /**
   * Drops every entry carrying one of `tags`. Computations under way with one of them will not store their
   * result, and requests from now on start a new one rather than wait for theirs.
   */
  invalidate(tags: Iterable<string>): number {
    const invalid = new Set(tags);
    if (invalid.has(cacheTag.everything)) {
      const dropped = this.#entries.size;
      this.clear();
      return dropped;
    }
    for (const [key, flight] of this.#flights) {
      if (!flight.tags.some((tag) => invalid.has(tag))) continue;
      flight.stale = true;
      this.#flights.delete(key);
    }
    let dropped = 0;
    for (const tag of invalid) {
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      for (const key of [...keys]) {
        if (this.#delete(key)) dropped++;
      }
    }
    return dropped;
  }

  /** Applies a committed batch of events (local or from another instance). Synchronous on purpose: see plugins/relay.ts. */
  apply(events: readonly DomainEvent[]): void {
    this.invalidate(new Set(events.flatMap(tagsOf)));
  }

  clear(): void {
    for (const flight of this.#flights.values()) flight.stale = true;
    this.#flights.clear();
    this.#entries.clear();
    this.#keysByTag.clear();
  }

  get stats(): ReadCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size };
  }

  #store(key: string, tags: readonly string[], body: string): void {
    this.#delete(key);
    this.#entries.set(key, { body, tags, expiresAt: this.#now() + this.#ttlMs });
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }

  #delete(key: string): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#keysByTag.delete(tag);
    }
    return true;
  }
}
