import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http.ts';
import { isExpectedRefusal, toErrorMessage } from './notifications.ts';

// Issue 30, item 4: a plan limit or a missing payout account is explained with what to do.
describe('expected refusals', () => {
  it('explains a competition whose organiser has no payout account, with what to do', () => {
    const error = new ApiError({
      status: 409,
      code: 'payment.organiser_not_connected',
      message: 'The organiser has not connected a payout account yet.',
    });
    expect(isExpectedRefusal(error)).toBe(true);
    expect(toErrorMessage(error)).toBe(
      'The organiser cannot take online payments yet: they have not connected a payout account. Ask them to connect one (Profile → Payouts), or pay them another way and ask them to mark the fee paid.',
    );
  });

  it('explains a plan limit with the plan and where to choose it', () => {
    const error = new ApiError({
      status: 402,
      code: 'payment_required',
      message: 'Needs basic',
      problem: { requiredPlan: 'basic' },
    });
    expect(isExpectedRefusal(error)).toBe(true);
    expect(toErrorMessage(error)).toBe(
      'This needs the Basic plan. Its owner can choose it under Profile → Subscription.',
    );
  });

  it('leaves server failures and unknown codes as errors', () => {
    expect(isExpectedRefusal(new ApiError({ status: 500, code: 'internal', message: 'x' }))).toBe(false);
    expect(isExpectedRefusal(new ApiError({ status: 409, code: 'something.new', message: 'x' }))).toBe(false);
    expect(isExpectedRefusal(new Error('x'))).toBe(false);
  });
});
