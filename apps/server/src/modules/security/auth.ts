import {
  AUTH_BASE_PATH,
  isLeagueSiteUrl,
  isSafeReturnUrl,
  RESET_PASSWORD_PAGE,
  VERIFY_EMAIL_PAGE,
} from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { EventBus } from '../../core/events.ts';
import type { Db } from '../../db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { promoteIfFirstAccount } from './security.repo.ts';

export { AUTH_BASE_PATH };

export interface AuthRateLimit {
  /** Off only where a test needs it; on everywhere else (better-auth alone enables it in production only). */
  enabled: boolean;
  /** Sign-in attempts allowed per client address within `window` seconds. */
  signInMax: number;
  window: number;
}

export interface AuthDeps {
  config: Pick<Config, 'appEnv' | 'authSecret' | 'publicUrl' | 'port' | 'authSignInRateLimit' | 'runtime'>;
  db: Db;
  mailer: Mailer;
  /** better-auth's own messages go to the server's log (structured, with its level). */
  log?: FastifyBaseLogger | undefined;
  rateLimit?: AuthRateLimit | undefined;
  /** Hears `user.created` once an account is committed (the read cache drops the site's user count). */
  bus?: EventBus | undefined;
}

/**
 * better-auth on our database: email + password, sessions in an HttpOnly cookie, email verification and
 * password reset through the mailer, sign-in rate limit in the database (shared by every instance).
 * Decisions are in docs/adr/0002-identity.md.
 */
