import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const colours = theme.colors as Record<'teal' | 'gray' | 'dark' | 'red', readonly string[]>;
const teal = (shade: number) => colours.teal[shade]!;
const gray = (shade: number) => colours.gray[shade]!;
const dark = (shade: number) => colours.dark[shade]!;
const WHITE = '#ffffff';

// Issue 13: normal text needs 4.5:1 (WCAG 2.1 AA 1.4.3); e2e/a11y/public-pages.spec.ts checks the pages.
describe('theme colours read at WCAG AA', () => {
  it('primary (teal.6): white text on filled buttons, links on white, grey and teal backgrounds', () => {
    expect(theme.primaryColor).toBe('teal');
    for (const background of [WHITE, gray(0), gray(1), teal(0), teal(1)]) {
      expect(contrast(teal(6), background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the header brand (teal.7), current link (teal.8) and light variant text (teal.9)', () => {
    expect(contrast(teal(7), WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(teal(8), teal(0))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(teal(9), teal(1))).toBeGreaterThanOrEqual(4.5);
  });

  it('errors and the filled "Live" badge (red.6) read on white, with white text', () => {
    expect(contrast(colours.red[6]!, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.red[9]!, colours.red[1]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('filled components pick black or white text, whichever contrasts more', () => {
    expect(theme.autoContrast).toBe(true);
    expect(theme.luminanceThreshold).toBeCloseTo(0.179, 3);
  });

  it('dimmed text: gray.6 in light mode, dark.2 in dark mode (the dark widgets)', () => {
    for (const background of [WHITE, gray(0), gray(1), gray(2), teal(0), teal(1)]) {
      expect(contrast(gray(6), background)).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [dark(6), dark(7), dark(8)]) {
      expect(contrast(dark(2), background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
