import {
  AUTH_BASE_PATH,
  type ForgotPasswordBody,
  type ResetPasswordWithTokenBody,
  type SignInBody,
  type SignInResponse,
  type SignUpBody,
} from '@matchday/contracts';
import { http } from '../../api/http.ts';

// better-auth endpoints mounted by the identity module (contracts/security.ts). Errors are `{ code, message }`.

export function signUp(body: SignUpBody) {
  return http.post<SignInResponse>(`${AUTH_BASE_PATH}/sign-up/email`, body);
}

export function signIn(body: SignInBody) {
  return http.post<SignInResponse>(`${AUTH_BASE_PATH}/sign-in/email`, body);
}

export function signOut() {
  return http.post(`${AUTH_BASE_PATH}/sign-out`, {});
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
