import { expect, type Page } from '@playwright/test';

/** The header of every page: brand, main links, sign-in links or the account menu. */
export class AppShell {
  constructor(readonly page: Page) {}

  get mainNav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' }).first();
  }

  get accountMenu() {
    return this.page.getByRole('button', { name: 'Account menu' });
  }

  async openAccountMenu() {
    await this.accountMenu.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async openOutbox() {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Outbox' }).click();
    await expect(this.page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  }

  async openProfile() {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(this.page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  }

  async signOut() {
    await this.openAccountMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(this.page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  }

  async expectSignedInAs(name: string) {
    await this.openAccountMenu();
    await expect(this.page.getByRole('menu')).toContainText(name);
    await this.page.keyboard.press('Escape');
  }
}
