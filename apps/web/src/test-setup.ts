import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n/index.ts';
// Loaded before the tests, not on a page's first call: api/client.ts imports it lazily (the whole contract with
// its schemas), which on a busy machine took longer than a `findBy…` waits (1 s) and failed tests at random.
import './api/response-validation.ts';

// The tests of a file share one page and one module graph: what a test left behind goes with it, a modal still
// closing in a portal outside the rendered root, the notifications in Mantine's store (module state, which the
// next test's page would show).
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  notifications.clean();
  notifications.cleanQueue();
});

// A page waits for its route loader and its lazy chunks before it shows (ADR 0026). On a 2-core machine running
// the whole suite (CI, or several runs at once) that took more than testing-library's default second for a
// `findBy…` now and then (the donate page, the billing tab): the wait is for the page, however busy the machine.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs; happy-dom lacks them.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// Mantine's autosize Textarea listens for web fonts loading; happy-dom has no FontFaceSet.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
