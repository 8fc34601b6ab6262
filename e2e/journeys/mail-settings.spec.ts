import { expect, newAccount, registerByApi, signInByApi, test } from '../support/fixtures.ts';
import { recallSystemAdmin, rememberSystemAdmin } from '../support/system-admin.ts';

// Issue 30, item 2: the SystemAdmin sets up mail in the app (the SMTP server's own test is the server's
// mail-settings.test.ts, against a real local SMTP server); a member asking for a reset is told what to do.

test('the SystemAdmin finds the mail settings beside the outbox; an address that is not SMTP is named', async ({
  page,
  snap,
}) => {
  const account = newAccount('Mae Mailadmin');
  const { user } = await registerByApi(page.request, account);
  if (user.role === 'SystemAdmin') rememberSystemAdmin(account);
  else {
    const admin = recallSystemAdmin();
    expect(admin, 'the SystemAdmin of this run (registered by the first journey)').toBeDefined();
    await page.context().clearCookies();
    await signInByApi(page.request, admin!.email, admin!.password);
  }
  await page.goto('/admin/outbox');
  await page.getByRole('link', { name: 'Mail settings' }).click();
  await expect(page.getByRole('heading', { name: 'Mail settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Mail is not set up yet')).toBeVisible();
  await page.getByRole('textbox', { name: 'SMTP server' }).fill('http://mail.example.com');
  await page.getByRole('textbox', { name: 'Sender' }).fill('Riverside League <no-reply@riverside.example>');
  await page.getByRole('button', { name: 'Save mail settings' }).click();
  await expect(page.getByText(/An SMTP address such as smtp:\/\//)).toBeVisible();
  await snap('mail-settings');
});
