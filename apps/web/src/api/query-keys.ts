/**
 * Every TanStack Query key of the app, in one place, so a mutation can invalidate exactly what it changed.
 * Features add their own keys here (e.g. `leagues: { all: ['leagues'] as const, … }`).
 */
export const queryKeys = {
  runtimeConfig: ['runtime-config'] as const,
  session: ['session'] as const,
  sportTypes: ['sport-types'] as const,
  profile: (userId: string) => ['profile', userId] as const,
  address: (userId: string) => ['address', userId] as const,
  outbox: (pageIndex: number, pageSize: number) => ['outbox', pageIndex, pageSize] as const,
  /** Leagues (issue 4). */
  leagues: {
    all: ['leagues'] as const,
    list: (query: { keyword?: string; pageIndex: number; pageSize: number }) =>
      ['leagues', 'list', query] as const,
    detail: (id: string) => ['leagues', 'detail', id] as const,
    champs: (id: string, pageIndex: number, pageSize: number) =>
      ['leagues', 'champs', id, pageIndex, pageSize] as const,
    pageConfiguration: (id: string) => ['leagues', 'page-configuration', id] as const,
    managers: (id: string) => ['leagues', 'managers', id] as const,
    subdomain: (domain: string) => ['leagues', 'subdomain', domain] as const,
  },
  /** Competitions (issue 4): everything of one competition hangs under `['champs', id]`. */
  champs: {
    all: ['champs'] as const,
    list: (params: Record<string, unknown>) => ['champs', 'list', params] as const,
    detail: (id: string) => ['champs', id] as const,
    stages: (id: string) => ['champs', id, 'stages'] as const,
    teams: (id: string) => ['champs', id, 'teams'] as const,
    fixtures: (id: string) => ['champs', id, 'fixtures'] as const,
    stats: (id: string) => ['champs', id, 'stats'] as const,
    stageStats: (id: string, stageId: string) => ['champs', id, 'stage-stats', stageId] as const,
  },
  /** Teams (issue 4). */
  teams: {
    all: ['teams'] as const,
    list: (params: Record<string, unknown>) => ['teams', 'list', params] as const,
    search: (params: Record<string, unknown>) => ['teams', 'search', params] as const,
    detail: (id: string) => ['teams', 'detail', id] as const,
  },
};
