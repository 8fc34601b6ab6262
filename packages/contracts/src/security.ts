import { z } from 'zod';
import { PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './security-rules.ts';
import { MEDIA_REF_PATTERN, nameText, text } from './strings.ts';

/**
 * The security service (spec §7 "Security service"): accounts, sessions, the signed-in profile, the
 * account pages' calls (profile, address, phone, verify phone, reset password, feedback), end-session and
 * the outbox of mail and SMS. better-auth serves the session endpoints under `AUTH_BASE_PATH`; the schemas
 * of those it serves are written here so the web app and the OpenAPI document agree with it.
 */

export const SECURITY_BASE_PATH = '/security/v1';
/** better-auth's endpoints: `${AUTH_BASE_PATH}/sign-up/email`, `/sign-in/email`, `/get-session`, … */
export const AUTH_BASE_PATH = '/security/v1/auth';

/** Roles of an account. Item roles (Manager of a league, team, player) are the permissions service's. */
export const UserRole = z.enum(['SystemAdmin', 'User']);
export type UserRole = z.infer<typeof UserRole>;

export {
  isLeagueSiteUrl,
  isSafeReturnUrl,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './security-rules.ts';

// Every string goes through `text()` (strings.ts): a NUL byte is a 400 naming the field, never a 500.
const Password = text(PASSWORD_MAX_LENGTH).min(PASSWORD_MIN_LENGTH);
const Email = z.email().max(254);
const Name = nameText(NAME_MAX_LENGTH);
/** Absolute http(s) address, a data: address or a storage path (spec §3 "media or image id"). */
const ImageRef = text(2048).regex(
  MEDIA_REF_PATTERN,
  'Use an image address, a data:image address or an uploaded image id',
);
/** A return address or token passed through to better-auth. */
const Token = text(2048);

// ---------------------------------------------------------------------------------------------------------
// better-auth endpoints (under AUTH_BASE_PATH). Errors from these are problem+json carrying better-auth's `code`.
// ---------------------------------------------------------------------------------------------------------

/** POST `${AUTH_BASE_PATH}/sign-up/email`. A verification mail goes to the outbox; signing in does not wait for it. */
export const SignUpBody = z.object({
  email: Email,
  password: Password,
  name: Name,
  image: ImageRef.optional(),
  /** Where the verification link lands after success (a safe return URL, see `isSafeReturnUrl`). */
  callbackURL: Token.optional(),
});
export type SignUpBody = z.infer<typeof SignUpBody>;

/** POST `${AUTH_BASE_PATH}/sign-in/email`. Wrong email or password → 401; too many attempts → 429. */
export const SignInBody = z.object({
  email: Email,
  password: text(PASSWORD_MAX_LENGTH).min(1),
  rememberMe: z.boolean().optional(),
});
export type SignInBody = z.infer<typeof SignInBody>;

/** The user as better-auth returns it (sign-up, sign-in, get-session). */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  image: z.string().nullish(),
  emailVerified: z.boolean(),
  role: UserRole,
  /** The payout account the payments service connected (spec §3 profile), when there is one. */
  allPayConnectedAccountId: z.string().nullish(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** Response of sign-up and sign-in (the session cookie is set as HttpOnly). */
export const SignInResponse = z.object({
  token: z.string().nullable(),
  user: AuthUser,
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** GET `${AUTH_BASE_PATH}/get-session` → this, or `null` when anonymous. */
export const SessionResponse = z
  .object({
    session: z.object({
      id: z.string(),
      userId: z.string(),
      expiresAt: z.coerce.date(),
    }),
    user: AuthUser,
  })
  .nullable();
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * POST `${AUTH_BASE_PATH}/request-password-reset` ("forgot password"). Always 200 (no account enumeration);
 * when the account exists a mail with a link to `/reset-password?token=…&returnUrl=<redirectTo>` goes to the
 * outbox (`returnUrl` only when `redirectTo` is an address of this site).
 */
export const ForgotPasswordBody = z.object({
  email: Email,
  /** Where to go after the reset and sign-in: a safe return URL, see `isSafeReturnUrl`. */
  redirectTo: Token.optional(),
});
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST `${AUTH_BASE_PATH}/reset-password` from the page `/reset-password?token=…`. */
export const ResetPasswordWithTokenBody = z.object({
  token: Token.min(1),
  newPassword: Password,
});
export type ResetPasswordWithTokenBody = z.infer<typeof ResetPasswordWithTokenBody>;

/** GET `${AUTH_BASE_PATH}/verify-email?token=…` from the page `/verify-email?token=…`. */
export const VerifyEmailQuery = z.object({ token: Token.min(1), callbackURL: Token.optional() });
export type VerifyEmailQuery = z.infer<typeof VerifyEmailQuery>;

/** POST `${AUTH_BASE_PATH}/send-verification-email`: send the verification mail again. */
export const SendVerificationEmailBody = z.object({
  email: Email,
  callbackURL: Token.optional(),
});
export type SendVerificationEmailBody = z.infer<typeof SendVerificationEmailBody>;

/** Answer of verify-email, request-password-reset, reset-password and send-verification-email. */
export const AuthStatusResponse = z.object({ status: z.boolean() });
export type AuthStatusResponse = z.infer<typeof AuthStatusResponse>;

/** POST `${AUTH_BASE_PATH}/sign-out` (clears the cookie). */
export const SignOutResponse = z.object({ success: z.boolean() });
export type SignOutResponse = z.infer<typeof SignOutResponse>;

/** Pages of the web app that the mails link to (with `?token=…`). */
export const VERIFY_EMAIL_PAGE = '/verify-email';
export const RESET_PASSWORD_PAGE = '/reset-password';

// ---------------------------------------------------------------------------------------------------------
// Our security service routes (under SECURITY_BASE_PATH) and the public profile (under /api).
// Errors are application/problem+json with a stable `code` and, for bad input, `errors[].field`.
// ---------------------------------------------------------------------------------------------------------

export const UserIdParams = z.object({ userId: z.uuid() });
export type UserIdParams = z.infer<typeof UserIdParams>;

/**
 * GET `/security/v1/users/me`: the signed-in profile in the spec's shape (§3 "Auth state"):
 * `sub, role, email, name, allPayConnectedAccountId`. 401 when anonymous.
 */
export const Me = z.object({
  sub: z.string(),
  role: UserRole,
  email: z.string(),
  name: z.string(),
  allPayConnectedAccountId: z.string().nullable(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
});
export type Me = z.infer<typeof Me>;

/** GET `/api/user/{userId}/profile`: what anyone may see of a user. Never email or phone. */
export const PublicProfile = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** GET/PUT `/security/v1/users/{userId}/profile` (owner; SystemAdmin may read). */
export const UserProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: UserRole,
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const UpdateProfileBody = z.object({
  name: Name,
  /** Omit to keep, `null` to remove. */
  image: ImageRef.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** GET/PUT `/security/v1/users/{userId}/address`. GET before any PUT → all fields null. */
export const AddressBody = z.object({
  line1: nameText(200),
  line2: text(200).trim().nullable().optional(),
  city: nameText(100),
  postalCode: nameText(20),
  /** ISO 3166-1 alpha-2, e.g. `GB`. */
  country: text(20)
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
    .transform((c) => c.toUpperCase()),
});
export type AddressBody = z.infer<typeof AddressBody>;

export const Address = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});
export type Address = z.infer<typeof Address>;

/** E.164 phone number: `+` then 8–15 digits. */
export const PhoneNumber = text(20).regex(
  /^\+[1-9]\d{7,14}$/,
  'must be an international number such as +447700900123',
);

/** PUT `/security/v1/users/{userId}/phone`: sets an unverified number and sends a 6-digit code by SMS. */
export const SetPhoneBody = z.object({ phoneNumber: PhoneNumber });
export type SetPhoneBody = z.infer<typeof SetPhoneBody>;

export const PhoneStatus = z.object({
  phoneNumber: z.string().nullable(),
  phoneVerified: z.boolean(),
});
export type PhoneStatus = z.infer<typeof PhoneStatus>;

/** POST `/security/v1/users/{userId}/verify-phone`. Wrong or expired code → 400 `phone.code_invalid`. */
export const VerifyPhoneBody = z.object({ code: text(6).regex(/^\d{6}$/, 'must be 6 digits') });
export type VerifyPhoneBody = z.infer<typeof VerifyPhoneBody>;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** A new code for the same number is sent at most once a minute (429 `phone.code_recently_sent`). */
export const PHONE_CODE_RESEND_SECONDS = 60;

/**
 * POST `/security/v1/users/{userId}/reset-password`: change the signed-in user's password.
 * Wrong current password → 400 `password.current_invalid` naming `body.currentPassword`. 204 on success.
 */
export const ChangePasswordBody = z.object({
  currentPassword: text(PASSWORD_MAX_LENGTH).min(1),
  newPassword: Password,
  revokeOtherSessions: z.boolean().optional(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** POST `/security/v1/users/{userId}/feedback` → 201 Feedback. */
export const FeedbackBody = z.object({
  message: nameText(4000),
  rating: z.number().int().min(1).max(5).optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

export const Feedback = z.object({
  id: z.string(),
  userId: z.string(),
  message: z.string(),
  rating: z.number().int().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Feedback = z.infer<typeof Feedback>;

/**
 * GET `/security/v1/connect/endsession?id_token_hint=…&post_logout_redirect_uri=…`: signs out and answers
 * 302 to `post_logout_redirect_uri` when `isSafeReturnUrl` allows it, else to `/`.
 */
export const EndSessionQuery = z.object({
  id_token_hint: Token.optional(),
  post_logout_redirect_uri: Token.optional(),
});
export type EndSessionQuery = z.infer<typeof EndSessionQuery>;

/**
 * GET `/security/v1/account/{login|register|forgot-password}?returnUrl=…`: the spec's page calls of the login
 * service. They answer 302 to the web app's page (`/login`, `/register`, `/forgot-password`), keeping
 * `returnUrl` only when `isSafeReturnUrl` allows it.
 */
export const AccountPageQuery = z.object({ returnUrl: Token.optional() });
export type AccountPageQuery = z.infer<typeof AccountPageQuery>;
export const ACCOUNT_PAGES = {
  login: '/login',
  register: '/register',
  'forgot-password': '/forgot-password',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Outbox: every mail and SMS the product sends, newest first. GET `/api/admin/outbox` (SystemAdmin only).
// ---------------------------------------------------------------------------------------------------------

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  channel: OutboxChannel,
  subject: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxPage = pagedOf(OutboxMessage);
export type OutboxPage = z.infer<typeof OutboxPage>;

// ---------------------------------------------------------------------------------------------------------
// Rules shared by the server and the web app.
// ---------------------------------------------------------------------------------------------------------

// isSafeReturnUrl: security-rules.ts (re-exported above).

// ---------------------------------------------------------------------------------------------------------
// Route tables (route.ts). The account page redirects (`/security/v1/account/*`), end-session (a 302 the
// browser follows), the rest of better-auth (`/security/v1/auth/*`) and the multipart `POST /api/image` are
// not JSON calls: the server registers those by hand.
// ---------------------------------------------------------------------------------------------------------

const securityTags = ['security'];

/** better-auth's endpoints the web app calls, served through the security module's bridge. */
export const securityRoutes = defineRoutes({
  signUp: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-up/email`,
    summary: 'Create an account and sign in',
    description: 'The first account of an installation becomes SystemAdmin; the answer says so.',
    tags: securityTags,
    access: Access.public,
    body: SignUpBody,
    response: SignInResponse,
  },
  signIn: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-in/email`,
    summary: 'Sign in (401 wrong credentials, 429 too many attempts)',
    tags: securityTags,
    access: Access.public,
    body: SignInBody,
    response: SignInResponse,
  },
  signOut: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/sign-out`,
    summary: 'Sign out',
    tags: securityTags,
    access: Access.public,
    response: SignOutResponse,
  },
  getSession: {
    method: 'GET',
    path: `${AUTH_BASE_PATH}/get-session`,
    summary: 'The current session and user (with role), or null',
    description: 'Reading one’s own session is not a sign-in attempt: it is not rate-limited.',
    tags: securityTags,
    access: Access.public,
    response: SessionResponse,
  },
  verifyEmail: {
    method: 'GET',
    path: `${AUTH_BASE_PATH}/verify-email`,
    summary: 'Confirm the email address with the mailed token',
    tags: securityTags,
    access: Access.public,
    query: VerifyEmailQuery,
    response: AuthStatusResponse,
  },
  sendVerificationEmail: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/send-verification-email`,
    summary: 'Mail the verification link again',
    tags: securityTags,
    access: Access.public,
    body: SendVerificationEmailBody,
    response: AuthStatusResponse,
  },
  requestPasswordReset: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/request-password-reset`,
    summary: 'Forgot password: mail a reset link',
    tags: securityTags,
    access: Access.public,
    body: ForgotPasswordBody,
    response: AuthStatusResponse,
  },
  resetPassword: {
    method: 'POST',
    path: `${AUTH_BASE_PATH}/reset-password`,
    summary: 'Set a new password with the mailed token',
    tags: securityTags,
    access: Access.public,
    body: ResetPasswordWithTokenBody,
    response: AuthStatusResponse,
  },
});

/** The fewest characters `GET /api/user` searches with: one letter would list nearly everybody. */
export const USER_SEARCH_MIN_LENGTH = 2;
/** A page of people found: enough for a picker's list; more than a picker shows is refused (400). */
export const USER_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const USER_SEARCH_MAX_PAGE_SIZE = 50;

/**
 * `GET /api/user` (spec §7 "User and favorites": `/user (query params)`): people found by name, to invite or to
 * give a role. The query params are those of the sibling `/user/leagues` and `/user/champs` (`keyword`,
 * `pageIndex`, `pageSize`); `keyword` is required here, at least USER_SEARCH_MIN_LENGTH characters once trimmed.
 */
export const UserSearchQuery = PagingQuery.extend({
  keyword: text(200)
    .trim()
    .min(USER_SEARCH_MIN_LENGTH, `Enter at least ${USER_SEARCH_MIN_LENGTH} characters of the name`),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_SEARCH_MAX_PAGE_SIZE)
    .default(USER_SEARCH_DEFAULT_PAGE_SIZE),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

/** A person found: the public fields only (as the public profile shows them), never an email or a phone. */
export const UserSummary = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type UserSummary = z.infer<typeof UserSummary>;
export const UserSummaryList = pagedOf(UserSummary);
export type UserSummaryList = z.infer<typeof UserSummaryList>;

const usersBase = `${SECURITY_BASE_PATH}/users/:userId`;

/**
 * The account pages' calls (spec §7 "Security service"): a user reads and changes only their own data; a
 * SystemAdmin may read anyone's (support). 403 `permission.denied` otherwise.
 */
export const userRoutes = defineRoutes({
  searchUsers: {
    method: 'GET',
    path: '/api/user',
    summary: 'People found by name, to invite or to give a role (signed-in users)',
    description:
      'Matches the name as the site search does (accents and case folded, similar or containing), best match ' +
      'first, then by name. Public fields only (id, name, image) for every caller. `keyword` is required, at ' +
      `least ${USER_SEARCH_MIN_LENGTH} characters (400 naming \`querystring.keyword\`); \`pageSize\` at most ` +
      `${USER_SEARCH_MAX_PAGE_SIZE} (default ${USER_SEARCH_DEFAULT_PAGE_SIZE}).`,
    tags: ['users'],
    access: Access.signedIn,
    query: UserSearchQuery,
    response: UserSummaryList,
  },
  getMe: {
    method: 'GET',
    path: `${SECURITY_BASE_PATH}/users/me`,
    summary: 'The signed-in profile (sub, role, email, name, allPayConnectedAccountId)',
    tags: securityTags,
    access: Access.signedIn,
    response: Me,
  },
  getPublicProfile: {
    method: 'GET',
    path: '/api/user/:userId/profile',
    summary: "A user's public profile",
    tags: ['users'],
    access: Access.public,
    params: UserIdParams,
    response: PublicProfile,
  },
  getUserProfile: {
    method: 'GET',
    path: `${usersBase}/profile`,
    summary: 'Profile (owner or SystemAdmin)',
    tags: securityTags,
    access: Access.selfOrSystemAdmin('params.userId'),
    params: UserIdParams,
    response: UserProfile,
  },
  updateUserProfile: {
    method: 'PUT',
    path: `${usersBase}/profile`,
    summary: 'Change the profile (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: UpdateProfileBody,
    response: UserProfile,
  },
  getUserAddress: {
    method: 'GET',
    path: `${usersBase}/address`,
    summary: 'Postal address (owner or SystemAdmin)',
    tags: securityTags,
    access: Access.selfOrSystemAdmin('params.userId'),
    params: UserIdParams,
    response: Address,
  },
  updateUserAddress: {
    method: 'PUT',
    path: `${usersBase}/address`,
    summary: 'Set the postal address (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: AddressBody,
    response: Address,
  },
  getUserPhone: {
    method: 'GET',
    path: `${usersBase}/phone`,
    summary: 'Phone number and whether it is verified',
    tags: securityTags,
    access: Access.selfOrSystemAdmin('params.userId'),
    params: UserIdParams,
    response: PhoneStatus,
  },
  setUserPhone: {
    method: 'PUT',
    path: `${usersBase}/phone`,
    summary: 'Set an unverified phone number and send a 6-digit code by SMS (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: SetPhoneBody,
    response: PhoneStatus,
  },
  verifyUserPhone: {
    method: 'POST',
    path: `${usersBase}/verify-phone`,
    summary: 'Verify the phone number with the code sent by SMS (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: VerifyPhoneBody,
    response: PhoneStatus,
  },
  changePassword: {
    method: 'POST',
    path: `${usersBase}/reset-password`,
    summary: 'Change the signed-in user’s password (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: ChangePasswordBody,
    status: 204,
    response: z.null(),
  },
  sendFeedback: {
    method: 'POST',
    path: `${usersBase}/feedback`,
    summary: 'Send feedback (owner)',
    tags: securityTags,
    access: Access.self('params.userId'),
    params: UserIdParams,
    body: FeedbackBody,
    status: 201,
    response: Feedback,
  },
});

/** The record of every mail and SMS (the /admin/outbox page). */
export const outboxRoutes = defineRoutes({
  listOutbox: {
    method: 'GET',
    path: '/api/admin/outbox',
    summary: 'Mail and SMS sent by the product, newest first (SystemAdmin)',
    description: 'SystemAdmin only: another user gets 403 `outbox.forbidden` (it holds codes and links).',
    tags: ['outbox'],
    access: Access.signedIn,
    query: PagingQuery,
    response: OutboxPage,
  },
});

// ---- mail settings (issue 30) ------------------------------------------------------------------------------

/** `smtp://user:password@host:587` or `smtps://…:465`: what nodemailer takes. */
const SmtpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      return ['smtp:', 'smtps:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'An SMTP address such as smtp://user:password@mail.example.com:587 (or smtps:// for port 465)');

/** PUT `/api/admin/settings/mail`: the SMTP server and sender, kept in the app (environment variables win). */
export const UpdateMailSettingsBody = z.object({
  smtpUrl: SmtpUrl,
  /** The sender, `Name <address>` or an address. */
  from: z.string().trim().min(3).max(300),
});
export type UpdateMailSettingsBody = z.infer<typeof UpdateMailSettingsBody>;

/** How mail leaves this installation. The password is never sent back. */
export const MailSettings = z.object({
  /** Whether mail goes out (SMTP is set here or in the environment). */
  configured: z.boolean(),
  /** `environment` when SMTP_URL is set (it wins over what is stored), `settings` when set in the app. */
  source: z.enum(['environment', 'settings', 'none']),
  /** The SMTP address with its password replaced by `***`; null when none is set. */
  smtpUrl: z.string().nullable(),
  from: z.string(),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type MailSettings = z.infer<typeof MailSettings>;

export const SendTestMailBody = z.object({ to: Email });
export type SendTestMailBody = z.infer<typeof SendTestMailBody>;

export const TestMailResult = z.object({ sent: z.literal(true), to: z.string() });
export type TestMailResult = z.infer<typeof TestMailResult>;

/** The SystemAdmin's mail settings (the /admin/settings/mail page). */
export const mailSettingsRoutes = defineRoutes({
  getMailSettings: {
    method: 'GET',
    path: '/api/admin/settings/mail',
    summary:
      'How mail is sent: SMTP from the environment or the app, the sender (SystemAdmin; never the password)',
    tags: ['outbox'],
    access: Access.systemAdmin,
    response: MailSettings,
  },
  updateMailSettings: {
    method: 'PUT',
    path: '/api/admin/settings/mail',
    summary:
      'Set the SMTP server and sender in the app (SystemAdmin; SMTP_URL in the environment still wins)',
    tags: ['outbox'],
    access: Access.systemAdmin,
    body: UpdateMailSettingsBody,
    response: MailSettings,
  },
  sendTestMail: {
    method: 'POST',
    path: '/api/admin/settings/mail/test',
    summary: 'Send a test mail now through the SMTP server in use (SystemAdmin)',
    description:
      '409 `mail.not_configured` without SMTP; 502 `mail.test_failed` with the server’s answer when it refuses.',
    tags: ['outbox'],
    access: Access.systemAdmin,
    body: SendTestMailBody,
    response: TestMailResult,
  },
});

// ---- a reset link the SystemAdmin hands over (issue 30) ---------------------------------------------------

/** POST `/api/admin/users/{userId}/reset-link`: a one-time link to choose a new password. */
export const ResetLink = z.object({
  /** The web app's `/reset-password?token=…` page: the same one-use token a reset mail carries. */
  url: z.string(),
  /** When the link stops working (it also stops once used). */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type ResetLink = z.infer<typeof ResetLink>;

/** What the SystemAdmin does for a member's account. */
export const adminUserRoutes = defineRoutes({
  createResetLink: {
    method: 'POST',
    path: '/api/admin/users/:userId/reset-link',
    summary: 'Make a one-time password reset link for a member, to hand over without mail (SystemAdmin)',
    description:
      'The same one-use token a reset mail carries, valid for 24 hours; the member’s password stays as it is until ' +
      'the link is used. 404 `user.not_found` for an unknown user.',
    tags: ['outbox'],
    access: Access.systemAdmin,
    params: UserIdParams,
    status: 201,
    response: ResetLink,
  },
});
