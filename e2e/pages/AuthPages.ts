import { expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** `/register?returnUrl=…` */
export class RegisterPage {
  constructor(readonly page: Page) {}

  async goto(returnUrl?: string) {
    await this.page.goto(returnUrl ? `/register?returnUrl=${encodeURIComponent(returnUrl)}` : '/register');
    await expect(this.page.getByRole('heading', { name: 'Create your Matchday account' })).toBeVisible();
  }

  async register(account: Account) {
    await this.page.getByRole('textbox', { name: 'Name' }).fill(account.name);
    await this.page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await this.page.getByLabel(/^Password/).fill(account.password);
    await this.page.getByLabel('Confirm password').fill(account.password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}

/** `/login?returnUrl=…` */
export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(returnUrl?: string) {
    await this.page.goto(returnUrl ? `/login?returnUrl=${encodeURIComponent(returnUrl)}` : '/login');
    await this.expectOpen();
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { name: 'Sign in to Matchday' })).toBeVisible();
  }

  async signIn(email: string, password: string) {
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async openForgotPassword() {
    await this.page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  }
}

/** `/forgot-password?returnUrl=…` */
export class ForgotPasswordPage {
  constructor(readonly page: Page) {}

  /**
   * Asks for a reset link. Until mail is set up (`mail: false`, a fresh installation) the page says no mail will
   * come and whom to ask instead (issue 30); with mail, that the link is on its way.
   */
  async request(email: string, { mail = false }: { mail?: boolean } = {}) {
    await this.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.page.getByRole('button', { name: 'Send reset link' }).click();
    const status = this.page.getByRole('status');
    if (mail) {
      await expect(status).toContainText(`If an account exists for ${email}`);
    } else {
      await expect(status).toContainText('This site cannot send email yet');
      await expect(status).toContainText('Ask the site’s administrator for a reset link');
      await expect(status.getByRole('link', { name: 'Write to them through Contact us.' })).toBeVisible();
    }
  }
}

/** `/reset-password?token=…` */
export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async setPassword(password: string) {
    await expect(this.page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await this.page.getByLabel(/^New password/).fill(password);
    await this.page.getByLabel('Confirm password').fill(password);
    await this.page.getByRole('button', { name: 'Set new password' }).click();
  }
}
