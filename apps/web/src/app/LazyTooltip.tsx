import type { TooltipProps } from '@mantine/core';
import { type ComponentType, useEffect, useState } from 'react';

type Tooltip = ComponentType<TooltipProps>;
let loaded: Tooltip | null = null;
let loading: Promise<Tooltip> | null = null;

function loadTooltip(): Promise<Tooltip> {
  loading ??= import('./MantineTooltip.ts').then((m) => {
    loaded = m.Tooltip as Tooltip;
    return loaded;
  });
  return loading;
}

/** After the page has painted and gone idle (a phone's first load is not the time). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

// Fetched as soon as the page that shows a tooltip is idle, usually before its data arrives: the tooltips then
// render as Mantine's from the start, and their child is not swapped under the pointer.
if (typeof window !== 'undefined') whenIdle(() => void loadTooltip());

/**
 * Mantine's Tooltip, loaded once the page is idle: a tooltip needs floating-ui (~20 kB gzip with Mantine's
 * Popover parts), which a public page's first load leaves out (issue 13). Until then the child shows as it is,
 * without its hint. Same props as Mantine's `Tooltip`.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Component, setComponent] = useState<Tooltip | null>(() => loaded);
  useEffect(() => {
    if (Component) return;
    let active = true;
    const cancel = whenIdle(() => {
      void loadTooltip().then((tooltip) => {
        if (active) setComponent(() => tooltip);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, [Component]);
  return Component ? <Component {...props} /> : props.children;
}
