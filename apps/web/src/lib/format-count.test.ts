import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups thousands with commas in English', () => {
    expect(formatCount(0, 'en')).toBe('0');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(1000, 'en')).toBe('1,000');
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
  });

  it('writes any whole number as Intl.NumberFormat does, in English and in another language', () => {
    const en = new Intl.NumberFormat('en');
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        return formatCount(n, 'en') === en.format(n);
      }),
    );
    expect(formatCount(1234567, 'de')).toBe(new Intl.NumberFormat('de').format(1234567));
  });
});
