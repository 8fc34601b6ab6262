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
 * hint only a mouse shows (Mantine's tooltips open on hover, not on touch or focus). Until then the child
 * shows as it is; once loaded, every tooltip rendered afterwards is Mantine's from the start. Same props as
 * Mantine's `Tooltip`.
 */
export function LazyTooltip(props: TooltipProps) {
  const [Component, setComponent] = useState<Tooltip | null>(() => loaded);
  const [hovered, setHovered] = useState(false);
  // The child is replaced when the tooltip arrives: one that had the focus gets it back.
  // (Mantine types the ref as a div's; it is the child's element, whatever it is.)
  const element = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Component && refocus.current) {
      refocus.current = false;
      element.current?.focus();
    }
  }, [Component]);

  // Nor is it replaced while a button is held on it: a click pressed on the old element and released on the
  // new one would be lost. The swap then waits for the release.
  const pressed = useRef(false);
  const pending = useRef<Tooltip | null>(null);
  const swap = (tooltip: Tooltip, target: HTMLElement) => {
    if (pressed.current) {
      pending.current = tooltip;
      return;
    }
    refocus.current = document.activeElement === target;
    setComponent(() => tooltip);
  };

  if (Component) return <Component ref={element} defaultOpened={hovered} {...props} />;
  const child = props.children as Child;
  return cloneElement(child, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerEnter?.(event);
      if (event.pointerType === 'touch') return;
      setHovered(true);
      const target = event.currentTarget;
      void loadTooltip().then((tooltip) => swap(tooltip, target));
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerLeave?.(event);
      setHovered(false);
    },
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerDown?.(event);
      pressed.current = true;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      child.props.onPointerUp?.(event);
      pressed.current = false;
      const target = event.currentTarget;
      const tooltip = pending.current;
      pending.current = null;
      // After the click this release is part of.
      if (tooltip) setTimeout(() => swap(tooltip, target), 0);
    },
  });
}
