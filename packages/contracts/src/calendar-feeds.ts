// Calendar feed paths without zod (re-exported by calendar.ts): public pages import them.

/** The iCalendar feeds (text/calendar), one per league, competition, team and player. */
export const calendarFeedPaths = {
  league: '/api/champ-leagues/:id/calendar.ics',
  champ: '/api/champs/:id/calendar.ics',
  team: '/api/teams/:id/calendar.ics',
  player: '/api/player/:id/calendar.ics',
  favorites: '/api/calendar/favorites/:token.ics',
} as const;
export type CalendarFeedKind = keyof typeof calendarFeedPaths;
