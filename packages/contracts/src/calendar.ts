import { z } from 'zod';
import { FixtureStatus, RefereeRole } from './fixtures.ts';
import { Id, QueryBoolean } from './paging.ts';
import { Access, defineRoutes } from './route.ts';

/**
 * The calendar (spec §2 `/calendar`): dated fixtures in a range, and the iCalendar feeds. The feeds are text,
 * not JSON, so they are not rows of this table (the server registers them by hand); their paths are here so
 * the web app links to them without typing them twice.
 */

/** The longest range `GET /calendar` answers, in days (two months, so a month view with its edges fits). */
export const CALENDAR_MAX_RANGE_DAYS = 62;
/** The most fixtures one `GET /calendar` answers; `truncated` says when there were more. */
export const CALENDAR_MAX_ITEMS = 1000;

const CalendarDate = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const CalendarQuery = z.object({
  /** Inclusive lower bound of the kick-off (date or date-time; a bare date starts at 00:00 UTC). */
  from: CalendarDate,
  /** Inclusive upper bound (a bare date includes that whole day, UTC). At most 62 days after `from`. */
  to: CalendarDate,
  sportKindId: z.string().min(1).max(64).optional(),
  leagueId: Id.optional(),
  champId: Id.optional(),
  teamId: Id.optional(),
  /** Only the fixtures of the caller's favourite leagues, competitions, teams and players; needs sign-in. */
  favorites: QueryBoolean.optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarFixture = z.object({
  id: Id,
  champId: Id,
  champName: z.string(),
  leagueId: Id,
  leagueName: z.string(),
  sportKindId: z.string(),
  stageName: z.string(),
  groupName: z.string().nullable(),
  round: z.number().int(),
  homeTeamId: Id.nullable(),
  awayTeamId: Id.nullable(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  status: FixtureStatus,
  /** Kick-off, ISO 8601 UTC: the calendar lists dated fixtures only. */
  startsAt: z.string(),
  /** Kick-off plus the sport's match duration (packages/domain `MATCH_DURATION_MINUTES`). */
  endsAt: z.string(),
  venueId: Id.nullable(),
  venueName: z.string().nullable(),
  venueCity: z.string().nullable(),
  referees: z.array(z.object({ id: Id, name: z.string(), role: RefereeRole })),
});
export type CalendarFixture = z.infer<typeof CalendarFixture>;

export const CalendarPage = z.object({
  /** Soonest first. */
  items: z.array(CalendarFixture),
  totalItems: z.number().int(),
  /** More than `CALENDAR_MAX_ITEMS` matched: narrow the range or the filter. */
  truncated: z.boolean(),
});
export type CalendarPage = z.infer<typeof CalendarPage>;

/** The caller's private favourites feed: the https address and the same as `webcal://`. */
export const CalendarFeedLink = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedLink = z.infer<typeof CalendarFeedLink>;

export { type CalendarFeedKind, calendarFeedPaths } from './calendar-feeds.ts';

const tags = ['calendar'];

export const calendarRoutes = defineRoutes({
  getCalendar: {
    method: 'GET',
    path: '/api/calendar',
    summary:
      'Dated fixtures in a range of at most 62 days, by sport, league, competition, team or favourites',
    description:
      'Soonest first, at most 1000 (`truncated` when more matched). `favorites=true` needs sign-in (401 without).',
    tags,
    access: Access.public,
    query: CalendarQuery,
    response: CalendarPage,
  },
  getCalendarToken: {
    method: 'GET',
    path: '/api/calendar/token',
    summary: "The address of the caller's private favourites feed",
    tags,
    access: Access.signedIn,
    response: CalendarFeedLink,
  },
  rotateCalendarToken: {
    method: 'POST',
    path: '/api/calendar/token',
    summary: "Give the caller's favourites feed a new address; the old one stops working",
    tags,
    access: Access.signedIn,
    response: CalendarFeedLink,
  },
});
