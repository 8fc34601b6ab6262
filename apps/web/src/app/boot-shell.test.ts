import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';

/**
 * index.html paints a boot shell (header and spinner) before the scripts load (issue 13). It is plain HTML and
 * CSS, so nothing ties it to the app but this test: the header's height, colours and font are the app's, and
 * the markers the server relies on (a league site leaves the brand out) are there.
 */
const here = dirname(fileURLToPath(import.meta.url));
const html = readFileSync(join(here, '../../index.html'), 'utf8');
const layoutCss = readFileSync(join(here, 'layouts/layout.module.css'), 'utf8');
const colours = theme.colors as Record<'teal' | 'gray', readonly string[]>;

describe('the boot shell of index.html', () => {
  it('has the public header’s height', () => {
    expect(layoutCss).toContain('--public-header-height: 60px;');
    expect(html).toMatch(/\.boot-header \{[^}]*height: 60px;/);
    expect(html).toMatch(/\.boot-main \{[^}]*padding-top: 60px;/);
  });

  it('uses the theme’s brand colour, border, text colour and font', () => {
    expect(html).toContain(`color: ${colours.teal[7]};`);
    expect(html).toContain(`border-bottom: 1px solid ${DEFAULT_THEME.colors.gray[3]};`);
    expect(html).toContain(`color: ${colours.gray[6]};`);
    expect(html).toContain(`border-top-color: ${colours.teal[6]};`);
    expect(html.replace(/\s+/g, ' ')).toContain(theme.fontFamily?.replace(/\s+/g, ' ') ?? 'missing');
  });

  it('moves the brand past the phone’s menu button below the sm breakpoint', () => {
    expect(DEFAULT_THEME.breakpoints.sm).toBe('48em');
    expect(html).toContain('@media (max-width: 47.99em) { .boot-header { padding-left: 56px; } }');
  });

  it('marks the brand for the server, inside the root React replaces', () => {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="module"'));
    expect(root).toMatch(/<!--boot-brand-->[\s\S]*Matchday[\s\S]*<!--\/boot-brand-->/);
    expect(root).toContain('role="status"');
  });
});
