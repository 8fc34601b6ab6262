// Fixture names without zod (re-exported by fixtures.ts): public pages import them.

/**
 * Where a fixture stands: `scheduled`, `live` (a period is being played), `halftime` (a break between
 * periods), `finished` (the result counts), `postponed` (a new date to come), `cancelled` (never played).
 */
export const FIXTURE_STATUSES = [
  'scheduled',
  'live',
  'halftime',
  'finished',
  'postponed',
  'cancelled',
] as const;

export const REFEREE_ROLES = ['main', 'assistant', 'fourth'] as const;
