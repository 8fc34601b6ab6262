import type { Plugin } from 'vite';

/**
 * `<link rel="preload">` of `/runtime-config.json` in index.html: the app renders nothing before it has the
 * runtime configuration (app/RuntimeConfigProvider.tsx), so the browser fetches it while it downloads the
 * scripts instead of after running them (issue 13, Lighthouse). `use-credentials` matches the app's own
 * `fetch(…, { credentials: 'include' })`, so the preloaded answer is the one the app reads.
 */
export function preloadRuntimeConfig(): Plugin {
  return {
    name: 'matchday:preload-runtime-config',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'link',
        attrs: { rel: 'preload', href: '/runtime-config.json', as: 'fetch', crossorigin: 'use-credentials' },
        injectTo: 'head-prepend',
      },
    ],
  };
}
