import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's teal with its darker half darkened (issue 13: WCAG 2.1 AA contrast, checked by axe in
 * e2e/a11y). Shade 6 is what light mode fills buttons with and colours links, outlines and `c="teal"` text in:
 * white on it, and it on white, on gray.0 and on teal.0/teal.1 (light buttons, the header's current link),
 * reach 4.5:1. Shades 7–9 (hover, the light variant's text, dark mode's filled) stay darker still. Shades 0–5
 * (backgrounds, dark mode's links) are Mantine's.
 */
const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#067553',
  '#066b4d',
  '#055e44',
  '#04513a',
];

/**
 * Mantine's gray with shade 6 darkened: it is light mode's `dimmed` text (`c="dimmed"`, descriptions, captions),
 * which at #868e96 reached only 3.3:1 on white. #5f6670 reaches 4.5:1 on white, gray.0–2 and teal.0–1.
 */
const [g0, g1, g2, g3, g4, g5, , g7, g8, g9] = DEFAULT_THEME.colors.gray;
const gray: MantineColorsTuple = [g0, g1, g2, g3, g4, g5, '#5f6670', g7, g8, g9];

/**
 * Mantine's dark with shade 2 lightened: it is dark mode's `dimmed` text (the dark widgets), which at #828282
 * reached only 4.0:1 on the dark body (dark.7). #9a9a9a reaches 5.5:1 there and 4.8:1 on dark.6 (cards).
 */
const [d0, d1, , d3, d4, d5, d6, d7, d8, d9] = DEFAULT_THEME.colors.dark;
const dark: MantineColorsTuple = [d0, d1, '#9a9a9a', d3, d4, d5, d6, d7, d8, d9];

/**
 * Mantine's red with shades 6–9 darkened: red.6 is light mode's error text and the filled "Live" badges, and
 * #fa5252 reached only 3.3:1 with white. #c92a2a reaches 5.5:1 on white.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9b2020',
  '#861c1c',
];

export const theme = createTheme({
  primaryColor: 'teal',
  colors: { teal, gray, dark, red },
  // Filled buttons, badges and icons of any colour get black or white text, whichever contrasts more: 0.179 is
  // the WCAG relative luminance at which both reach the same ratio (green, yellow or orange get black text).
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
});
