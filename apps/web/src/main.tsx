import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
// The dates and dropzone styles come with the components that use them (issue 13: less render-blocking CSS).
import './i18n/index.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadInitialReads } from './api/initial-reads.ts';
import { App } from './app/App.tsx';
import { canHydrate, routerForServerRenderedPage } from './app/hydration.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { rememberTimeZone } from './app/time-zone-cookie.ts';

const queryClient = createQueryClient();
// The answers the page came with (ADR 0024): the first render starts its queries from them.
loadInitialReads(document);
// For the next page load only, so well after this one has settled: the first Intl call loads the time zone data,
// ~100 ms of a phone's main thread (Lighthouse's blocking time).
setTimeout(rememberTimeZone, 10_000);

const rootElement = document.getElementById('root')!;
if (canHydrate(rootElement)) {
  // A public page the server drew from the same answers, in this time zone (ADR 0025): React takes over what is
  // on screen. Not a top-level await: the page's chunks import this module, and would wait for it while it
  // waited for them.
  void routerForServerRenderedPage().then((router) => {
    // As a transition, as the first render below: hydrated in slices rather than one long task.
    startTransition(() => {
      hydrateRoot(
        rootElement,
        <StrictMode>
          <Providers queryClient={queryClient}>
            <App router={router} />
          </Providers>
        </StrictMode>,
      );
    });
  });
} else {
  const root = createRoot(rootElement);
  // The first render as a transition: React renders it in slices of a few milliseconds, yielding to the browser
  // between them, instead of one task that blocks a phone's main thread for a few hundred (issue 13, Lighthouse's
  // total blocking time). index.html's boot shell, or the server's drawing, stays on screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <App />
        </Providers>
      </StrictMode>,
    );
  });
}
