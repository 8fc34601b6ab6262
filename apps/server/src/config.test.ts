import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuntimeConfigSchema } from '@matchday/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, devSecretPath, loadConfig, settingNames } from './config.ts';

const production = {
  APP_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-enough-length',
  PUBLIC_URL: 'https://matchday.example.com/',
  WEB_ENGINE_DOMAIN: 'matchday.example.com',
  DATABASE_URL: 'postgres://db.example.com/matchday',
};

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'matchday-config-'));
  tempDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      mailFrom: 'Matchday <no-reply@localhost>',
      smtpUrl: undefined,
      databaseUrl: undefined,
      uploadsDir: undefined,
    });
    expect(loadConfig({}).dataDir).toBe('./data');
  });

  it('defaults the league sites domain to the configured port', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '3400' }).runtime.webEngineDomain).toBe(
      'localhost:3400',
    );
  });

  it('defaults PUBLIC_URL to the configured port', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', PORT: '' }).port).toBe(3000);
  });

  it('rejects an invalid value naming the setting', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it.each(['AUTH_SECRET', 'PUBLIC_URL', 'WEB_ENGINE_DOMAIN'])(
    'stops a production start without %s, with the spec text',
    (name) => {
      const env: Record<string, string | undefined> = { ...production, [name]: undefined };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        `Required environment variable ${name} is not set. Please configure it in your deployment.`,
      );
    },
  );

  it('refuses an http:// PUBLIC_URL in production, naming the setting', () => {
    const env = { ...production, PUBLIC_URL: 'http://matchday.example.com' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/PUBLIC_URL must be an https:\/\/ address in production/);
    expect(loadConfig({ DATA_DIR: 'memory://', PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('prints mail to the console in development without SMTP, and says so in the runtime config', () => {
    const dev = loadConfig({ DATA_DIR: 'memory://' });
    expect(dev.mailDelivery).toBe('console');
    expect(dev.runtime.mailDelivery).toBe('console');
    expect(loadConfig({ DATA_DIR: 'memory://', SMTP_URL: 'smtp://mail.example.com' }).mailDelivery).toBe(
      'smtp',
    );
    expect(loadConfig(production).mailDelivery).toBe('outbox');
    expect(loadConfig({ APP_ENV: 'test', DATA_DIR: 'memory://' }).mailDelivery).toBe('outbox');
  });

  it('turns the sandbox payment provider off in production unless PAYMENTS_SANDBOX=on', () => {
    expect(loadConfig(production).payments.sandboxPayments).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'on' }).payments.sandboxPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: 'memory://' }).payments.sandboxPayments).toBe(true);
  });

  it('requires the price ids in production once a card payment provider is configured', () => {
    const env = { ...production, PAYMENT_PUBLIC_KEY: 'pk_live_1', PAYMENT_CONNECT_CLIENT_ID: 'ca_1' };
    expect(() => loadConfig(env)).toThrow(
      'Required environment variable PRICE_BASIC_MONTHLY is not set. Please configure it in your deployment.',
    );
  });

  it('starts in production with every required setting, trimming the trailing slash', () => {
    const config = loadConfig(production);
    expect(config.authSecret).toBe(production.AUTH_SECRET);
    expect(config.publicUrl).toBe('https://matchday.example.com');
    expect(config.runtime.webEngineDomain).toBe('matchday.example.com');
  });

  it('generates a secret outside production once, keeps it in DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(devSecretPath(dataDir), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
  });

  it('generates a fresh secret for an in-memory data folder without writing a file', () => {
    const a = loadConfig({ DATA_DIR: 'memory://' }).authSecret;
    const b = loadConfig({ DATA_DIR: 'memory://' }).authSecret;
    expect(a).not.toBe(b);
  });

  it('prefers a configured AUTH_SECRET over the generated one', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'configured-secret-123' }).authSecret).toBe(
      'configured-secret-123',
    );
  });

  it('builds the web runtime configuration with local defaults', () => {
    const { runtime } = loadConfig({ DATA_DIR: 'memory://' });
    expect(RuntimeConfigSchema.parse(runtime)).toEqual({
      environment: 'development',
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
        priceIds: {
          basicMonthly: 'sandbox-basic-monthly',
          basicYearly: 'sandbox-basic-yearly',
          premiumMonthly: 'sandbox-premium-monthly',
          premiumYearly: 'sandbox-premium-yearly',
        },
      },
      billingCentreUrl: '/admin/profile?tabs=subscription',
      captchaSiteKey: null,
      captcha: 'altcha',
      webEngineDomain: 'localhost:3000',
      mailDelivery: 'console',
      blogUrl: null,
    });
  });

  it('takes configured runtime values', () => {
    const { runtime } = loadConfig({
      DATA_DIR: 'memory://',
      STANDINGS_API_BASE: 'https://api.example.com/api/',
      STORAGE_BASE_URL: 'https://bucket.example.com/media/',
      MAPS_API_KEY: 'maps-key',
      PAYMENT_PUBLIC_KEY: 'pk_test_1',
      PRICE_PREMIUM_YEARLY: 'price_py',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'secret',
      BLOG_URL: 'https://blog.example.com',
    });
    expect(runtime).toMatchObject({
      blogUrl: 'https://blog.example.com',
      standingsApiBase: 'https://api.example.com/api',
      hubPath: 'https://api.example.com/api/hub',
      storageBaseUrl: 'https://bucket.example.com/media',
      mapsApiKey: 'maps-key',
      captchaSiteKey: 'site-key',
      captcha: 'recaptcha',
      payments: { provider: 'card', publicKey: 'pk_test_1', priceIds: { premiumYearly: 'price_py' } },
    });
  });
});

