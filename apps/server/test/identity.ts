import { randomUUID } from 'node:crypto';
import type { App } from '../src/app.ts';

/**
 * Sign-up and sign-in through the real better-auth endpoints. Each call comes from its own client address,
 * so the sign-in rate limit (per address) never trips in tests that create many users; the rate-limit test
 * sends from one fixed address instead.
 */

export const DEFAULT_TEST_PASSWORD = 'correct horse battery staple';

export interface SignedUp {
  /** `Cookie` header value of the new session. */
  cookie: string;
  userId: string;
  email: string;
  name: string;
  password: string;
}

/** A client address unique to this call (the rate limit counts per address). */
export function uniqueAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Signs a new user up (unique email unless given) and returns their session. */
export async function signUp(
  app: App,
  options: { email?: string; name?: string; password?: string } = {},
): Promise<SignedUp> {
  const email = options.email ?? `user-${randomUUID()}@matchday.test`;
  const name = options.name ?? 'Test User';
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-up/email',
    payload: { email, name, password },
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string } }>();
  return { cookie: cookieOf(response.headers['set-cookie']), userId: body.user.id, email, name, password };
}

/** Signs an existing user in and returns the `Cookie` header value of the new session. */
export async function signIn(
  app: App,
  email: string,
  password: string = DEFAULT_TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/security/v1/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: uniqueAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieOf(response.headers['set-cookie']);
}

/** `name=value; name2=value2` from Set-Cookie headers, dropping cookies being cleared. */
export function cookieOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}
