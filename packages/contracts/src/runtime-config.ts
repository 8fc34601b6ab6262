import { z } from 'zod';

/** The four subscription prices: two plans (basic, premium), each monthly or yearly (spec §1). */
export const PriceIdsSchema = z.object({
  basicMonthly: z.string(),
  basicYearly: z.string(),
  premiumMonthly: z.string(),
  premiumYearly: z.string(),
});
export type PriceIds = z.infer<typeof PriceIdsSchema>;

/**
 * What the web app needs to know at start-up, served by the server at `GET /runtime-config.json`
 * so one build runs in every environment (spec §9 "Runtime configuration").
 * URLs are absolute or relative to the site (`/api`); none ends with a slash.
 */
export const RuntimeConfigSchema = z
  .object({
    environment: z.enum(['development', 'test', 'production']),
    /** Base of the standings service (the spec's default call base), e.g. `/api`. */
    standingsApiBase: z.string(),
    /** Base of the security (login) service, e.g. `/security`; its calls live under `/v1/...`. */
    securityApiBase: z.string(),
    /** Base of the chat service, e.g. `/chat`. */
    chatApiBase: z.string(),
    /** Path of the socket.io realtime hub, under the standings API: `/api/hub`. */
    hubPath: z.string(),
    /** Base that a media path relative to the storage bucket is appended to, e.g. `/storage`. */
    storageBaseUrl: z.string(),
    /** Key of the maps provider; `null` when maps are not configured (show the address as text). */
    mapsApiKey: z.string().nullable(),
    payments: z.object({
      /** `sandbox` is the built-in local checkout; `card` a real card payment provider. */
      provider: z.enum(['sandbox', 'card']),
      publicKey: z.string(),
      connectClientId: z.string(),
      priceIds: PriceIdsSchema,
    }),
    /** Where a subscriber manages their subscription (the billing customer centre). */
    billingCentreUrl: z.string(),
    /**
     * reCAPTCHA site key; `null` means the built-in proof-of-work captcha is used. Set only when the server
     * also has the secret to verify its tokens (CAPTCHA_SITE_KEY and CAPTCHA_SECRET).
     */
    captchaSiteKey: z.string().nullable(),
    /** Which captcha the contact form shows: `altcha` (self-hosted proof of work) or `recaptcha`. */
    captcha: z.enum(['altcha', 'recaptcha']).default('altcha'),
    /** Each league's public site is `https://{subdomain}.{webEngineDomain}`, e.g. `localhost:3000`. */
    webEngineDomain: z.string(),
    /**
     * How mail reaches people now: `smtp` (SMTP set in the environment or in the app's mail settings);
     * `console` (development without a mail server: links are printed in the server console); `outbox` (only a
     * SystemAdmin reads it at /admin/outbox). Worked out at each request, so it follows the mail settings a
     * SystemAdmin saves (issue 30); without `smtp` the web app tells members what to do instead of waiting.
     */
    mailDelivery: z.enum(['smtp', 'console', 'outbox']).default('outbox'),
    /** The external blog's address; `null` when there is none (the footer shows no Blog link). */
    blogUrl: z.string().nullable().default(null),
  })
  .meta({ id: 'RuntimeConfig' });
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/**
 * The id of the JSON data block (`<script type="application/json">`) in which the server inlines the runtime
 * configuration into every page load, so the web app need not ask `/runtime-config.json` first (issue 13).
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
