import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prorateChange, unusedShare } from './proration.ts';

const DAY = 86_400_000;
const start = new Date('2030-01-01T00:00:00Z');
const yearEnd = new Date('2031-01-01T00:00:00Z');

describe('prorateChange', () => {
  it('credits the unused part of premium yearly (€290) and starts basic monthly (€9) now: nothing due', () => {
    // 73 of 365 days used: 292 days (80 %) unused.
    const proration = prorateChange({
      paid: 29_000,
      periodStart: start,
      periodEnd: yearEnd,
      now: new Date(start.getTime() + 73 * DAY),
      newPrice: 900,
      intervalChanges: true,
    });
    expect(proration).toEqual({
      credit: 23_200,
      charge: 900,
      amountDue: 0,
      balanceAfter: 22_300,
      periodResets: true,
    });
  });

  it("charges an upgrade the difference for the time left, as Stripe's documented example", () => {
    // 10 USD → 20 USD monthly halfway through: −5 + 10 = 5 due.
    const end = new Date(start.getTime() + 30 * DAY);
    expect(
      prorateChange({
        paid: 1000,
        periodStart: start,
        periodEnd: end,
        now: new Date(start.getTime() + 15 * DAY),
        newPrice: 2000,
        intervalChanges: false,
      }),
    ).toEqual({ credit: 500, charge: 1000, amountDue: 500, balanceAfter: 0, periodResets: false });
  });

  it('uses a balance from an earlier downgrade before charging', () => {
    const end = new Date(start.getTime() + 30 * DAY);
    const p = prorateChange({
      paid: 900,
      periodStart: start,
      periodEnd: end,
      now: start,
      newPrice: 29_000,
      intervalChanges: true,
      balance: 20_000,
    });
    expect(p).toMatchObject({ credit: 900, charge: 29_000, amountDue: 8100, balanceAfter: 0 });
  });

  it('credits nothing after the period ended', () => {
    expect(unusedShare(start, yearEnd, new Date(yearEnd.getTime() + DAY))).toBe(0);
  });
});

const arbitraryChange = fc.record({
  paid: fc.integer({ min: 0, max: 1_000_000 }),
  lengthDays: fc.integer({ min: 1, max: 400 }),
  atMs: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
  newPrice: fc.integer({ min: 0, max: 1_000_000 }),
  intervalChanges: fc.boolean(),
  balance: fc.integer({ min: 0, max: 1_000_000 }),
});

type Change = typeof arbitraryChange extends fc.Arbitrary<infer T> ? T : never;

function toInput(c: Change) {
  const periodEnd = new Date(start.getTime() + c.lengthDays * DAY);
  return {
    paid: c.paid,
    periodStart: start,
    periodEnd,
    now: new Date(start.getTime() + Math.round(c.atMs * c.lengthDays * DAY)),
    newPrice: c.newPrice,
    intervalChanges: c.intervalChanges,
    balance: c.balance,
  };
}

describe('prorateChange properties', () => {
  it('never credits more than was paid, nor less than nothing', () => {
    fc.assert(
      fc.property(arbitraryChange, (c) => {
        const p = prorateChange(toInput(c));
        return p.credit >= 0 && p.credit <= c.paid;
      }),
    );
  });

  it('keeps the books: what is due plus what is kept equals the charge against credit and balance', () => {
    fc.assert(
      fc.property(arbitraryChange, (c) => {
        const p = prorateChange(toInput(c));
        const available = p.credit + c.balance;
        return (
          p.amountDue >= 0 &&
          p.balanceAfter >= 0 &&
          p.amountDue - p.balanceAfter === p.charge - available &&
          (p.amountDue === 0 || p.balanceAfter === 0)
        );
      }),
    );
  });

  it('is a function of its input: the preview is what is applied', () => {
    fc.assert(
      fc.property(arbitraryChange, (c) => {
        expect(prorateChange(toInput(c))).toEqual(prorateChange(toInput(c)));
      }),
    );
  });

  it('never charges a same-interval change more than the new price, nor credits more the later it comes', () => {
    fc.assert(
      fc.property(arbitraryChange, fc.double({ min: 0, max: 1, noNaN: true }), (c, later) => {
        const input = { ...toInput(c), intervalChanges: false };
        const p = prorateChange(input);
        const q = prorateChange({
          ...input,
          now: new Date(input.now.getTime() + later * c.lengthDays * DAY),
        });
        return p.charge <= c.newPrice && q.credit <= p.credit;
      }),
    );
  });
});
