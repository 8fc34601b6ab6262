import { expect, type Locator, type Page } from '@playwright/test';

/** `/admin/outbox` (SystemAdmin): the mails and text messages the installation sent, newest first. */
export class OutboxPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/admin/outbox');
    await expect(this.page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  }

  /** The newest message to `to` with this subject; refreshes until it arrives. */
  async latest(to: string, subject: string | RegExp): Promise<Locator> {
    const item = this.page
      .getByRole('listitem', { name: subject })
      .filter({ hasText: `To: ${to}` })
      .first();
    await expect(async () => {
      await this.page.getByRole('button', { name: 'Refresh' }).click();
      await expect(item).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return item;
  }

  /** Clicks the first link of the newest message to `to` with this subject. */
  async followLink(to: string, subject: string | RegExp) {
    const item = await this.latest(to, subject);
    await item.getByRole('link').first().click();
  }

  async linkOf(to: string, subject: string | RegExp): Promise<string> {
    const item = await this.latest(to, subject);
    const href = await item.getByRole('link').first().getAttribute('href');
    if (!href) throw new Error(`No link in "${String(subject)}" to ${to}`);
    return href;
  }

  /** The 6-digit code of the newest SMS to `to`. */
  async codeOf(to: string, subject: string | RegExp): Promise<string> {
    const item = await this.latest(to, subject);
    const code = (await item.textContent())?.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`No 6-digit code in "${String(subject)}" to ${to}`);
    return code;
  }
}
