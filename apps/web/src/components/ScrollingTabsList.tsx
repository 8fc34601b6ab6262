import { Tabs, type TabsListProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './ScrollingTabsList.module.css';

/**
 * A page's row of tabs that scrolls sideways rather than wrapping (a phone), and fades at an edge beyond which
 * more tabs lie, so a visitor sees there is more than fits (the competition page's Chat tab sat out of sight
 * with no hint). Use it instead of `Tabs.List` for a page's main tabs.
 */
export function ScrollingTabsList({ children, className, ...props }: TabsListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    // The first measure waits for the next frame, which lays the page out anyway: measuring in the effect forced
    // that layout inside the task that mounts the page, one long task more on a phone (issue 13).
    const frame = requestAnimationFrame(measure);
    list.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);
  return (
    <Tabs.List
      ref={ref}
      className={className ? `${classes.list} ${className}` : classes.list}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
      {...props}
    >
      {children}
    </Tabs.List>
  );
}
