import { describe, expect, it } from 'vitest';
import { ALL_SPORTS_KEY, toSportFilterKey, toSportFilterValue } from './sport-filter.ts';

describe('sport filter', () => {
  it("maps the 'All Sports' option to a null value (spec §5) and back", () => {
    expect(toSportFilterValue(ALL_SPORTS_KEY)).toBeNull();
    expect(toSportFilterValue(null)).toBeNull();
    expect(toSportFilterKey(null)).toBe(ALL_SPORTS_KEY);
  });

  it('keeps a sport id as it is', () => {
    expect(toSportFilterValue('football')).toBe('football');
    expect(toSportFilterKey('football')).toBe('football');
  });
});
