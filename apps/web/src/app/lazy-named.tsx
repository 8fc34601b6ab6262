import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';
import { useNearViewport } from '../lib/near-viewport.ts';

/**
 * A component loaded as a chunk of its own, in its own Suspense boundary (nothing shows until it has loaded):
 * for what a page does not show at once — other tabs, menus, dialogs, chat. Issue 13: a public page's first
 * load stays ≤ 200 kB of gzipped JavaScript (apps/web/README.md).
 *
 * Its chunk is asked for once the page has painted, not during the render that first meets it: asked
 * during that render, a page's dozen lazy parts (header buttons, news, tooltips) were on their way before the
 * page had shown anything, and its first paint waited behind them on a phone's network (Lighthouse's largest
 * contentful paint counted every one). Once loaded, it renders at once wherever it appears.
 *
 * `const StandingsTables = lazyNamed(() => import('./StandingsTables.tsx').then((m) => m.StandingsTables));`
 */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  let loaded = false;
  const Lazy = lazy(() =>
    load().then((component) => {
      loaded = true;
      return { default: component };
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy component, at a module's top level.
  function LazyNamed(props: P) {
    const [mounted, setMounted] = useState(loaded);
    useEffect(() => (mounted ? undefined : afterNextPaint(() => setMounted(true))), [mounted]);
    return <Suspense fallback={fallback}>{mounted ? <Lazy {...props} /> : fallback}</Suspense>;
  }
  return LazyNamed;
}

/**
 * As `lazyNamed`, for a part below the fold on a phone (a competition's news under its fixtures): its chunk is
 * asked for when its place comes within `margin` of the screen (`useNearViewport`), not with the page, so a
 * visitor who reads the top of a page does not download what is at its bottom (issue 25). `placeholder` holds
 * its place until then and while it loads; the server draws the placeholder too.
 */
export function lazyNearViewport<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode,
  margin = '400px',
): ComponentType<P> {
  let loaded = false;
  const Lazy = lazy(() =>
    load().then((component) => {
      loaded = true;
      return { default: component };
    }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy component, at a module's top level.
  function LazyNearViewport(props: P) {
    const [place, near] = useNearViewport<HTMLDivElement>(margin);
    if (!near && !loaded) return <div ref={place}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyNearViewport;
}
