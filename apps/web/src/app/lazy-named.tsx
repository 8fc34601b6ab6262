import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/after-paint.ts';

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
