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
