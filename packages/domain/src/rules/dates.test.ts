import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  canSendOffer,
  checkDateRange,
  DateRangeCode,
  DateRangeMessage,
  defaultOfferDateRange,
  findOfferDateProblem,
  findOneYearFromTodayProblem,
  offerCalendarMinDate,
  toDayNumber,
} from './dates.ts';

describe('spec texts', () => {
  it('uses the spec catalogue verbatim', () => {
    expect(DateRangeMessage.InvalidDate).toBe('Invalid date format');
    expect(DateRangeMessage.StartAfterEnd).toBe('Start date must be before end date');
    expect(DateRangeMessage.OutsideOneYear).toBe('Please select a date within 1 year from today.');
  });
});

describe('toDayNumber', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['not a date', false],
    ['', false],
    ['2024-03-01T10:00:00Z', true],
    ['2024-03-01Tgarbage', false],
  ])('%s parses: %s', (input, ok) => {
    expect(toDayNumber(input) !== undefined).toBe(ok);
  });

  it('reads a Date by its calendar date and rejects an invalid Date', () => {
    expect(toDayNumber(new Date(2024, 2, 1, 23, 59))).toBe(toDayNumber('2024-03-01'));
    expect(toDayNumber(new Date(Number.NaN))).toBeUndefined();
  });
});

describe('checkDateRange (spec §5)', () => {
  it.each([
    ['garbage start', 'x', '2025-01-02', false, DateRangeMessage.InvalidDate, false],
    ['garbage end', '2025-01-02', '2025-02-30', false, DateRangeMessage.InvalidDate, false],
    ['missing end', '2025-01-02', null, false, DateRangeMessage.InvalidDate, false],
    ['start after end', '2025-01-03', '2025-01-02', false, DateRangeMessage.StartAfterEnd, false],
    ['same day', '2025-01-02', '2025-01-02', true, undefined, true],
    ['one day', '2025-01-01', '2025-01-02', true, undefined, true],
    ['exactly 365 days', '2025-01-01', '2026-01-01', true, undefined, true],
    ['366 days passes but is flagged', '2025-01-01', '2026-01-02', true, undefined, false],
    ['three years passes but is flagged', '2025-01-01', '2028-01-01', true, undefined, false],
  ])('%s', (_label, start, end, isValid, message, withinYear) => {
    const result = checkDateRange(start, end);
    expect(result.isValid).toBe(isValid);
    expect(result.error?.message).toBe(message);
    expect(result.isWithinOneYear).toBe(withinYear);
  });

  it('gives stable codes', () => {
    expect(checkDateRange('2025-01-03', '2025-01-02').error?.code).toBe(DateRangeCode.StartAfterEnd);
    expect(checkDateRange('nope', '2025-01-02').error?.code).toBe('offer.date_invalid');
  });
});

describe('within one year from today (spec §5, §8)', () => {
  const today = '2025-06-15';
  it.each([
    ['today to tomorrow', '2025-06-15', '2025-06-16', undefined],
    ['up to 365 days ahead', '2025-06-15', '2026-06-15', undefined],
    ['end 366 days ahead', '2025-06-15', '2026-06-16', DateRangeMessage.OutsideOneYear],
    ['start yesterday', '2025-06-14', '2025-06-20', DateRangeMessage.OutsideOneYear],
    ['start in a year and a day', '2026-06-16', '2026-06-20', DateRangeMessage.OutsideOneYear],
    ['unparseable', '2025-06-31', '2025-07-01', DateRangeMessage.InvalidDate],
  ])('%s', (_label, start, end, message) => {
    expect(findOneYearFromTodayProblem(start, end, today)?.message).toBe(message);
  });

  it('combines the checks in order for the server', () => {
    expect(findOfferDateProblem('2025-06-20', '2025-06-16', today)?.message).toBe(
      DateRangeMessage.StartAfterEnd,
    );
    expect(findOfferDateProblem('2025-06-16', '2027-06-16', today)?.code).toBe(DateRangeCode.OutsideOneYear);
    expect(findOfferDateProblem('2025-06-16', '2025-07-16', today)).toBeUndefined();
  });
});

describe('defaults', () => {
  it.each([
    ['2025-06-15', '2025-06-16'],
    ['2024-02-28', '2024-02-29'],
    ['2024-12-31', '2025-01-01'],
  ])('today %s → tomorrow %s', (today, tomorrow) => {
    expect(defaultOfferDateRange(today)).toEqual({ startDate: today, endDate: tomorrow });
    expect(offerCalendarMinDate(today)).toBe(today);
  });

  it('the default range always passes both checks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const today = addDays('1990-01-01', offset);
        const { startDate, endDate } = defaultOfferDateRange(today);
        expect(checkDateRange(startDate, endDate).isValid).toBe(true);
        expect(findOneYearFromTodayProblem(startDate, endDate, today)).toBeUndefined();
      }),
    );
  });
});

describe('canSendOffer (spec §5)', () => {
  it.each([
    ['everything chosen', { teamId: 't1', startDate: '2025-01-01', endDate: '2025-02-01' }, true],
    ['no team', { teamId: null, startDate: '2025-01-01', endDate: '2025-02-01' }, false],
    ['empty team id', { teamId: '', startDate: '2025-01-01', endDate: '2025-02-01' }, false],
    ['no start', { teamId: 't1', endDate: '2025-02-01' }, false],
    ['no end', { teamId: 't1', startDate: '2025-01-01', endDate: '' }, false],
    ['start after end', { teamId: 't1', startDate: '2025-03-01', endDate: '2025-02-01' }, false],
    ['unparseable', { teamId: 't1', startDate: 'soon', endDate: '2025-02-01' }, false],
    [
      'longer than a year is not blocked',
      { teamId: 't1', startDate: '2025-01-01', endDate: '2027-01-01' },
      true,
    ],
  ])('%s → %s', (_label, state, expected) => {
    expect(canSendOffer(state)).toBe(expected);
  });
});
