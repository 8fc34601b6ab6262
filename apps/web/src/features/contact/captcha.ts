import type { CaptchaChallenge } from '@matchday/contracts';

/**
 * ALTCHA's proof of work in the browser (docs/adr/0017-contact-and-captcha.md): the challenge is solved in a
 * Web Worker bundled with the app (altcha-lib, nothing fetched at run time), and the answer travels as
 * ALTCHA's standard base64 payload in the `recaptchaResponse` query parameter.
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const number = await solveInWorker(challenge, signal);
  const { algorithm, salt, signature } = challenge;
  return toPayload({ algorithm, challenge: challenge.challenge, number, salt, signature });
}

/** ALTCHA's payload: the challenge's JSON with the number found, base64-encoded. */
export function toPayload(payload: {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}): string {
  return btoa(JSON.stringify(payload));
}

function solveInWorker(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./captcha.worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      if (event.data.number === null) reject(new Error('The captcha could not be solved.'));
      else resolve(event.data.number);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The captcha worker failed.'));
    };
    const { algorithm, salt, maxnumber } = challenge;
    worker.postMessage({ algorithm, challenge: challenge.challenge, salt, maxnumber });
  });
}
