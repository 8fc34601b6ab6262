import {
  BILLING_INTERVALS,
  DONATION_CURRENCIES,
  DONATION_MAX,
  DONATION_MIN,
  PAID_PLANS,
  PLANS,
} from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import {
  DONATION_CURRENCY_LIST,
  DONATION_LIMITS,
  INTERVAL_ORDER,
  PAID_PLAN_ORDER,
  PLAN_ORDER,
  toPlanRank,
} from './plans.ts';

describe('the web copies of the payments contract', () => {
  it('lists the same plans, intervals and donation bounds as the contract', () => {
    expect(PLAN_ORDER).toEqual(PLANS);
    expect(PAID_PLAN_ORDER).toEqual(PAID_PLANS);
    expect(INTERVAL_ORDER).toEqual(BILLING_INTERVALS);
    expect(DONATION_CURRENCY_LIST).toEqual(DONATION_CURRENCIES);
    expect(DONATION_LIMITS).toEqual({ min: DONATION_MIN, max: DONATION_MAX });
  });

  it('ranks premium above basic above free', () => {
    expect(toPlanRank('premium')).toBeGreaterThan(toPlanRank('basic'));
    expect(toPlanRank('basic')).toBeGreaterThan(toPlanRank('free'));
  });
});