describe('the payment providers', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
  const paypal = {
    PAYPAL_CLIENT_ID: 'client',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
    PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com/',
  };
  const allpay = {
    ALLPAY_API_BASE: 'https://api.allpay.example/',
    ALLPAY_API_KEY: 'ak_1',
    ALLPAY_WEBHOOK_SECRET: 'allpay-secret',
  };

  it('runs on the sandbox alone when no provider is configured', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).paymentProviders).toEqual({
      stripe: undefined,
      paypal: undefined,
      allpay: undefined,
    });
  });

  it('turns each provider on when all of its settings are set, trimming the API addresses', () => {
    const config = loadConfig({
      DATA_DIR: 'memory://',
      ...stripe,
      ...paypal,
      ...allpay,
      PAYPAL_PARTNER_ID: 'P1',
    });
    expect(config.paymentProviders).toEqual({
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
      paypal: {
        clientId: 'client',
        clientSecret: 'secret',
        webhookId: 'WH-1',
        apiBase: 'https://api-m.sandbox.paypal.com',
        partnerId: 'P1',
      },
      allpay: { apiBase: 'https://api.allpay.example', apiKey: 'ak_1', webhookSecret: 'allpay-secret' },
    });
    expect(
      loadConfig({ DATA_DIR: 'memory://', ...paypal }).paymentProviders.paypal?.partnerId,
    ).toBeUndefined();
  });

  it.each([
    ['STRIPE_WEBHOOK_SECRET', stripe],
    ['STRIPE_SECRET_KEY', stripe],
    ['PAYPAL_WEBHOOK_ID', paypal],
    ['PAYPAL_API_BASE', paypal],
    ['ALLPAY_WEBHOOK_SECRET', allpay],
    ['ALLPAY_API_KEY', allpay],
  ])('stops a start that sets a provider in part, naming the missing %s', (name, group) => {
    const env = { DATA_DIR: 'memory://', ...group, [name]: '' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(
      `Required environment variable ${name} is not set. Please configure it in your deployment.`,
    );
  });

  it('rejects an API address that is not an http(s) URL, naming the setting', () => {
    expect(() =>
      loadConfig({ DATA_DIR: 'memory://', ...paypal, PAYPAL_API_BASE: 'api-m.paypal.com' }),
    ).toThrow(/PAYPAL_API_BASE/);
    expect(() =>
      loadConfig({ DATA_DIR: 'memory://', ...allpay, ALLPAY_API_BASE: 'ftp://allpay.example' }),
    ).toThrow(/ALLPAY_API_BASE/);
  });

  it('requires the Stripe keys in production once a card payment provider is configured', () => {
    const card = {
      ...production,
      PAYMENT_PUBLIC_KEY: 'pk_live_1',
      PAYMENT_CONNECT_CLIENT_ID: 'ca_1',
      PRICE_BASIC_MONTHLY: 'price_bm',
      PRICE_BASIC_YEARLY: 'price_by',
      PRICE_PREMIUM_MONTHLY: 'price_pm',
      PRICE_PREMIUM_YEARLY: 'price_py',
      BILLING_CENTRE_URL: 'https://billing.stripe.com/p/login/1',
    };
    expect(() => loadConfig(card)).toThrow(
      'Required environment variable STRIPE_SECRET_KEY is not set. Please configure it in your deployment.',
    );
    expect(loadConfig({ ...card, ...stripe }).paymentProviders.stripe?.secretKey).toBe('sk_test_1');
  });
});

describe('the captcha', () => {
  it('uses ALTCHA, signed with a key derived from AUTH_SECRET, unless reCAPTCHA has its key and secret', () => {
    const base = { DATA_DIR: 'memory://', AUTH_SECRET: 'a-secret-of-sixteen-chars' };
    const plain = loadConfig(base);
    expect(plain.captcha).toEqual({ kind: 'altcha', hmacKey: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(plain.captcha.hmacKey).not.toBe(base.AUTH_SECRET);
    expect(loadConfig(base).captcha.hmacKey).toBe(plain.captcha.hmacKey);
    // A site key without its secret cannot be verified: the form keeps ALTCHA and shows no Google box.
    const keyOnly = loadConfig({ ...base, CAPTCHA_SITE_KEY: 'site-key' });
    expect(keyOnly.captcha.kind).toBe('altcha');
    expect(keyOnly.runtime).toMatchObject({ captcha: 'altcha', captchaSiteKey: null });
    const dedicated = loadConfig({ ...base, CAPTCHA_HMAC_KEY: 'a-dedicated-hmac-key' });
    expect(dedicated.captcha.hmacKey).toBe('a-dedicated-hmac-key');
  });
});

describe('documentation of the settings', () => {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const envExample = readFileSync(join(root, '.env.example'), 'utf8');

  it.each(settingNames)('lists %s in the README table and in .env.example', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'));
    expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
