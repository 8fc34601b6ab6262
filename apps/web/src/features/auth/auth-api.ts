import { http } from '../../api/http.ts';

/**
 * better-auth endpoints mounted by the identity module at /security/v1/auth/*. `callbackURL` and
 * `redirectTo` are absolute pages of this web app, so links in mails land on our pages.
 */
const base = '/security/v1/auth';

export function signUp(input: { name: string; email: string; password: string; callbackURL: string }) {
  return http.post(`${base}/sign-up/email`, input);
}

export function signIn(input: { email: string; password: string }) {
  return http.post(`${base}/sign-in/email`, input);
}

export function signOut() {
  return http.post(`${base}/sign-out`, {});
}

export function requestPasswordReset(input: { email: string; redirectTo: string }) {
  return http.post(`${base}/request-password-reset`, input);
}

export function resetPassword(input: { token: string; newPassword: string }) {
  return http.post(`${base}/reset-password`, input);
}

export function verifyEmail(token: string) {
  return http.get(`${base}/verify-email`, { query: { token } });
}

export function sendVerificationEmail(input: { email: string; callbackURL: string }) {
  return http.post(`${base}/send-verification-email`, input);
}
