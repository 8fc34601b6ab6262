import type { RuntimeConfig } from '@matchday/contracts';

/** A whole runtime configuration, as the server inlines it or answers `/runtime-config.json` in a test. */
export const testRuntimeConfig: RuntimeConfig = {
  environment: 'test',
  standingsApiBase: '/api',
  securityApiBase: '/security',
  chatApiBase: '/chat',
  hubPath: '/api/hub',
  storageBaseUrl: '/storage',
  mapsApiKey: null,
  payments: {
    provider: 'sandbox',
    publicKey: 'sandbox',
    connectClientId: 'sandbox',
    priceIds: { basicMonthly: 'a', basicYearly: 'b', premiumMonthly: 'c', premiumYearly: 'd' },
  },
  billingCentreUrl: '/admin/profile',
  captchaSiteKey: null,
  captcha: 'altcha',
  webEngineDomain: 'localhost:3000',
  mailDelivery: 'outbox',
  blogUrl: null,
};
