import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RuntimeConfig } from '@matchday/contracts';
import { z } from 'zod';

/**
 * Every setting of the server, read once from the environment and validated at start-up.
 * This is the only file that reads `process.env`. The README and `.env.example` list the same settings.
 */
const AppEnv = z.enum(['development', 'test', 'production']);

const ConfigSchema = z.object({
  APP_ENV: AppEnv.default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database, uploads, the generated dev secret and the process lock live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL over node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** When set, the realtime hub and cache invalidation reach every instance through this Redis (ADR 0010). */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Signs sessions and tokens. Required in production; generated once and kept in DATA_DIR elsewhere. */
  AUTH_SECRET: z.string().min(16).optional(),
  /** The address people use to reach the site (links in emails, auth callbacks). Required in production. */
  PUBLIC_URL: z.string().url().optional(),
  /** When set, mail goes out over SMTP; otherwise it stays in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Matchday <no-reply@localhost>'),
  /** Sign-in (and sign-up) attempts allowed per client address per minute (ADR 0002). */
  AUTH_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Behind a load balancer or reverse proxy: trust its X-Forwarded-* headers. */
  TRUST_PROXY: z.stringbool().default(false),
  /** The built web app the server serves; default apps/web/dist of this repository. */
  WEB_DIST_DIR: z.string().optional(),

  // Runtime configuration of the web app (GET /runtime-config.json). See docs/adr/0004-runtime-config-and-reference-data.md.
  STANDINGS_API_BASE: z.string().default('/api'),
  SECURITY_API_BASE: z.string().default('/security'),
  CHAT_API_BASE: z.string().default('/chat'),
  /** Base of stored files; default `/storage`, served from DATA_DIR/uploads by this server. */
  STORAGE_BASE_URL: z.string().default('/storage'),
  MAPS_API_KEY: z.string().optional(),
  /** Public key of the card payment provider; unset = the built-in sandbox checkout. */
  PAYMENT_PUBLIC_KEY: z.string().optional(),
  PAYMENT_CONNECT_CLIENT_ID: z.string().optional(),
  PRICE_BASIC_MONTHLY: z.string().optional(),
  PRICE_BASIC_YEARLY: z.string().optional(),
  PRICE_PREMIUM_MONTHLY: z.string().optional(),
  PRICE_PREMIUM_YEARLY: z.string().optional(),
  BILLING_CENTRE_URL: z.string().optional(),
  /**
   * Run the job queue (pg-boss: mail delivery through SMTP, schedules) in this process; default on, off when
   * APP_ENV=test (tests run what they queue themselves). The browser journeys turn it on.
   */
  JOB_QUEUE: z.enum(['on', 'off']).optional(),
  /** Enforce what each plan unlocks (402 `payment_required`, ADR 0022); default on, off when APP_ENV=test. */
  PLAN_LIMITS: z.enum(['on', 'off']).optional(),
  /** The built-in sandbox takes payments (test cards): default on, off in production (ADR 0022). */
  PAYMENTS_SANDBOX: z.enum(['on', 'off']).optional(),
  /** Signs the built-in sandbox provider's webhooks; unset = derived from AUTH_SECRET. */
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
  // The real payment providers (ADR 0022). Each is on when all of its settings are set; half of a group stops
  // the start naming the missing one. Without any, everything runs on the built-in sandbox.
  /** Stripe's secret API key (`sk_live_…`/`sk_test_…`): subscriptions, checkout, Connect payouts. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (`whsec_…`) of the Stripe webhook endpoint `/api/v1/payments/webhook/stripe`. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** PayPal REST app: client id and secret (OAuth2 client credentials). */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** The id of the PayPal webhook pointing at `/api/v1/payments/webhook/paypal` (deliveries are verified with it). */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** `https://api-m.paypal.com` (live) or `https://api-m.sandbox.paypal.com`. */
  PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  /** The platform's PayPal merchant id: with it organisers can connect PayPal payout accounts (partner referrals). */
  PAYPAL_PARTNER_ID: z.string().optional(),
  /** AllPay (the regional provider): API address, key, and the secret its webhooks are signed with. */
  ALLPAY_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  ALLPAY_API_KEY: z.string().optional(),
  ALLPAY_WEBHOOK_SECRET: z.string().optional(),
  /** reCAPTCHA site key; with CAPTCHA_SECRET the contact form uses reCAPTCHA instead of ALTCHA (ADR 0017). */
  CAPTCHA_SITE_KEY: z.string().optional(),
  /** reCAPTCHA secret, verified through Google's siteverify; ignored without CAPTCHA_SITE_KEY. */
  CAPTCHA_SECRET: z.string().optional(),
  /** Signs the ALTCHA proof-of-work challenges; unset = derived from AUTH_SECRET (ADR 0017). */
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  /** The external blog the site's footer links to; unset = no Blog link. */
  BLOG_URL: z.string().url().optional(),
  /** League sites live on `{subdomain}.{WEB_ENGINE_DOMAIN}`; default `localhost:{PORT}`. Required in production. */
  WEB_ENGINE_DOMAIN: z.string().optional(),
});

