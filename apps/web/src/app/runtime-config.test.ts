import { RUNTIME_CONFIG_ELEMENT_ID as contractElementId, RuntimeConfigSchema } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from './runtime-config.ts';

const config = {
  environment: 'production',
  standingsApiBase: '/api',
  securityApiBase: '/security',
  chatApiBase: '/chat',
  hubPath: '/api/hub',
  storageBaseUrl: '/storage',
  mapsApiKey: 'key',
  payments: {
    provider: 'card',
    publicKey: 'pk',
    connectClientId: 'cc',
    priceIds: { basicMonthly: 'a', basicYearly: 'b', premiumMonthly: 'c', premiumYearly: 'd' },
  },
  billingCentreUrl: '/billing',
  captchaSiteKey: 'site',
  captcha: 'recaptcha',
  webEngineDomain: 'example.org',
  mailDelivery: 'smtp',
  blogUrl: 'https://blog.example.org',
};

describe('parseRuntimeConfig (the entry’s zod-free RuntimeConfigSchema)', () => {
  it('looks for the inlined configuration where the server puts it', () => {
    expect(RUNTIME_CONFIG_ELEMENT_ID).toBe(contractElementId);
  });

  it('reads what the schema reads, with the same defaults', () => {
    expect(parseRuntimeConfig(config)).toEqual(RuntimeConfigSchema.parse(config));
    const { captcha: _c, mailDelivery: _m, blogUrl: _b, ...minimal } = config;
    const sparse = { ...minimal, mapsApiKey: null, captchaSiteKey: null };
    expect(parseRuntimeConfig(sparse)).toEqual(RuntimeConfigSchema.parse(sparse));
  });

  it('covers every field of the schema', () => {
    expect(Object.keys(parseRuntimeConfig(config)).sort()).toEqual(
      Object.keys(RuntimeConfigSchema.shape).sort(),
    );
  });

  it('rejects what the schema rejects', () => {
    const broken = [
      null,
      { ...config, environment: 'staging' },
      { ...config, hubPath: 3 },
      { ...config, mapsApiKey: undefined },
      { ...config, payments: { ...config.payments, provider: 'cash' } },
      { ...config, payments: { ...config.payments, priceIds: {} } },
      { ...config, captcha: 'other' },
    ];
    for (const value of broken) {
      expect(RuntimeConfigSchema.safeParse(value).success).toBe(false);
      expect(() => parseRuntimeConfig(value)).toThrow(/Invalid runtime configuration/);
    }
  });
});
