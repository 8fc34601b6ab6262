import type {
  ForgotPasswordBody,
  ResetPasswordWithTokenBody,
  SendVerificationEmailBody,
  SignInBody,
  SignUpBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { callApi } from '../../api/client.ts';
import { toApiUrl } from '../../api/http.ts';

// better-auth endpoints mounted by the security module: the contract's `api.security` table. Errors are
// problem+json keeping better-auth's `code`.

export function signUp(body: SignUpBody) {
  return callApi(api.security.signUp, { body });
}

export function signIn(body: SignInBody) {
  return callApi(api.security.signIn, { body });
}

/**
 * The spec's end-session call (`GET /security/v1/connect/endsession?post_logout_redirect_uri=…`), under the
 * configured security base. The browser goes there itself (a same-origin navigation, which is what lets the
 * server sign out: a link from another site only redirects): the server clears the session cookie and sends
 * it on to `postLogoutRedirect` (an address of this site; anything else lands on `/`). better-auth sessions
 * have no id token, so no `id_token_hint` is sent (it is optional; the server ignores it).
 */
export function endSessionUrl(postLogoutRedirect: string): string {
  const query = new URLSearchParams({ post_logout_redirect_uri: postLogoutRedirect });
  return toApiUrl(`/security/v1/connect/endsession?${query}`);
}

/** "Forgot password": always succeeds, whether or not the account exists. */
export function requestPasswordReset(body: ForgotPasswordBody) {
  return callApi(api.security.requestPasswordReset, { body });
}

export function resetPassword(body: ResetPasswordWithTokenBody) {
  return callApi(api.security.resetPassword, { body });
}

export function verifyEmail(token: string) {
  return callApi(api.security.verifyEmail, { query: { token } });
}

/** Sends the confirmation mail again (the link opens `/verify-email?token=…`). */
export function sendVerificationEmail(body: SendVerificationEmailBody) {
  return callApi(api.security.sendVerificationEmail, { body });
}
