import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './near-viewport.ts';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver whose reports the test makes: `report(true)` says the element came into view. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; margin?: string }[] = [];
  class ReportedObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.entry.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ReportedObserver);
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const o of observers)
        for (const target of o.targets)
          o.callback([{ target, isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { observers, report };
}

function Part() {
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  return <div ref={ref}>{near ? 'loaded' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('is not near until the element comes within the margin of the screen, then stays near', async () => {
    const { observers, report } = stubObserver();
    render(<Part />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers.at(-1)?.margin).toBe('300px');
    await report(false);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await report(true);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    // Near once is near for good: it stops watching.
    expect(observers.every((o) => o.targets.length === 0)).toBe(true);
  });

  it('is near at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(await screen.findByText('loaded')).toBeInTheDocument();
  });
});
