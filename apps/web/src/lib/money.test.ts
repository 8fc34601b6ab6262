import { describe, expect, it } from 'vitest';
import { formatMoney, toMajorUnits, toMinorUnits } from './money.ts';

describe('money', () => {
  it.each([
    [{ amount: 2500, currency: 'EUR' }, '€25.00'],
    [{ amount: 1999, currency: 'USD' }, '$19.99'],
    [{ amount: 0, currency: 'GBP' }, '£0.00'],
    [{ amount: 500, currency: 'JPY' }, '¥500'],
  ])('formats %o as %s', (money, text) => {
    expect(formatMoney(money, 'en')).toBe(text);
  });

  it('formats in the given locale', () => {
    expect(formatMoney({ amount: 2500, currency: 'EUR' }, 'de-DE')).toBe('25,00\u00a0€');
  });

  it.each([
    [25, 'EUR', 2500],
    ['25.00', 'EUR', 2500],
    ['19,99', 'EUR', 1999],
    [0.29, 'USD', 29],
    [500, 'JPY', 500],
    ['abc', 'EUR', undefined],
    [-1, 'EUR', undefined],
  ])('reads %s %s as %s minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it('turns minor units back into the amount a form shows', () => {
    expect(toMajorUnits({ amount: 2550, currency: 'EUR' })).toBe(25.5);
  });
});
