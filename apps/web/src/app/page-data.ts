import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page drawn on the server is sent with, for the browser to take the drawing over (ADR 0026): the query
 * cache the route loaders filled (TanStack Query's dehydrated state), React Router's hydration data (what the
 * loaders returned), the time zone the page was drawn in and whether it was drawn for a phone. A JSON data block at the end of the page: the CSP
 * runs no inline script, and a data block is none.
 */
export interface ServerPageData {
  timeZone: string;
  /** Drawn for a phone's width (lib/phone-screen.tsx); absent in a page drawn before this was sent. */
  phone?: boolean;
  queries: DehydratedState;
  router: Partial<HydrationState>;
}

/** The id of the page's data block (`<script type="application/json">`). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The data as JSON text that cannot end its `<script>` element early (`<` is written as `\u003c`). */
export function serializePageData(data: ServerPageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The data block of the page, or `null` for a page the server did not draw (or a block that is not JSON). */
export function readPageData(doc: Document = document): ServerPageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as ServerPageData;
    return typeof data === 'object' && data !== null && typeof data.timeZone === 'string' ? data : null;
  } catch {
    return null;
  }
}
