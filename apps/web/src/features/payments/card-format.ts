/**
 * The sandbox card form's rules, as the card networks state them for 16-digit cards: digits in groups of four,
 * a Luhn check digit, an expiry month that has not passed, a CVC of three or four digits. Pure: `now` is passed in.
 */

/** The digits of what was typed, at most 16. */
export function toCardDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, 16);
}

/** `4242424242424242` → `4242 4242 4242 4242` (as typed: a partial number keeps its partial last group). */
export function formatCardNumber(value: string): string {
  return toCardDigits(value).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The Luhn check (ISO/IEC 7812-1) every real card number passes. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * `1`→`1`, `12`→`12 / `, `1229`→`12 / 29`; a first digit above 1 can only be a month: `4`→`04 / `. Deleting
 * the separator deletes the month's last digit, so backspace never sticks on " / ".
 */
export function formatExpiry(value: string, previous = ''): string {
  const deleting = value.length < previous.length;
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (deleting && previous.endsWith(' / ') && digits.length === 2) digits = digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardProblem =
  | 'cardNumberInvalid'
  | 'cardNumberChecksum'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid';

export function findCardNumberProblem(value: string): CardProblem | undefined {
  const digits = value.replace(/\s/g, '');
  if (!/^\d{16}$/.test(digits)) return 'cardNumberInvalid';
  if (!isLuhnValid(digits)) return 'cardNumberChecksum';
  return undefined;
}

/** `MM / YY`: a real month, not before the current month (a card is valid to the end of its month). */
export function findExpiryProblem(value: string, now: Date): CardProblem | undefined {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  if (!match) return 'expiryInvalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'expiryInvalid';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return 'expiryPast';
  return undefined;
}

export function findCvcProblem(value: string): CardProblem | undefined {
  return /^\d{3,4}$/.test(value) ? undefined : 'cvcInvalid';
}
