import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../api/query-keys.ts';
import { theme } from './theme.ts';

/**
 * One rule for what a write refreshes: after any successful mutation every query is marked stale, and those on
 * screen refetch. Hand-kept lists of keys per mutation missed some (a renamed team kept its old name in
 * fixtures and standings); the server's events keep open pages current too (the realtime hub).
 */
const NOT_DATA: ReadonlySet<string> = new Set([queryKeys.session[0], queryKeys.runtimeConfig[0]]);

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.refreshes === 'nothing') return;
        // Who is signed in and the runtime configuration do not change with a write; their own flows refresh them.
        return client.invalidateQueries({ predicate: (query) => !NOT_DATA.has(String(query.queryKey[0])) });
      },
    }),
  });
  return client;
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          {/* Two at a time: a burst of saves (a match entered quickly) must not cover the page. */}
          <Notifications position="top-right" limit={2} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