export type AppEnv = z.infer<typeof AppEnv>;
export type MailDelivery = RuntimeConfig['mailDelivery'];

/** Every setting's name; the README's table and `.env.example` list each one (config.test.ts checks). */
export const settingNames = Object.keys(ConfigSchema.shape);

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for the hub's fan-out and cross-instance cache invalidation; `undefined`: in-process only. */
  redisUrl: string | undefined;
  logLevel: string;
  authSecret: string;
  publicUrl: string;
  smtpUrl?: string | undefined;
  mailFrom: string;
  /**
   * How mail reaches people as the environment says (SMTP_URL, else the console in development, else the outbox);
   * mail settings saved in the app may add SMTP later (the runtime config's is worked out per request, issue 30).
   */
  mailDelivery: MailDelivery;
  /** Whether this process runs the job queue (JOB_QUEUE; off by default when APP_ENV=test). */
  jobQueue: boolean;
  authSignInRateLimit: number;
  trustProxy: boolean;
  /** Absolute path of the built web app. */
  webDistDir: string;
  /** Absolute path of the local storage folder (DATA_DIR/uploads); `undefined` for `memory://`. */
  uploadsDir: string | undefined;
  /** The contact form's captcha (ADR 0017): reCAPTCHA when its key and secret are set, else ALTCHA. */
  captcha: CaptchaConfig;
  /** What `GET /runtime-config.json` returns. */
  runtime: RuntimeConfig;
  /** The real payment providers that are configured; the sandbox is always there (ADR 0022). */
  paymentProviders: PaymentProviderSettings;
  /** The payments module's own settings (ADR 0022). */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** Whether what each plan unlocks is enforced (402 `payment_required`). */
  planLimits: boolean;
  /** Whether the built-in sandbox takes payments and payout onboardings (test cards); off in production. */
  sandboxPayments: boolean;
  /** HMAC secret of the sandbox provider's webhook signatures. */
  sandboxWebhookSecret: string;
}

export interface PaymentProviderSettings {
  stripe: { secretKey: string; webhookSecret: string } | undefined;
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        webhookId: string;
        apiBase: string;
        partnerId: string | undefined;
      }
    | undefined;
  allpay: { apiBase: string; apiKey: string; webhookSecret: string } | undefined;
}

/** The settings that turn a payment provider on: all of a group or none of it. */
export const paymentProviderSettingGroups = {
  stripe: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_API_BASE'],
  allpay: ['ALLPAY_API_BASE', 'ALLPAY_API_KEY', 'ALLPAY_WEBHOOK_SECRET'],
} as const;

export type CaptchaConfig =
  | { kind: 'altcha'; hmacKey: string }
  | { kind: 'recaptcha'; siteKey: string; secret: string; hmacKey: string };

/** Settings production cannot run without; elsewhere each has a local default. */
export const requiredInProduction = ['AUTH_SECRET', 'PUBLIC_URL', 'WEB_ENGINE_DOMAIN'] as const;

