import { join } from 'node:path';
import { OutboxPage } from '../pages/OutboxPage.ts';
import { expect, newAccount, signInByApi, test } from '../support/fixtures.ts';
import { screenshotDir } from '../support/screenshots.ts';
import { rememberSystemAdmin } from '../support/system-admin.ts';

// Issue 2, in the browser: register (the first account becomes SystemAdmin), confirm the email through the
// outbox, sign out, sign in, forget the password and reset it through the outbox, edit the profile
// (name, address, phone verified with the code from the outbox), see the home page and the sport list.
// Runs first in a fresh installation (the file sorts first; support/start-server.mjs starts empty).

test('an account from registration to a verified profile', async ({
  page,
  browser,
  baseURL,
  shell,
  registerPage,
  loginPage,
  forgotPasswordPage,
  resetPasswordPage,
  outboxPage,
  profilePage,
  snap,
}) => {
  const account = newAccount('Alex Morgan');
  const newPassword = `${account.password}-2`;

  await test.step('the home page says what Matchday is and lists the sports', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Run your competitions. Follow every match.',
    );
    await expect(page.getByRole('link', { name: 'Start organising' })).toBeVisible();
    const sports = page.getByRole('listitem');
    await expect(sports.first()).toBeVisible();
    await snap('home');
  });

  await test.step('the sport list marks esports', async () => {
    await shell.mainNav.getByRole('link', { name: 'Sports' }).click();
    await expect(page).toHaveURL(/\/sports$/);
    await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Esports' }).first()).toBeVisible();
    await snap('sports');
  });

  await test.step('register: the first account becomes SystemAdmin and returns to returnUrl', async () => {
    await registerPage.goto('/admin/profile');
    await snap('register');
    await registerPage.register(account);
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    const name = profilePage.section('Name');
    await expect(name.getByText('System admin')).toBeVisible();
    // Later journeys of this run act as SystemAdmin with this account (support/system-admin.ts).
    rememberSystemAdmin(account);
    await expect(name.getByText('Not confirmed')).toBeVisible();
  });

  await test.step('confirm the email through the outbox', async () => {
    await shell.openOutbox();
    await outboxPage.followLink(account.email, 'Confirm your email address');
    // The link carries on the page the account was registered from.
    await expect(page).toHaveURL(/\/verify-email\?token=[^&]+&returnUrl=%2Fadmin%2Fprofile$/);
    await expect(page.getByRole('status')).toHaveText('Your email is confirmed.');
    await snap('verify-email');
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(profilePage.section('Name').getByText('Confirmed', { exact: true })).toBeVisible();
  });

  await test.step('the outbox lists mails with clickable links', async () => {
    await outboxPage.goto();
    await snap('outbox');
  });

  await test.step('sign out, then sign in again', async () => {
    await shell.signOut();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await loginPage.expectOpen();
    await snap('login');
    await loginPage.signIn(account.email, account.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await shell.expectSignedInAs(account.name);
  });

  await test.step('a signed-out visitor of an admin page is sent to sign in and back', async () => {
    await shell.signOut();
    await page.goto('/admin/profile');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fprofile$/);
  });

  await test.step('forget the password and reset it through the outbox', async () => {
    // The outbox is read on another device where the admin is still signed in.
    const mailbox = await browser.newContext({ baseURL });
    await signInByApi(mailbox.request, account.email, account.password);
    const mailboxPage = await mailbox.newPage();
    const mailboxOutbox = new OutboxPage(mailboxPage);

    await loginPage.openForgotPassword();
    await snap('forgot-password');
    await forgotPasswordPage.request(account.email);
    await mailboxOutbox.goto();
    const resetLink = await mailboxOutbox.linkOf(account.email, 'Reset your Matchday password');
    await mailbox.close();

    // The sign-in page's returnUrl travels through the forgot-password page and the mail.
    expect(resetLink).toMatch(/\/reset-password\?token=[^&]+&returnUrl=%2Fadmin%2Fprofile$/);
    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await snap('reset-password');
    await resetPasswordPage.setPassword(newPassword);
    await loginPage.expectOpen();
    await loginPage.signIn(account.email, account.password);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await loginPage.signIn(account.email, newPassword);
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await shell.expectSignedInAs(account.name);
    // Later journeys (season.spec.ts) act as this run's SystemAdmin.
    rememberSystemAdmin({ email: account.email, password: newPassword });
  });

  await test.step('edit the profile: name, address, phone verified with the code from the outbox', async () => {
    const phone = '+447700900123';
    await profilePage.goto();
    await profilePage.rename('Alex Morgan-Smith');
    await profilePage.saveAddress({
      line1: '1 Stadium Way',
      city: 'Manchester',
      postalCode: 'M1 1AA',
      country: 'gb',
    });
    await profilePage.sendPhoneCode(phone);
    await outboxPage.goto();
    const code = await outboxPage.codeOf(phone, 'Matchday phone verification');
    await profilePage.goto();
    await profilePage.verifyPhone(code);
    await page.reload();
    await expect(profilePage.section('Name').getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Alex Morgan-Smith',
    );
    await expect(profilePage.section('Address').getByRole('textbox', { name: 'Country code' })).toHaveValue(
      'GB',
    );
    await shell.expectSignedInAs('Alex Morgan-Smith');
    await snap('profile');
  });

  await test.step('at phone width the navigation sits behind the menu button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sports', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.screenshot({ path: join(screenshotDir, 'navigation-open-phone.png') });
    await page.getByRole('link', { name: 'Sports', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sports', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sports', exact: true })).toBeHidden();

    await profilePage.goto();
    await expect(page.getByRole('navigation', { name: 'Admin navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    const adminNav = page.getByRole('navigation', { name: 'Admin navigation' });
    await expect(adminNav).toBeVisible();
    await page.screenshot({ path: join(screenshotDir, 'admin-navigation-open-phone.png') });
    await adminNav.getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await expect(adminNav).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('an unknown page shows the 404 page', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap('not-found');
  });
});
