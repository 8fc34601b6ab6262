import { expect, type Locator, type Page } from '@playwright/test';

/** The sandbox's test cards (ADR 0022). */
export const testCards = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0027 6000 3184',
} as const;

/** `/pricing`: one region per plan (Free, Basic, Premium), a Monthly / Yearly switch. */
export class PricingPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/pricing${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  }

  plan(name: 'Free' | 'Basic' | 'Premium'): Locator {
    return this.page.getByRole('region', { name });
  }

  async period(name: 'Monthly' | 'Yearly') {
    const button = this.page
      .getByRole('group', { name: 'Billing period' })
      .getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /** Chooses a paid plan; the browser goes to the checkout. */
  async choose(name: 'Basic' | 'Premium') {
    await this.plan(name)
      .getByRole('button', { name: `Choose ${name}` })
      .click();
  }
}

/** `/checkout/sandbox/{sessionId}`: the sandbox provider's checkout. */
export class SandboxCheckoutPage {
  constructor(readonly page: Page) {}

  get cardNumber(): Locator {
    return this.page.getByRole('textbox', { name: 'Card number', exact: true });
  }

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/checkout\/sandbox\//);
    await expect(this.page.getByText('Sandbox — no real money moves')).toBeVisible();
    await expect(this.page.getByRole('region', { name: 'Order summary' })).toBeVisible();
  }

  async fill(card: string, expiry = '12 / 30', cvc = '123') {
    await this.cardNumber.fill(card);
    await this.page.getByRole('textbox', { name: 'Expiry (MM / YY)', exact: true }).fill(expiry);
    await this.page.getByRole('textbox', { name: 'CVC', exact: true }).fill(cvc);
  }

  async pay(card: string) {
    await this.fill(card);
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click();
  }
}

/** `/admin/profile?tabs=subscription`: the billing centre. */
export class BillingCentrePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/profile?tabs=subscription');
    await expect(this.page.getByRole('tab', { name: 'Subscription', selected: true })).toBeVisible();
  }

  get subscription(): Locator {
    return this.page.getByRole('region', { name: 'Your subscription' });
  }

  async cancelAtPeriodEnd() {
    await this.subscription.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** `/admin/profile?tabs=payouts`: one region per payout provider. */
export class PayoutsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/profile?tabs=payouts');
    await expect(this.page.getByRole('heading', { name: 'Payout accounts' })).toBeVisible();
  }

  provider(name: 'Stripe' | 'PayPal' | 'AllPay'): Locator {
    return this.page.getByRole('region', { name });
  }

  /** Connects through the provider's onboarding (the sandbox's completes at once and comes back here). */
  async connect(name: 'Stripe' | 'PayPal' | 'AllPay') {
    await this.provider(name)
      .getByRole('button', { name: `Connect ${name}` })
      .click();
    await expect(this.page).toHaveURL(/\/admin\/profile\?tabs=payouts/);
  }
}