/** With a real card provider (PAYMENT_PUBLIC_KEY set) in production, these must be set too. */
export const requiredWithCardPayments = [
  'PAYMENT_CONNECT_CLIENT_ID',
  'PRICE_BASIC_MONTHLY',
  'PRICE_BASIC_YEARLY',
  'PRICE_PREMIUM_MONTHLY',
  'PRICE_PREMIUM_YEARLY',
  'BILLING_CENTRE_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

/** Price ids of the built-in sandbox payment provider. */
export const sandboxPriceIds = {
  basicMonthly: 'sandbox-basic-monthly',
  basicYearly: 'sandbox-basic-yearly',
  premiumMonthly: 'sandbox-premium-monthly',
  premiumYearly: 'sandbox-premium-yearly',
} as const;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Text of spec §8 for a missing required runtime setting, used verbatim. */
export function missingSettingMessage(name: string): string {
  return `Required environment variable ${name} is not set. Please configure it in your deployment.`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The data folder value that keeps everything in memory (tests). */
export const memoryDataDir = 'memory://';

/**
 * Reads and validates the settings. Pure apart from one side effect: outside production, a missing
 * AUTH_SECRET is generated once and stored in DATA_DIR/.auth-secret so sessions survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const given = stripEmpty(env);
  const e = parsed.data;
  if (e.APP_ENV === 'production') {
    for (const name of requiredInProduction) {
      if (given[name] === undefined) throw new ConfigError(missingSettingMessage(name));
    }
    if (e.PAYMENT_PUBLIC_KEY !== undefined) {
      for (const name of requiredWithCardPayments) {
        if (given[name] === undefined) throw new ConfigError(missingSettingMessage(name));
      }
    }
  }
  const paymentProviders = toPaymentProviderSettings(e, given);
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  // Session cookies are `Secure` only on https: over http in production they would travel in clear text.
  if (e.APP_ENV === 'production' && !publicUrl.startsWith('https://')) {
    throw new ConfigError(
      `PUBLIC_URL must be an https:// address in production (it is ${publicUrl}): session cookies are ` +
        'only marked Secure on https. Put the server behind TLS and set PUBLIC_URL to its https address.',
    );
  }
  const authSecret = e.AUTH_SECRET ?? findOrCreateDevSecret(e.DATA_DIR);
  // A key of its own, so a challenge's signature never reveals anything about the session secret.
  const hmacKey =
    e.CAPTCHA_HMAC_KEY ?? createHmac('sha256', authSecret).update('altcha-challenge').digest('hex');
  const captcha: CaptchaConfig =
    e.CAPTCHA_SITE_KEY !== undefined && e.CAPTCHA_SECRET !== undefined
      ? { kind: 'recaptcha', siteKey: e.CAPTCHA_SITE_KEY, secret: e.CAPTCHA_SECRET, hmacKey }
      : { kind: 'altcha', hmacKey };
  const mailDelivery: MailDelivery = e.SMTP_URL ? 'smtp' : e.APP_ENV === 'development' ? 'console' : 'outbox';
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    authSecret,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDelivery,
    jobQueue: (e.JOB_QUEUE ?? (e.APP_ENV === 'test' ? 'off' : 'on')) === 'on',
    authSignInRateLimit: e.AUTH_SIGN_IN_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    captcha,
    webDistDir: resolve(e.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist')),
    uploadsDir: e.DATA_DIR === memoryDataDir ? undefined : join(resolve(e.DATA_DIR), 'uploads'),
    runtime: {
      environment: e.APP_ENV,
      standingsApiBase: trimSlash(e.STANDINGS_API_BASE),
      securityApiBase: trimSlash(e.SECURITY_API_BASE),
      chatApiBase: trimSlash(e.CHAT_API_BASE),
      hubPath: `${trimSlash(e.STANDINGS_API_BASE)}/hub`,
      storageBaseUrl: trimSlash(e.STORAGE_BASE_URL),
      mapsApiKey: e.MAPS_API_KEY ?? null,
      payments: {
        provider: e.PAYMENT_PUBLIC_KEY === undefined ? 'sandbox' : 'card',
        publicKey: e.PAYMENT_PUBLIC_KEY ?? 'sandbox',
        connectClientId: e.PAYMENT_CONNECT_CLIENT_ID ?? 'sandbox',
        priceIds: {
          basicMonthly: e.PRICE_BASIC_MONTHLY ?? sandboxPriceIds.basicMonthly,
          basicYearly: e.PRICE_BASIC_YEARLY ?? sandboxPriceIds.basicYearly,
          premiumMonthly: e.PRICE_PREMIUM_MONTHLY ?? sandboxPriceIds.premiumMonthly,
          premiumYearly: e.PRICE_PREMIUM_YEARLY ?? sandboxPriceIds.premiumYearly,
        },
      },
      billingCentreUrl: e.BILLING_CENTRE_URL ?? '/admin/profile?tabs=subscription',
      captchaSiteKey: captcha.kind === 'recaptcha' ? captcha.siteKey : null,
      captcha: captcha.kind,
      webEngineDomain: e.WEB_ENGINE_DOMAIN ?? `localhost:${e.PORT}`,
      mailDelivery,
      blogUrl: e.BLOG_URL ?? null,
    },
    paymentProviders,
    payments: {
      planLimits: (e.PLAN_LIMITS ?? (e.APP_ENV === 'test' ? 'off' : 'on')) === 'on',
      // In production a test card must never buy a real plan: the sandbox is off unless a demo deployment says so.
      sandboxPayments: (e.PAYMENTS_SANDBOX ?? (e.APP_ENV === 'production' ? 'off' : 'on')) === 'on',
      sandboxWebhookSecret:
        e.SANDBOX_WEBHOOK_SECRET ?? createHmac('sha256', authSecret).update('sandbox-webhooks').digest('hex'),
    },
  };
}

/** A provider whose group is complete is on; a group set in part is a mistake worth stopping for. */
function toPaymentProviderSettings(
  e: z.infer<typeof ConfigSchema>,
  given: Record<string, string | undefined>,
): PaymentProviderSettings {
  const isOn = (names: readonly string[]) => {
    const missing = names.filter((name) => given[name] === undefined);
    if (missing.length === names.length) return false;
    if (missing[0] !== undefined) throw new ConfigError(missingSettingMessage(missing[0]));
    return true;
  };
  const groups = paymentProviderSettingGroups;
  return {
    stripe:
      isOn(groups.stripe) && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : undefined,
    paypal:
      isOn(groups.paypal) &&
      e.PAYPAL_CLIENT_ID &&
      e.PAYPAL_CLIENT_SECRET &&
      e.PAYPAL_WEBHOOK_ID &&
      e.PAYPAL_API_BASE
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            webhookId: e.PAYPAL_WEBHOOK_ID,
            apiBase: trimSlash(e.PAYPAL_API_BASE),
            partnerId: e.PAYPAL_PARTNER_ID,
          }
        : undefined,
    allpay:
      isOn(groups.allpay) && e.ALLPAY_API_BASE && e.ALLPAY_API_KEY && e.ALLPAY_WEBHOOK_SECRET
        ? {
            apiBase: trimSlash(e.ALLPAY_API_BASE),
            apiKey: e.ALLPAY_API_KEY,
            webhookSecret: e.ALLPAY_WEBHOOK_SECRET,
          }
        : undefined,
  };
}

/** `/api/` and `/api` name the same base; the web app appends `/path`. */
function trimSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}

/** Path of the generated secret inside a data folder. */
export function devSecretPath(dataDir: string): string {
  return join(resolve(dataDir), '.auth-secret');
}

function findOrCreateDevSecret(dataDir: string): string {
  const secret = randomBytes(32).toString('base64url');
  if (dataDir === memoryDataDir) return secret;
  const file = devSecretPath(dataDir);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 16) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** An empty variable (`FOO=`) means "not set", as in most deployment tools. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
