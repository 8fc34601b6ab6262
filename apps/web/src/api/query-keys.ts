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
};
