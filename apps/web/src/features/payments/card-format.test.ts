import { describe, expect, it } from 'vitest';
import {
  findCardNumberProblem,
  findCvcProblem,
  findExpiryProblem,
  formatCardNumber,
  formatExpiry,
  isLuhnValid,
} from './card-format.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('the card form rules', () => {
  it.each([
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 42429999', '4242 4242 4242 4242'],
    ['4a2-4 2', '4242'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each(['4242424242424242', '4000000000000002', '4000002760003184', '4000000000000341'])(
    'accepts the sandbox test card %s',
    (card) => {
      expect(isLuhnValid(card)).toBe(true);
      expect(findCardNumberProblem(formatCardNumber(card))).toBeUndefined();
    },
  );

  it('names an incomplete number and a number with a wrong check digit', () => {
    expect(findCardNumberProblem('4242 4242')).toBe('cardNumberInvalid');
    expect(findCardNumberProblem('4242 4242 4242 4241')).toBe('cardNumberChecksum');
  });

  it.each([
    ['1', '', '1'],
    ['12', '1', '12 / '],
    ['4', '', '04 / '],
    ['12 / 2', '12 / ', '12 / 2'],
    ['1229', '', '12 / 29'],
    ['12 /', '12 / ', '1'],
  ])('shows the expiry %j (after %j) as %j', (typed, previous, shown) => {
    expect(formatExpiry(typed, previous)).toBe(shown);
  });

  it('takes an expiry in this month or later, and refuses a past or impossible one', () => {
    expect(findExpiryProblem('11 / 26', now)).toBeUndefined();
    expect(findExpiryProblem('01 / 30', now)).toBeUndefined();
    expect(findExpiryProblem('10 / 26', now)).toBe('expiryPast');
    expect(findExpiryProblem('13 / 30', now)).toBe('expiryInvalid');
    expect(findExpiryProblem('12 / ', now)).toBe('expiryInvalid');
  });

  it('takes a CVC of three or four digits', () => {
    expect(findCvcProblem('123')).toBeUndefined();
    expect(findCvcProblem('1234')).toBeUndefined();
    expect(findCvcProblem('12')).toBe('cvcInvalid');
  });
});
