// Test helpers of the contact form: a challenge solved as the browser does.
import { createHash } from 'node:crypto';
import type { CaptchaChallenge } from '@matchday/contracts';
import type { App } from '../../app.ts';

/** A fresh challenge of `app`. */
export async function fetchChallenge(app: App): Promise<CaptchaChallenge> {
  const response = await app.inject({ method: 'GET', url: '/api/contact-us/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Solves a challenge as ALTCHA's widget does (the `number` in 0..maxnumber whose SHA-256 of salt + number is the
 * challenge) and returns ALTCHA's base64 payload (`number` overrides the answer). Hashed here with node:crypto in
 * one loop: altcha-lib's solver awaits WebCrypto once per number, which made the contact tests take ~20 s.
 */
export async function solveToPayload(challenge: CaptchaChallenge, number?: number): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  if (algorithm !== 'SHA-256') throw new Error(`unexpected algorithm ${algorithm}`);
  let found = -1;
  for (let n = 0; n <= maxnumber; n++) {
    if (
      createHash('sha256')
        .update(salt + n)
        .digest('hex') === challenge.challenge
    ) {
      found = n;
      break;
    }
  }
  if (found < 0) throw new Error('no solution');
  const payload = { algorithm, challenge: challenge.challenge, salt, signature };
  return Buffer.from(JSON.stringify({ ...payload, number: number ?? found })).toString('base64');
}

/** A payload that `app` accepts once. */
export async function solvedCaptcha(app: App): Promise<string> {
  return solveToPayload(await fetchChallenge(app));
}
