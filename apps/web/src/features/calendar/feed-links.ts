import { type CalendarFeedKind, calendarFeedPaths, toRoutePath } from '@matchday/contracts';

/**
 * The ways to subscribe to an iCalendar feed: `webcal://` (the system's calendar app), Google Calendar and
 * Outlook's "add from web" pages, and the plain https address (download, copy). One spelling each.
 */
export interface FeedLinks {
  https: string;
  webcal: string;
  google: string;
  outlook: string;
}

/** `path` is the feed's path on this site (`/api/teams/{id}/calendar.ics`) or an absolute address. */
export function toFeedLinks(path: string, name: string, origin: string): FeedLinks {
  const https = new URL(path, origin).toString();
  const webcal = https.replace(/^https?:\/\//, 'webcal://');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(https)}&name=${encodeURIComponent(name)}`,
  };
}

/** The path of a league's, competition's, team's or player's feed (`/api/teams/{id}/calendar.ics`). */
export function toFeedPath(kind: Exclude<CalendarFeedKind, 'favorites'>, id: string): string {
  return toRoutePath(calendarFeedPaths[kind], { id });
}

/** The `/calendar` page filtered to one league, competition or team. */
export function toCalendarPath(filter: 'leagueId' | 'champId' | 'teamId', id: string): string {
  return `/calendar?${filter}=${encodeURIComponent(id)}`;
}
