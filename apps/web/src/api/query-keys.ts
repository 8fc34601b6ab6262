/**
 * Every TanStack Query key of the app, in one place: keys name what a read holds, so two screens showing the
 * same data share one cache entry. What a write refreshes is not listed here: after any successful mutation
 * every query is invalidated (app/providers.tsx).
 */
export const queryKeys = {
  runtimeConfig: ['runtime-config'] as const,
  session: ['session'] as const,
  sportTypes: ['sport-types'] as const,
  sportTypesWithLeagues: ['sport-types', 'leagues'] as const,
  profile: (userId: string) => ['profile', userId] as const,
  address: (userId: string) => ['address', userId] as const,
  outbox: (pageIndex: number, pageSize: number) => ['outbox', pageIndex, pageSize] as const,
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
    stageStats: (id: string, stageId: string) => ['champs', id, 'stage-stats', stageId] as const,
  },
  /** Teams. */
  teams: {
    all: ['teams'] as const,
    list: (params: Record<string, unknown>) => ['teams', 'list', params] as const,
    search: (params: Record<string, unknown>) => ['teams', 'search', params] as const,
    detail: (id: string) => ['teams', 'detail', id] as const,
  },
};
