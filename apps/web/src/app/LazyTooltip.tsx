import type { TooltipProps } from '@mantine/core';
import {
  type ComponentType,
  cloneElement,
  type HTMLAttributes,
  type PointerEvent,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react';

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

type Child = ReactElement<HTMLAttributes<HTMLElement>>;

/**
 * Mantine's Tooltip, loaded when a mouse first comes over its element: a tooltip needs floating-ui (~20 kB
 * gzip with Mantine's Popover parts), which a public page's first load leaves out (issue 13). Loaded when the
 * page went idle, it and the re-render of every tooltip on the page ran in a phone's busiest seconds, for a
 * hint only a mouse shows (Mantine's tooltips open on hover, not on touch or focus).
 *
 * Mantine's tooltip replaces the child's element, so it takes over when the pointer leaves, never under the
 * pointer (a click pressed on the old element and released on the new one would be lost): the first hover of
 * a page shows the child alone, the next ones the hint. Tooltips rendered once it has loaded are Mantine's
 * from the start. Same props as Mantine's `Tooltip`.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Component, setComponent] = useState<Tooltip | null>(() => loaded);
  // A child that had the focus when it was replaced gets it back.
  // (Mantine types the ref as a div's; it is the child's element, whatever it is.)
  const element = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Component && refocus.current) {
      refocus.current = false;
      element.current?.focus();
    }
  }, [Component]);

  if (Component) return <Component ref={element} {...props} />;
  const child = props.children as Child;
  return cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType !== 'touch') void loadTooltip();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerLeave?.(event);
      if (!loaded) return;
      refocus.current = document.activeElement === event.currentTarget;
      setComponent(() => loaded);
    },
  });
}
