import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** e2e/screenshots (gitignored): look at them after a run, especially the phone ones. */
export const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Saves `<name>-desktop.png` (1280×800) and `<name>-phone.png` (390×844) of the current page, full
 * height, then restores the viewport the journey was using. Under CI nobody opens them, and the ~230 full-page
 * captures took minutes of CI's time: they are taken there only with `E2E_SCREENSHOTS=1`.
 */
export async function snap(page: Page, name: string) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(screenshotDir, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // Let layout (Mantine's media queries, the app shell) settle at the new width.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.screenshot({
      path: join(screenshotDir, `${name}-${label}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  if (before) await page.setViewportSize(before);
}
