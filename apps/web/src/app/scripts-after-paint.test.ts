import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from '../../build/scripts-after-paint.ts';

describe('lowerScriptPriority', () => {
  it('asks for the module script and its preloads at low priority, leaving the stylesheet alone', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
    ].join('\n');
    expect(lowerScriptPriority(html)).toBe(
      [
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index-c.css">',
      ].join('\n'),
    );
  });

  it('does not mark a tag twice', () => {
    const once = lowerScriptPriority('<script type="module" src="/a.js"></script>');
    expect(lowerScriptPriority(once)).toBe(once);
  });
});
