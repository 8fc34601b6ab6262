import type { Money } from '@matchday/contracts';

/** Currencies the entry-fee form offers; the contract takes any ISO 4217 code. */
export const FEE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'] as const;

/** Minor units per major unit of a currency (2 for EUR, 0 for JPY), as Intl knows it. */
export function findCurrencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** Money in words for a person: `formatMoney({ amount: 2500, currency: 'EUR' })` → "€25.00". */
export function formatMoney(money: Money, locale?: string): string {
  const digits = findCurrencyDigits(money.currency);
  const major = money.amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(major);
  } catch {
    // An unknown code still reads sensibly rather than breaking the page.
    return `${major.toFixed(digits)} ${money.currency}`;
  }
}

/** A decimal amount as typed (25, 25.5, "25.00") in the currency's minor units (2500); undefined if not an amount. */
export function toMinorUnits(amount: number | string, currency: string): number | undefined {
  const value = typeof amount === 'number' ? amount : Number(amount.replace(',', '.'));
  if (!Number.isFinite(value) || value < 0) return undefined;
  return Math.round(value * 10 ** findCurrencyDigits(currency));
}

/** Minor units (2500) as the decimal amount a form shows (25). */
export function toMajorUnits(money: Money): number {
  return money.amount / 10 ** findCurrencyDigits(money.currency);
}
