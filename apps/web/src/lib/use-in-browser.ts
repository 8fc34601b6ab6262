import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page is drawn on the server and while the browser hydrates that drawing (ADR 0025), true from
 * the render after: for what depends on the moment it is drawn (a running match clock), which the server's
 * drawing and the browser's first render would draw differently. A page drawn in the browser has it true from
 * its first render.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
