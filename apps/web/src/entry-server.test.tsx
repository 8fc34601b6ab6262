import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { loadInitialReads } from './api/initial-reads.ts';
import { App } from './app/App.tsx';
import { canHydrate, routerForServerRenderedPage } from './app/hydration.ts';
import { createQueryClient, Providers } from './app/providers.tsx';
import { renderPage } from './entry-server.tsx';
import { testRuntimeConfig } from './test/runtime-config.ts';

// ADR 0025: the server draws a public page with the components the browser uses, from the answers the page is
// sent with; the browser hydrates that drawing. A drawing the browser's first render does not reproduce
// (a time, an id, a branch on `window`) would be thrown away and drawn again, or worse, left half-matched.

const runtimeConfig = testRuntimeConfig;
const answers = {
  '/security/v1/auth/get-session': 'null',
  '/api/stats':
    '{"leagues":12,"competitions":30,"matchesPlayed":412,"goals":1203,"teams":96,"players":1100,"users":640}',
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the server’s render of a public page', () => {
  it('draws the page itself, with its answers, rather than a loader', async () => {
    const { html } = await renderPage({
      url: 'http://localhost:3000/about-us',
      subdomain: null,
      runtimeConfig,
      answers,
      timeZone: 'UTC',
    });
    expect(html).toMatch(/<h1[^>]*>About Matchday<\/h1>/);
    expect(html).toContain('1,203'); // the figures from the stats answer
    expect(html).not.toContain('role="status"');
  });

  it('draws in the visitor’s time zone, and leaves the server’s as it was', async () => {
    const before = process.env.TZ;
    const drawn = await renderPage({
      url: 'http://localhost:3000/about-us',
      subdomain: null,
      runtimeConfig,
      answers,
      timeZone: 'Asia/Kolkata',
    });
    expect(drawn.timeZoneOffsets).toBe('-330 -330 -330');
    expect(process.env.TZ).toBe(before);
  });

  it('is not hydrated in another time zone than it was drawn in', () => {
    const root = document.createElement('div');
    root.setAttribute('data-server-rendered', '-330 -330 -330');
    expect(canHydrate(root)).toBe(new Date().getTimezoneOffset() === -330);
    root.removeAttribute('data-server-rendered');
    expect(canHydrate(root)).toBe(false);
  });

  it('is hydrated by the browser as it is, without a mismatch', async () => {
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const url = 'http://localhost:3000/about-us';
    const { html, timeZoneOffsets } = await renderPage({
      url,
      subdomain: null,
      runtimeConfig,
      answers,
      timeZone,
    });
    window.history.replaceState(null, '', '/about-us');
    document.body.innerHTML = [
      `<script type="application/json" id="runtime-config">${JSON.stringify(runtimeConfig)}</script>`,
      `<div id="root" data-server-rendered="${timeZoneOffsets}">${html}</div>`,
      `<script type="application/json" id="initial-reads">{${Object.entries(answers)
        .map(([key, json]) => `${JSON.stringify(key)}:${json}`)
        .join(',')}}</script>`,
    ].join('');
    const root = document.getElementById('root') as HTMLElement;
    expect(canHydrate(root)).toBe(true);
    const heading = root.querySelector('h1');
    loadInitialReads(document);
    const router = await routerForServerRenderedPage();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <Providers queryClient={createQueryClient()}>
          <App router={router} />
        </Providers>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
    });
    expect(mismatches).toEqual([]);
    // The app has the page now: the drawing's mark goes (index.html holds its buttons inert until then).
    expect(root).not.toHaveAttribute('data-server-rendered');
    // The same element, taken over rather than drawn again.
    expect(root.querySelector('h1')).toBe(heading);
    expect(heading).toHaveTextContent('About Matchday');
  });
});