export function createAuth({ config, db, mailer, log, rateLimit: given, bus }: AuthDeps) {
  const rateLimit = given ?? { enabled: true, signInMax: config.authSignInRateLimit, window: 60 };
  // The mailed link opens the web app's page (not better-auth's endpoint) and carries on the address the user
  // started from: better-auth passes the caller's callbackURL / redirectTo inside its own `url`.
  const link = (page: string, token: string, betterAuthUrl: string) => {
    const back = returnPathOf(betterAuthUrl, config.publicUrl, config.runtime.webEngineDomain);
    const query = back === undefined ? '' : `&returnUrl=${encodeURIComponent(back)}`;
    return `${config.publicUrl}${page}?token=${encodeURIComponent(token)}${query}`;
  };
  return betterAuth({
    appName: 'Matchday',
    secret: config.authSecret,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: trustedOriginsOf(config),
    // Sign-up writes a user and an account; the drizzle adapter's transaction wrapper would run the mailer's
    // outbox insert inside it, which deadlocks PGlite's single connection (ADR 0002).
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      transaction: false,
      schema: { users, sessions, accounts, verifications, rateLimits },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: SystemRole.User, input: false },
        allPayConnectedAccountId: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // People get in at once and are reminded to verify (ADR 0002).
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token, url }) => {
        await mailer.send({
          to: user.email,
          channel: 'email',
          subject: 'Reset your Matchday password',
          body: [
            `Hello ${user.name},`,
            '',
            'Someone asked to reset the password of your Matchday account. To choose a new password, open:',
            link(RESET_PASSWORD_PAGE, token, url),
            '',
            'The link works for one hour. If you did not ask for this, ignore this mail; your password stays as it is.',
          ].join('\n'),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, token, url }) => {
        await mailer.send({
          to: user.email,
          channel: 'email',
          subject: 'Confirm your email address',
          body: [
            `Hello ${user.name},`,
            '',
            'Welcome to Matchday. Please confirm your email address by opening:',
            link(VERIFY_EMAIL_PAGE, token, url),
          ].join('\n'),
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Runs after the insert is committed, so the advisory lock sees every concurrent sign-up.
          // better-auth's sign-up answer does not see the promotion: the sign-up route reads the role back.
          // better-auth writes the account itself, outside withTransaction: its committed insert is announced
          // here, straight to the bus (docs/adr/0008: events go out only after the commit, and this is after).
          after: async (user) => {
            await promoteIfFirstAccount(db, user.id);
            await bus?.dispatch([{ type: 'user.created', userId: user.id }]);
          },
        },
      },
    },
    rateLimit: {
      enabled: rateLimit.enabled,
      storage: 'database',
      window: rateLimit.window,
      max: 100,
      customRules: {
        '/sign-in/email': { window: rateLimit.window, max: rateLimit.signInMax },
        '/sign-up/email': { window: rateLimit.window, max: rateLimit.signInMax },
        // Every page load reads the session: that is not a sign-in attempt, and a 429 here would show a
        // signed-in user as signed out. It only reads the caller's own cookie, so there is nothing to guess.
        '/get-session': false,
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'matchday',
      // better-auth skips the origin (CSRF) check when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // The Fastify bridge sets x-forwarded-for to Fastify's resolved client address (its trustProxy rule).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    logger: log
      ? {
          level: 'info',
          log: (level, message, ...args: unknown[]) => {
            const err = args.find((a) => a instanceof Error);
            const details = args.filter((a) => !(a instanceof Error));
            log[level](
              {
                component: 'better-auth',
                ...(err ? { err } : {}),
                ...(details.length > 0 ? { details } : {}),
              },
              message,
            );
          },
        }
      : { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The `callbackURL` better-auth put into its own link (the sign-up's callbackURL, the reset request's
 * redirectTo) as a path of this site, or as the full address of a page of one of our league sites (given the
 * web-engine domain), or `undefined` when there is none, it is `/`, or it points elsewhere (no open redirect
 * through a mailed link).
 */
export function returnPathOf(
  betterAuthUrl: string,
  publicUrl: string,
  webEngineDomain?: string,
): string | undefined {
  let wanted: string | null;
  try {
    wanted = new URL(betterAuthUrl).searchParams.get('callbackURL');
  } catch {
    return undefined;
  }
  if (!wanted || !isSafeReturnUrl(wanted, publicUrl, webEngineDomain)) return undefined;
  const target = new URL(wanted, publicUrl);
  if (target.origin !== new URL(publicUrl).origin) return target.href;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path === '/' ? undefined : path;
}

/** The web app's Vite dev server (apps/web/vite.config.ts) proxies to us from its own origin. */
const VITE_DEV_PORT = 5173;

/** The names a developer's own machine answers to: `localhost:3000` and `127.0.0.1:3000` are one server. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

type OriginConfig = Pick<Config, 'appEnv' | 'publicUrl' | 'port'> & {
  runtime: Pick<Config['runtime'], 'webEngineDomain'>;
};

/**
 * Origins allowed to send cookie-bearing requests: the public address, the web-engine domain itself (the main
 * site under the name its league sites share, issue 30) and every league site on it, as a better-auth wildcard
 * pattern (`isTrustedOrigin` is the same rule for our own guards); in development also every loopback name at
 * the configured port and at the Vite dev server's port (opening `http://127.0.0.1:3000` must not break
 * sign-in and every write).
 */
export function trustedOriginsOf(config: OriginConfig): string[] {
  const { protocol } = new URL(config.publicUrl);
  const engine = engineHostOf(config);
  const site = [config.publicUrl, `${protocol}//${engine}`, `${protocol}//*.${engine}`];
  if (config.appEnv !== 'development') return [...new Set(site)];
  const loopback = [config.port, VITE_DEV_PORT].flatMap((port) =>
    LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`),
  );
  return [...new Set([...site, ...loopback])];
}

/** The web-engine domain with the port its sites answer on (the public address's when it names none). */
function engineHostOf(config: OriginConfig): string {
  const domain = config.runtime.webEngineDomain.toLowerCase();
  const { port } = new URL(config.publicUrl);
  return /:\d+$/.test(domain) || port === '' ? domain : `${domain}:${port}`;
}

/**
 * Whether a browser's `Origin` may act for the signed-in user (plugins/cross-site.ts, the hub): one of
 * `trustedOriginsOf`, or one of our league sites (`isLeagueSiteUrl`: one subdomain label, our scheme and
 * port). Sign-in on the main site also signs the league sites in (the cookie's domain, `sessionCookieDomainOf`),
 * so their pages write with it.
 */
export function isTrustedOriginOf(config: OriginConfig): (origin: string) => boolean {
  const exact = new Set(trustedOriginsOf(config).filter((o) => !o.includes('*')));
  const publicUrl = new URL(config.publicUrl);
  return (origin) => {
    if (exact.has(origin)) return true;
    try {
      const url = new URL(origin);
      return url.origin === origin && isLeagueSiteUrl(url, publicUrl, config.runtime.webEngineDomain);
    } catch {
      return false;
    }
  };
}

/**
 * The `Domain` of the session cookie for a request to `hostname`: the web-engine domain's host when the request
 * is for it or one of its subdomains (the main site and the league sites then share one session, issue 30), else
 * none (a host-only cookie, as before). The main site may answer under more than one name (`localhost` and the
 * web-engine domain on a developer's machine or in the browser tests), and a browser drops a cookie whose
 * Domain does not cover the host that set it: hence per request, not one fixed `Domain`. A name without a dot
 * (`localhost`) or an IP address cannot carry a domain cookie.
 */
export function sessionCookieDomainOf(config: Pick<Config, 'runtime'>, hostname: string): string | undefined {
  const engine = config.runtime.webEngineDomain.toLowerCase().replace(/:\d+$/, '');
  if (!engine.includes('.') || /^[\d.]+$/.test(engine) || engine.startsWith('[')) return undefined;
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === engine || host.endsWith(`.${engine}`) ? engine : undefined;
}

/**
 * `Set-Cookie` with `Domain=` added (when it has none), so the cookie reaches every league site. A `__Host-`
 * cookie must stay host-only (browsers refuse it with a Domain).
 */
export function withCookieDomain(setCookie: string, domain: string): string {
  if (setCookie.startsWith('__Host-') || /;\s*domain=/i.test(setCookie)) return setCookie;
  return `${setCookie}; Domain=${domain}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** better-auth on our database (the security module's; other modules reach it through `app.auth`). */
    auth: Auth;
  }
}

/** Creates better-auth from the app's config, database and mailer and decorates `app.auth`. */
export const authSetupPlugin = fp<{ rateLimit?: AuthRateLimit | undefined }>(
  async (app: FastifyInstance, options) => {
    app.decorate(
      'auth',
      createAuth({
        config: app.deps.config,
        db: app.deps.database.db,
        mailer: app.mailer,
        log: app.log,
        rateLimit: options.rateLimit,
        bus: app.deps.bus,
      }),
    );
  },
  { name: 'auth-setup', dependencies: ['mailer'] },
);
