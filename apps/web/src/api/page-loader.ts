import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What a page's route loader works with: the query cache of the page (one per request on the server, the app's
 * own in the browser), the visitor's time zone (a page that shows "today" reads the visitor's day) and whether
 * the page is for a phone's width (a page that shows something else there reads that).
 */
export interface PageContext {
  queryClient: QueryClient;
  timeZone: string;
  /** The server: what the visitor's browser said (lib/phone-screen.tsx). The browser: the screen's width now. */
  isPhone: () => boolean;
}

/**
 * A public page's route loader (React Router's `loader`), made for a page context: it loads into the query cache
 * what the page's first screen reads, with the very query definitions its components use (each feature's
 * `queries.ts`), and returns nothing — the components read the cache. On the server that is what the page is
 * drawn from and what goes into the page for the browser (entry-server.tsx); in the browser it is what a
 * navigation waits for. A page module exports it as `loader`, and its route row hands it the context:
 *
 *   lazy: () => import('../features/home/HomePage.tsx').then((m) => ({ Component: m.HomePage, loader: m.loader(page) }))
 */
export type PageLoader = (page: PageContext) => (args: LoaderFunctionArgs) => Promise<null>;

/**
 * Loads one query into the cache and gives its data; `undefined` when the read failed. A failed read is the
 * page's to show (its component sees the error, or asks again with its own retries), not a reason to replace
 * the page with an error page, and a loader does not retry: on the server the page would wait for it.
 */
export async function load<T, K extends QueryKey>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T, Error, T, K>,
): Promise<T | undefined> {
  try {
    return await queryClient.ensureQueryData({ ...query, retry: false });
  } catch {
    return undefined;
  }
}
