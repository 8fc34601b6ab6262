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

  /**
   * Notifications appear at the top right, over this button, and Mantine pauses a notification's timer while the
   * pointer is over it: a click aimed at the button through one waited for ever (a sign-in's "Welcome back").
   * Close what covers it, as a person would.
   */
  async openAccountMenu() {
    const notifications = this.page.locator('.mantine-Notification-root');
    await this.page.addLocatorHandler(
      notifications.first(),
      async () => {
        for (const close of await notifications.getByRole('button', { name: 'Close message' }).all()) {
          await close.click({ timeout: 2_000 }).catch(() => undefined); // already leaving
        }
      },
      { noWaitAfter: true },
    );
    try {
      await this.accountMenu.click();
    } finally {
      await this.page.removeLocatorHandler(notifications.first());
    }
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
