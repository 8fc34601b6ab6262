import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component loaded on first render, as a chunk of its own, in its own Suspense boundary (nothing shows until
 * it has loaded): for what a page does not show at once — other tabs, menus, dialogs, chat. Issue 13: a
 * public page's first load stays ≤ 200 kB of gzipped JavaScript (apps/web/README.md).
 *
 * `const StandingsTables = lazyNamed(() => import('./StandingsTables.tsx').then((m) => m.StandingsTables));`
 */
export function lazyNamed<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy component, at a module's top level.
  function LazyNamed(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyNamed;
}
