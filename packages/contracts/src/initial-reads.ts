/**
 * The answers a page load comes with (ADR 0024). The server reads what a public page's first screen asks the
 * API (./page-reads.ts names those reads) and puts the answers into the page as a JSON data block, keyed by
 * call path; the web app starts those queries from them instead of rendering a loader, asking, and rendering
 * again for every answer. Free of zod and of every other module: the web app's first load imports it.
 */

/** The id of the JSON data block (`<script type="application/json">`) holding a page load's answers. */
export const INITIAL_READS_ELEMENT_ID = 'initial-reads';

/** The data block's content: answers keyed by `toReadKey` of their call path. */
export type InitialReads = Record<string, unknown>;

/**
 * The key of a call path (`/api/champs/7/teams?pageSize=500&pageIndex=0`): its path and its query parameters
 * sorted by name, so the server and the web app agree whatever order each writes the parameters in.
 */
export function toReadKey(callPath: string): string {
  const mark = callPath.indexOf('?');
  if (mark === -1) return callPath;
  const params = new URLSearchParams(callPath.slice(mark + 1));
  params.sort();
  const query = params.toString();
  return query ? `${callPath.slice(0, mark)}?${query}` : callPath.slice(0, mark);
}

/**
 * The attribute on the page's root element (`<div id="root">`) when the server has drawn the page in it from
 * these answers (ADR 0025): the web app then hydrates what is there instead of drawing it again. Its value is
 * `timeZoneOffsets` of the time zone the page was drawn in: kick-off times and "today" are the visitor's, and
 * a browser in another zone draws the page afresh rather than hydrate other times.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * The local time zone's offsets from UTC (minutes, as `Date#getTimezoneOffset`) now and at the start of January
 * and of July this year: two zones that agree on them show this year's times alike (summer time included).
 */
export function timeZoneOffsets(now: Date = new Date()): string {
  const year = now.getFullYear();
  return [now, new Date(year, 0, 1), new Date(year, 6, 1)].map((at) => at.getTimezoneOffset()).join(' ');
}
