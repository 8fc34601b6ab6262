import { type Location, ScrollRestoration } from 'react-router';

/** One scroll position per path: a change of the query alone (a tab, a filter, the calendar's week) stays put. */
const byPath = (location: Location) => location.pathname;

/**
 * A new page opens at its top, and Back returns to where the reader was: React Router's scroll restoration,
 * keyed by path. Every layout renders it once (one layout is on screen at a time).
 */
export function PageScroll() {
  return <ScrollRestoration getKey={byPath} />;
}
