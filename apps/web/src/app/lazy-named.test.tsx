import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNearViewport } from './lazy-named.tsx';

afterEach(() => vi.unstubAllGlobals());

/** An IntersectionObserver the test drives: `comeNear()` says every observed element came within its margin. */
function stubObserver() {
  const watched: { callback: IntersectionObserverCallback; target: Element; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        readonly callback: IntersectionObserverCallback,
        readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        watched.push({ callback: this.callback, target, margin: this.options?.rootMargin });
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  const comeNear = () =>
    act(() => {
      for (const { callback, target } of watched)
        callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { watched, comeNear };
}

describe('lazyNearViewport', () => {
  it('shows the placeholder and loads nothing until its place comes near the screen', async () => {
    const { watched, comeNear } = stubObserver();
    const load = vi.fn(async () => ({ text }: { text: string }) => <p>{text}</p>);
    const News = lazyNearViewport(load, <span>placeholder</span>, '200px');
    render(<News text="the news" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(watched.at(-1)?.margin).toBe('200px');
    await new Promise((done) => setTimeout(done, 20));
    expect(load).not.toHaveBeenCalled();

    await comeNear();
    expect(await screen.findByText('the news')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is drawn on the server as its placeholder, as the browser first draws it', () => {
    stubObserver();
    const News = lazyNearViewport(async () => () => <p>the news</p>, <span>placeholder</span>);
    expect(renderToString(<News />)).toBe('<div><span>placeholder</span></div>');
  });

  it('renders at once once loaded (a later page showing it again)', async () => {
    const { comeNear } = stubObserver();
    const News = lazyNearViewport(async () => () => <p>the news</p>, <span>placeholder</span>);
    const first = render(<News />);
    await comeNear();
    await screen.findByText('the news');
    first.unmount();
    render(<News />);
    expect(await screen.findByText('the news')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
