// Test helpers of the contact form: a challenge solved as the browser does.
import type { CaptchaChallenge } from '@matchday/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { App } from '../../app.ts';

/** A fresh challenge of `app`. */
export async function fetchChallenge(app: App): Promise<CaptchaChallenge> {
  const response = await app.inject({ method: 'GET', url: '/api/contact-us/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Solves a challenge with altcha-lib and returns ALTCHA's base64 payload (`number` overrides the answer). */
export async function solveToPayload(challenge: CaptchaChallenge, number?: number): Promise<string> {
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('no solution');
  const payload = { algorithm, challenge: challenge.challenge, salt, signature };
  return Buffer.from(JSON.stringify({ ...payload, number: number ?? solution.number })).toString('base64');
}

/** A payload that `app` accepts once. */
export async function solvedCaptcha(app: App): Promise<string> {
  return solveToPayload(await fetchChallenge(app));
}
