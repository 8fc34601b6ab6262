import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const web = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('favicon', () => {
  it('ships /favicon.ico (a real icon) and /favicon.svg, and the page links both', () => {
    const ico = readFileSync(join(web, 'public/favicon.ico'));
    // ICONDIR: reserved 0, type 1 (icon), at least one image.
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    expect(readFileSync(join(web, 'public/favicon.svg'), 'utf8')).toMatch(
      /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(html).toMatch(/<link rel="icon" href="\/favicon.ico"/);
  });
});
