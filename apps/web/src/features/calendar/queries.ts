import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { dayOf } from '../../lib/zoned-time.ts';
import {
  type CalendarView,
  instantsOf,
  isCalendarView,
  parseCalendarDay,
  rangeOf,
} from './calendar-dates.ts';

/** The calendar page's read, loaded by its route loader and read by the page (CalendarPage.tsx). */

/** The filters that name one item; the page links here with them (`/calendar?teamId=…`). */
export const ITEM_FILTERS = ['leagueId', 'champId', 'teamId'] as const;
export type ItemFilter = (typeof ITEM_FILTERS)[number];

/** What the calendar page asks for: the range as ISO date-times, and the filters in the URL. */
export interface CalendarParams {
  from: string;
  to: string;
  sportKindId?: string | undefined;
  leagueId?: string | undefined;
  champId?: string | undefined;
  teamId?: string | undefined;
  favorites?: boolean | undefined;
}

/** `GET /calendar`: dated fixtures in the range, soonest first (at most 1000; `truncated` when more). */
export const calendarQuery = (params: CalendarParams) =>
  readQuery(queryKeys.fixtures.calendar({ ...params }), api.calendar.getCalendar, {
    query: {
      from: params.from,
      to: params.to,
      sportKindId: params.sportKindId || undefined,
      leagueId: params.leagueId || undefined,
      champId: params.champId || undefined,
      teamId: params.teamId || undefined,
      favorites: params.favorites ? 'true' : undefined,
    },
  });

/** What the page shows for its address: the view, its days, and the read that fills them. */
export interface CalendarShown {
  view: CalendarView;
  /** The day the view is around (`YYYY-MM-DD`): the address's `date`, else today. */
  anchor: string;
  start: string;
  end: string;
  filters: Record<ItemFilter, string | undefined>;
  sportKindId: string | undefined;
  favorites: boolean;
  params: CalendarParams;
}

/**
 * What `/calendar?…` shows, for the page and its route loader alike (they must ask for the same read): the
 * address's view, else the list on a phone and the month elsewhere; the address's day, else today in the
 * visitor's zone; the favourites only for a signed-in user.
 */
export function calendarShown(
  search: URLSearchParams,
  viewer: { timeZone: string; isPhone: boolean; signedIn: boolean; now?: number },
): CalendarShown {
  const viewParam = search.get('view');
  const view: CalendarView = isCalendarView(viewParam) ? viewParam : viewer.isPhone ? 'list' : 'month';
  const anchor = parseCalendarDay(search.get('date')) ?? dayOf(viewer.now ?? Date.now(), viewer.timeZone);
  const { start, end } = rangeOf(view, anchor);
  const favorites = search.get('favorites') === '1' && viewer.signedIn;
  const filters = Object.fromEntries(
    ITEM_FILTERS.map((key) => [key, search.get(key) ?? undefined]),
  ) as Record<ItemFilter, string | undefined>;
  const sportKindId = search.get('sport') ?? undefined;
  return {
    view,
    anchor,
    start,
    end,
    filters,
    sportKindId,
    favorites,
    params: { ...instantsOf({ start, end }, viewer.timeZone), sportKindId, ...filters, favorites },
  };
}
