/**
 * Every TanStack Query key of the app, in one place: keys name what a read holds, so two screens showing the
 * same data share one cache entry. What a write refreshes is not listed here: after any successful mutation
 * every query is invalidated (app/providers.tsx).
 */
export const queryKeys = {
  runtimeConfig: ['runtime-config'] as const,
  /** The runtime config's `mailDelivery`, asked again where a page promises a mail (it follows the settings). */
  mailDelivery: ['runtime-config', 'mail-delivery'] as const,
  session: ['session'] as const,
  sportTypes: ['sport-types'] as const,
  sportTypesWithLeagues: ['sport-types', 'leagues'] as const,
  /** `GET /stats`: the site's figures (home and about pages). */
  siteStats: ['site-stats'] as const,
  profile: (userId: string) => ['profile', userId] as const,
  address: (userId: string) => ['address', userId] as const,
  outbox: (pageIndex: number, pageSize: number) => ['outbox', pageIndex, pageSize] as const,
  contactMessages: (pageIndex: number, pageSize: number) =>
    ['contact-messages', pageIndex, pageSize] as const,
  /** Leagues. */
  leagues: {
    /** Every league read: what a live event about leagues makes stale (api/hub.ts). */
    all: ['leagues'] as const,
    list: (query: { keyword?: string; pageIndex: number; pageSize: number }) =>
      ['leagues', 'list', query] as const,
    /** `/user/leagues`: the caller's leagues (a SystemAdmin's: all, unless `mine`). */
    mine: (query: { keyword?: string; pageIndex: number; pageSize: number; mine?: boolean }) =>
      ['leagues', 'mine', query] as const,
    detail: (id: string) => ['leagues', 'detail', id] as const,
    champs: (id: string, pageIndex: number, pageSize: number) =>
      ['leagues', 'champs', id, pageIndex, pageSize] as const,
    pageConfiguration: (id: string) => ['leagues', 'page-configuration', id] as const,
    managers: (id: string) => ['leagues', 'managers', id] as const,
    subdomain: (domain: string) => ['leagues', 'subdomain', domain] as const,
    /** The league whose own site is `{subdomain}.{web-engine domain}`. */
    site: (subdomain: string) => ['leagues', 'site', subdomain] as const,
    /** `GET /champ-leagues/{id}/teams`: the teams playing in the league's competitions. */
    teams: (id: string, pageIndex: number, pageSize: number) =>
      ['leagues', 'teams', id, pageIndex, pageSize] as const,
    /** `GET /champ-leagues/{id}/teams/rating`: the league's teams by Elo rating. */
    ratings: (id: string) => ['leagues', 'ratings', id] as const,
  },
  /** Competitions: everything of one competition hangs under `['champs', id]`. */
  champs: {
    all: ['champs'] as const,
    list: (params: Record<string, unknown>) => ['champs', 'list', params] as const,
    /** `/user/champs`: the caller's competitions (a SystemAdmin's: all, unless `mine`). */
    mine: (params: { keyword?: string; pageIndex: number; pageSize: number; mine?: boolean }) =>
      ['champs', 'mine', params] as const,
    detail: (id: string) => ['champs', id] as const,
    stages: (id: string) => ['champs', id, 'stages'] as const,
    teams: (id: string) => ['champs', id, 'teams'] as const,
    fixtures: (id: string) => ['champs', id, 'fixtures'] as const,
    stats: (id: string) => ['champs', id, 'stats'] as const,
    /** `GET /champs/{id}/teams/rating`: the competition's teams by Elo rating. */
    ratings: (id: string) => ['champs', id, 'ratings'] as const,
    /** `GET /champs/{id}/reporting` and its issues: who enters results, matches waiting for the organiser. */
    reporting: (id: string) => ['champs', id, 'reporting'] as const,
    reportIssues: (id: string) => ['champs', id, 'reporting', 'issues'] as const,
    stageStats: (id: string, stageId: string) => ['champs', id, 'stage-stats', stageId] as const,
    /** `GET /stage/{id}/ties`: under the competition, so a score refreshes it with the bracket. */
    stageTies: (id: string, stageId: string) => ['champs', id, 'stage-ties', stageId] as const,
    /** `GET /stage/{id}/schedule`: a running solve's progress (polled while the organiser waits). */
    scheduleProgress: (stageId: string) => ['champs', 'schedule-progress', stageId] as const,
    /** `GET /stage/{id}/schedule/settings`: what a stage was last scheduled (and saved) with. */
    scheduleSettings: (stageId: string) => ['champs', 'schedule-settings', stageId] as const,
    /** `GET /champs/{id}/player-stats`: the competition's player leaderboard. */
    playerStats: (id: string, params: Record<string, unknown>) =>
      ['champs', id, 'player-stats', params] as const,
  },
  /** The match centre: everything of one fixture hangs under `['fixtures', id]`. */
  fixtures: {
    all: ['fixtures'] as const,
    /** `/user/…` matches the caller may run (admin match centre lists). */
    mine: (params: Record<string, unknown>) => ['fixtures', 'mine', params] as const,
    detail: (id: string) => ['fixtures', id] as const,
    sheet: (id: string) => ['fixtures', id, 'match-sheet'] as const,
    media: (id: string, params: Record<string, unknown>) => ['fixtures', id, 'media', params] as const,
    preview: (id: string) => ['fixtures', id, 'preview'] as const,
    /** `GET /fixture/{id}/history`: every change of the result. */
    history: (id: string) => ['fixtures', id, 'history'] as const,
    /** `GET /fixture/{id}/reports`: the teams' reports of the match. */
    reports: (id: string) => ['fixtures', id, 'reports'] as const,
    /** `GET /fixture/{id}/replay-options`: where a postponed match can be replayed. */
    replayOptions: (id: string, limit: number) => ['fixtures', id, 'replay-options', limit] as const,
    /** `GET /fixture/search` across competitions (the home page's live and upcoming matches). */
    search: (params: Record<string, unknown>) => ['fixtures', 'search', params] as const,
    /** `GET /calendar`: dated fixtures in a range (the calendar page). */
    calendar: (params: Record<string, unknown>) => ['fixtures', 'calendar', params] as const,
  },
  /** News: every news read hangs under `['news']` (lists of a league, competition or team, and items). */
  news: {
    all: ['news'] as const,
    list: (params: Record<string, unknown>) => ['news', 'list', params] as const,
    ofOwner: (kind: 'league' | 'champ' | 'team', id: string, params: Record<string, unknown>) =>
      ['news', kind, id, params] as const,
    detail: (id: string) => ['news', 'detail', id] as const,
  },
  /** `GET /search`: results of one query, kind and page. */
  search: (params: Record<string, unknown>) => ['search', params] as const,
  /** `GET /calendar/token`: the signed-in user's private favourites feed address. */
  calendarToken: ['calendar-token'] as const,
  /** Teams. */
  teams: {
    all: ['teams'] as const,
    list: (params: Record<string, unknown>) => ['teams', 'list', params] as const,
    search: (params: Record<string, unknown>) => ['teams', 'search', params] as const,
    detail: (id: string) => ['teams', 'detail', id] as const,
    /** `GET /fixture/search?teamId=…&status=…`: a team's fixtures or results (an infinite list per status). */
    fixtures: (id: string, status: 'scheduled' | 'finished') =>
      ['teams', 'detail', id, 'fixtures', status] as const,
  },
  /** Venues: everything of one venue (its fixtures too) hangs under `['venues', id]`. */
  venues: {
    all: ['venues'] as const,
    list: (params: Record<string, unknown>) => ['venues', 'list', params] as const,
    detail: (id: string) => ['venues', id] as const,
    /** `GET /venues/{id}/fixtures`: upcoming first. */
    fixtures: (id: string, params: Record<string, unknown>) => ['venues', id, 'fixtures', params] as const,
  },
  /** Referees: everything of one referee (their fixtures too) hangs under `['referees', id]`. */
  referees: {
    all: ['referees'] as const,
    list: (params: Record<string, unknown>) => ['referees', 'list', params] as const,
    detail: (id: string) => ['referees', id] as const,
    /** `GET /referees/{id}/fixtures`: upcoming first. */
    fixtures: (id: string, params: Record<string, unknown>) => ['referees', id, 'fixtures', params] as const,
  },
  /** Players, rosters and competition squads: everything under `['players']`. */
  players: {
    all: ['players'] as const,
    list: (params: Record<string, unknown>) => ['players', 'list', params] as const,
    search: (params: Record<string, unknown>) => ['players', 'search', params] as const,
    detail: (id: string) => ['players', 'detail', id] as const,
    /** `GET /player/{id}/teams`: the player's roster entries in every team. */
    teams: (id: string, params: Record<string, unknown> = {}) => ['players', 'teams', id, params] as const,
    /** `GET /teams/{id}/players`: a team's roster. */
    roster: (teamId: string, params: Record<string, unknown> = {}) =>
      ['players', 'roster', teamId, params] as const,
    /** `GET /champ-team-players?champId=…`: a competition's squads (one team's with `teamId`). */
    squads: (champId: string, params: Record<string, unknown> = {}) =>
      ['players', 'squads', champId, params] as const,
    /** `GET /teams/fixture-players?teamIds=…`: a match's two current rosters. */
    fixturePlayers: (teamIds: readonly string[]) => ['players', 'fixture-players', ...teamIds] as const,
    /** `GET /player/{id}/stats?groupingOption=1`: per competition and team, grouped by league. */
    stats: (id: string) => ['players', 'stats', id] as const,
    /** `GET /player/{id}/overallstats`: the player's totals. */
    overall: (id: string) => ['players', 'overall', id] as const,
    /** `GET /fixture/player/{playerId}/`: the player's matches (an infinite list per team-name filter). */
    matches: (id: string, teamName: string) => ['players', 'matches', id, teamName] as const,
  },
  /** The caller's favourites (`GET /api/favorite`): per user, never cached by the server. */
  favorites: {
    all: ['favorites'] as const,
  },
  /** The caller's registration requests, sent and received (`/champ-registration/…`): per user. */
  registrations: {
    all: ['registrations'] as const,
    /** `GET /champ-registration/userteamrequests`: the Requests area's team requests. */
    teamRequests: (params: Record<string, unknown>) => ['registrations', 'team', params] as const,
    /** `GET /champ-registration/userplayerteamrequests`: the Requests area's player requests. */
    playerRequests: (params: Record<string, unknown>) => ['registrations', 'player', params] as const,
    /** `GET /champ-registration/invitations`. */
    invitations: (params: Record<string, unknown>) => ['registrations', 'invitations', params] as const,
    /** `GET /champ-registration/invitation/{id}`: one invitation (the sign-up mail's link). */
    invitation: (id: string) => ['registrations', 'invitation', id] as const,
  },
  /** The caller's inbox (`/notifications`): per user, refreshed by the hub's `notification.changed`. */
  notifications: {
    all: ['notifications'] as const,
    list: (params: { pageIndex: number; pageSize: number }) => ['notifications', 'list', params] as const,
    /** The account menu's badge. */
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  /**
   * Chat (`/chat/...`): one room's state, messages (an infinite query paged backwards) and mutes; the socket's
   * `/chat` namespace writes live messages into `messages` (features/chat/chat-client.ts).
   */
  chat: {
    all: ['chat'] as const,
    room: (room: string) => ['chat', 'room', room] as const,
    messages: (room: string) => ['chat', 'messages', room] as const,
    mutes: (room: string) => ['chat', 'mutes', room] as const,
    /** `GET /chat/unread`: the caller's rooms with unread messages. */
    unread: ['chat', 'unread'] as const,
  },
  /** `GET /user/{userId}/profile`: a user's public profile (a player's owner). */
  /** `GET /api/user?keyword=`: people found by name (the person picker). */
  people: (keyword: string) => ['people', keyword] as const,
  publicProfile: (userId: string) => ['public-profile', userId] as const,
  /** `GET /user/{id}/stats`: what a user owns and how many favourites they keep (their public profile). */
  userStats: (userId: string) => ['user-stats', userId] as const,
  /** Payments (`/api/v1/payments/...`): the caller's plan, subscription, invoices and payout accounts. */
  payments: {
    all: ['payments'] as const,
    /** `GET /payment-links`: the price table (public). */
    paymentLinks: ['payments', 'payment-links'] as const,
    plan: ['payments', 'plan'] as const,
    subscription: ['payments', 'subscription'] as const,
    invoices: ['payments', 'invoices'] as const,
    connectedAccounts: ['payments', 'connected-accounts'] as const,
    sandboxSession: (id: string) => ['payments', 'sandbox-session', id] as const,
  },
};
