import {
  AUTH_BASE_PATH,
  type ForgotPasswordBody,
  type ResetPasswordWithTokenBody,
  type SignInBody,
  type SignInResponse,
  type SignUpBody,
} from '@matchday/contracts';
import { http, toApiUrl } from '../../api/http.ts';

// better-auth endpoints mounted by the identity module (contracts/security.ts). Errors are `{ code, message }`.

export function signUp(body: SignUpBody) {
  return http.post<SignInResponse>(`${AUTH_BASE_PATH}/sign-up/email`, body);
}

export function signIn(body: SignInBody) {
  return http.post<SignInResponse>(`${AUTH_BASE_PATH}/sign-in/email`, body);
}

/**
 * The spec's end-session call (`GET /security/v1/connect/endsession?post_logout_redirect_uri=…`), under the
 * configured security base. The browser goes there itself: the server clears the session cookie and sends it
 * on to `postLogoutRedirect` (an address of this site; anything else lands on `/`). better-auth sessions have no
 * id token, so no `id_token_hint` is sent (it is optional; the server ignores it).
 */
export function endSessionUrl(postLogoutRedirect: string): string {
  const query = new URLSearchParams({ post_logout_redirect_uri: postLogoutRedirect });
  return toApiUrl(`/security/v1/connect/endsession?${query}`);
}

/** "Forgot password": always succeeds, whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return http.post(`${AUTH_BASE_PATH}/request-password-reset`, body);
}

export function resetPassword(body: ResetPasswordWithTokenBody) {
  return http.post(`${AUTH_BASE_PATH}/reset-password`, body);
}

export function verifyEmail(token: string) {
  return http.get(`${AUTH_BASE_PATH}/verify-email`, { query: { token } });
}

/** Sends the confirmation mail again (the link opens `/verify-email?token=…`). */
export function sendVerificationEmail(body: { email: string; callbackURL?: string }) {
  return http.post(`${AUTH_BASE_PATH}/send-verification-email`, body);
}
