import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (once true, it stays true), and the ref to put
 * on it. For a part of a page that is heavy to load and sits below the fold on a phone (chat): it loads when
 * the visitor scrolls towards it, not while the page's first picture is being made (issue 13, Lighthouse's
 * blocking time). Without IntersectionObserver it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return [setNode, near];
}
