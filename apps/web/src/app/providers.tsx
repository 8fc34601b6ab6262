import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { MutationCache, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ApiQueryClient } from '../api/client.ts';
import type { ApiFetch } from '../api/http.ts';
import { queryKeys } from '../api/query-keys.ts';
import { browserTimeZone, DisplayTimeZoneProvider } from '../lib/display-time-zone.tsx';
import { DrawnForPhoneProvider } from '../lib/phone-screen.tsx';
import { theme } from './theme.ts';

/**
 * One rule for what a write refreshes: after any successful mutation every query is marked stale, and those on
 * screen refetch. Hand-kept lists of keys per mutation missed some (a renamed team kept its old name in
 * fixtures and standings); the server's events keep open pages current too (the realtime hub).
 */
const NOT_DATA: ReadonlySet<string> = new Set([queryKeys.session[0], queryKeys.runtimeConfig[0]]);

/**
 * The app's query cache. In the browser, one for the app's life. On the server (`server`), one per page request,
 * whose reads go through `fetchApi` (entry-server.tsx) and are never retried: the page would wait for them.
 */
export function createQueryClient({
  server = false,
  fetchApi,
}: {
  server?: boolean;
  fetchApi?: ApiFetch;
} = {}) {
  const client: QueryClient = new ApiQueryClient(
    {
      defaultOptions: {
        queries: { staleTime: 30_000, retry: server ? false : 1, refetchOnWindowFocus: false },
      },
      mutationCache: new MutationCache({
        onSuccess: (_data, _variables, _context, mutation) => {
          if (mutation.meta?.refreshes === 'nothing') return;
          // Who is signed in and the runtime configuration do not change with a write; their own flows refresh them.
          return client.invalidateQueries({ predicate: (query) => !NOT_DATA.has(String(query.queryKey[0])) });
        },
      }),
    },
    fetchApi,
  );
  return client;
}

/**
 * The app's providers. `timeZone` is the zone its dates and times are shown in (lib/display-time-zone.tsx): the
 * visitor's, which the server's drawing of a page and the browser's hydration of it must agree on; without it,
 * the zone this code runs in. `drawnForPhone` likewise: what the server drew the page for, while it is taken over
 * (lib/phone-screen.tsx).
 */
export function Providers({
  children,
  queryClient,
  timeZone,
  drawnForPhone,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  timeZone?: string;
  drawnForPhone?: boolean | undefined;
}) {
  const displayTimeZone = useMemo(() => timeZone ?? browserTimeZone(), [timeZone]);
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <DisplayTimeZoneProvider timeZone={displayTimeZone}>
          <DrawnForPhoneProvider phone={drawnForPhone}>
            <NotificationsOnDemand />
            <ModalsOnDemand />
            {children}
          </DrawnForPhoneProvider>
        </DisplayTimeZoneProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

// Issue 13 (first load ≤ 200 kB): the notification stack and the modals manager (transitions, portals, focus
// trap, overlay) are chunks of their own, loaded the first time something is shown. Pages keep using Mantine's
// `notifications.show` (components/notifications.ts) and `modals.openConfirmModal`.

const NotificationsHost = lazy(() =>
  import('./NotificationsHost.tsx').then((m) => ({ default: m.NotificationsHost })),
);

/** Mounts Mantine's `<Notifications>` once the store holds a notification; it then shows what is queued. */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  );
}

/** The events `modals.*` of @mantine/modals sends on `window` (its ModalsProvider listens to them). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Loads @mantine/modals' provider on the first `modals.*` call, then sends it the calls made while it loaded.
 * It has no children: pages use the event API (`modals.openConfirmModal`), not `useModals()`.
 */
function ModalsOnDemand() {
  const [Provider, setProvider] = useState<ComponentType | null>(null);
  const pending = useRef<CustomEvent[]>([]);

  useEffect(() => {
    if (Provider) return;
    let loading = false;
    const onEvent = (event: Event) => {
      pending.current.push(event as CustomEvent);
      if (loading) return;
      loading = true;
      void import('./ModalsHost.tsx').then((m) => setProvider(() => m.ModalsHost));
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, onEvent);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, onEvent);
    };
  }, [Provider]);

  // The provider's listeners are attached by now (a child's effects run first): replay what came before.
  useEffect(() => {
    if (!Provider) return;
    const events = pending.current.splice(0);
    for (const event of events) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }, [Provider]);

  return Provider ? <Provider /> : null;
}
