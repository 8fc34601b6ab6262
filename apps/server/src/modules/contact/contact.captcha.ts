import type { CaptchaChallenge } from '@matchday/contracts';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import { z } from 'zod';

/**
 * The two captchas of the contact form (docs/adr/0017-contact-and-captcha.md): ALTCHA's proof of work, signed
 * and verified here with no outside service, and Google reCAPTCHA when the deployment configures it.
 */

/** A challenge is good for this long: enough to fill in the form after the page opens. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * The answer lies in 0..maxnumber: on average half of it is hashed. 100,000 SHA-256 hashes take a phone well
 * under a second and cost a bulk sender that much per message.
 */
export const CHALLENGE_MAX_NUMBER = 100_000;

export function createAltchaChallenge(hmacKey: string, now: Date): Promise<CaptchaChallenge> {
  return createChallenge({
    hmacKey,
    algorithm: 'SHA-256',
    maxnumber: CHALLENGE_MAX_NUMBER,
    expires: new Date(now.getTime() + CHALLENGE_TTL_MS),
  }) as Promise<CaptchaChallenge>;
}

/** ALTCHA's payload: the challenge as issued, and the number the browser found. */
const AltchaPayload = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string().max(200),
  number: z.number().int().min(0),
  salt: z.string().max(500),
  signature: z.string().max(200),
});

export type AltchaCheck = { ok: true; signature: string; expiresAt: Date } | { ok: false };

/**
 * Checks a base64 ALTCHA payload: well formed, signed with our key, solved, and not expired by `now` (the
 * service's clock, not altcha-lib's `Date.now()`). Whether it was used before is the caller's to check.
 */
export async function checkAltchaPayload(token: string, hmacKey: string, now: Date): Promise<AltchaCheck> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return { ok: false };
  }
  const payload = AltchaPayload.safeParse(parsed);
  if (!payload.success) return { ok: false };
  // Every challenge we issue carries its expiry inside the signed salt; one without is not ours.
  const expires = Number(extractParams(payload.data).expires);
  if (!Number.isFinite(expires) || expires * 1000 <= now.getTime()) return { ok: false };
  if (!(await verifySolution(payload.data, hmacKey, false))) return { ok: false };
  return { ok: true, signature: payload.data.signature, expiresAt: new Date(expires * 1000) };
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/**
 * Asks Google whether a reCAPTCHA token is good (Google also refuses a token used twice). `fetch` is the
 * app's (tests inject one); an unreachable Google counts as a failed check, never as a pass.
 */
export async function checkRecaptchaToken(
  fetchFn: typeof fetch,
  secret: string,
  token: string,
  clientAddress: string | undefined,
): Promise<boolean> {
  const form = new URLSearchParams({ secret, response: token });
  if (clientAddress) form.set('remoteip', clientAddress);
  try {
    const response = await fetchFn(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}
