import type { RuntimeConfig } from '@matchday/contracts';

/**
 * Checks `/runtime-config.json` as RuntimeConfigSchema (packages/contracts) does, and applies its defaults,
 * without zod: this runs in the entry of every page, where zod would weigh ~27 kB gzip. runtime-config.test.ts
 * keeps the two in step (it compares this guard with the schema).
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = record(value, 'runtime configuration');
  const payments = record(config.payments, 'payments');
  const priceIds = record(payments.priceIds, 'payments.priceIds');
  return {
    environment: oneOf(config, 'environment', ['development', 'test', 'production'] as const),
    standingsApiBase: string(config, 'standingsApiBase'),
    securityApiBase: string(config, 'securityApiBase'),
    chatApiBase: string(config, 'chatApiBase'),
    hubPath: string(config, 'hubPath'),
    storageBaseUrl: string(config, 'storageBaseUrl'),
    mapsApiKey: nullableString(config, 'mapsApiKey'),
    payments: {
      provider: oneOf(payments, 'provider', ['sandbox', 'card'] as const),
      publicKey: string(payments, 'publicKey'),
      connectClientId: string(payments, 'connectClientId'),
      priceIds: {
        basicMonthly: string(priceIds, 'basicMonthly'),
        basicYearly: string(priceIds, 'basicYearly'),
        premiumMonthly: string(priceIds, 'premiumMonthly'),
        premiumYearly: string(priceIds, 'premiumYearly'),
      },
    },
    billingCentreUrl: string(config, 'billingCentreUrl'),
    captchaSiteKey: nullableString(config, 'captchaSiteKey'),
    captcha: oneOf(config, 'captcha', ['altcha', 'recaptcha'] as const, 'altcha'),
    webEngineDomain: string(config, 'webEngineDomain'),
    mailDelivery: oneOf(config, 'mailDelivery', ['smtp', 'console', 'outbox'] as const, 'outbox'),
    blogUrl: config.blogUrl === undefined ? null : nullableString(config, 'blogUrl'),
  };
}

/**
 * The configuration the server inlined into the page it sent, or `undefined` when there is none or it does not
 * check (Vite's dev server, a page cached from before): then the app asks `/runtime-config.json` (issue 13: a
 * phone saves a round trip before the first page can render).
 */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * The id of the JSON data block in which the server inlines the configuration: RUNTIME_CONFIG_ELEMENT_ID of
 * @matchday/contracts, repeated because importing a value from there brings zod into the entry
 * (runtime-config.test.ts checks that the two agree).
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

type Fields = Record<string, unknown>;

function invalid(field: string): Error {
  return new Error(`Invalid runtime configuration: ${field}`);
}

function record(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(field);
  return value as Fields;
}

function string(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string') throw invalid(key);
  return value;
}

function nullableString(fields: Fields, key: string): string | null {
  return fields[key] === null ? null : string(fields, key);
}

function oneOf<T extends string>(fields: Fields, key: string, options: readonly T[], fallback?: T): T {
  const value = fields[key];
  if (value === undefined && fallback !== undefined) return fallback;
  if (!options.includes(value as T)) throw invalid(key);
  return value as T;
}
