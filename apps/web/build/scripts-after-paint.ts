import type { Plugin } from 'vite';

/**
 * Marks index.html's module script and its `modulepreload` links `fetchpriority="low"` (issue 13). Module
 * scripts never block the first paint (they run after parsing), and index.html paints its boot shell without
 * them; at the default High priority a phone on a slow network still fetched them alongside the stylesheet that
 * does block the paint, and Lighthouse's simulation counted them as render-blocking (a first paint at ~3 s
 * rather than ~1 s). Low priority lets the stylesheet go first; the scripts follow at once.
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'matchday:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => lowerScriptPriority(html),
    },
  };
}

/** The module scripts and modulepreload links of `html`, with `fetchpriority="low"` (once). */
export function lowerScriptPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}
