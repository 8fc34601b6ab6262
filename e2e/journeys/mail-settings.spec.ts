import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/AuthPages.ts';
import { expect, newAccount, registerByApi, signInByApi, test } from '../support/fixtures.ts';
import { snap as snapPage } from '../support/screenshots.ts';
import { recallSystemAdmin, rememberSystemAdmin } from '../support/system-admin.ts';

// Issue 30, item 2, its proof: without SMTP a member asks for a password reset and is told what to do; the
// SystemAdmin hands them a one-time reset link; then sets SMTP in the app against a local SMTP server started
// here (smtp-server), sends a test mail, and the reset mail a member asks for arrives there.
// The run's server keeps these settings after this journey (there is no "unset"): journeys after it record
// their mail in the outbox as before, and its delivery to the stopped server is retried in the background.

/** Every mail the local SMTP server received: its recipients and its raw text. */
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The newest mail to `to` whose text contains `subject`, waited for (mail goes out through the job queue). */
async function mailTo(to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = received
          .filter((m) => m.to.includes(to) && m.raw.includes(`Subject: ${subject}`))
          .at(-1)?.raw;
        return found !== undefined;
      },
      { timeout: 30_000, message: `a mail "${subject}" to ${to} at the local SMTP server` },
    )
    .toBe(true);
  // Quoted-printable soft line breaks and `=3D` undone: the mail's text as its reader sees it.
  return (found ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

test('without SMTP a member is told what to do and gets a reset link by hand; with SMTP set in the app, the reset mail arrives', async ({
  page,
  browser,
  baseURL,
  snap,
}) => {
  // The SystemAdmin of this run (the first account, when this journey runs alone).
  const adminAccount = newAccount('Mae Mailadmin');
  const { user } = await registerByApi(page.request, adminAccount);
  if (user.role === 'SystemAdmin') rememberSystemAdmin(adminAccount);
  else {
    const admin = recallSystemAdmin();
    expect(admin, 'the SystemAdmin of this run (registered by the first journey)').toBeDefined();
    await page.context().clearCookies();
    await signInByApi(page.request, admin!.email, admin!.password);
  }

  // The member, signed out in a browser of their own.
  const memberAccount = newAccount('Milo Member');
  const member = await browser.newContext({ baseURL });
  await registerByApi(member.request, memberAccount);
  await member.clearCookies();
  const memberPage = await member.newPage();
  const forgot = new ForgotPasswordPage(memberPage);

  await test.step('without SMTP, a member asking for a reset is told no mail will come and whom to ask', async () => {
    await memberPage.goto('/forgot-password');
    await forgot.request(memberAccount.email, { mail: false });
    await snapPage(memberPage, 'forgot-password-no-mail');
  });

  await test.step('the SystemAdmin finds the mail settings beside the outbox; an address that is not SMTP is named', async () => {
    await page.goto('/admin/outbox');
    await page.getByRole('link', { name: 'Mail settings' }).click();
    await expect(page.getByRole('heading', { name: 'Mail settings', level: 1 })).toBeVisible();
    await expect(page.getByText('Mail is not set up yet')).toBeVisible();
    await page.getByRole('textbox', { name: 'SMTP server' }).fill('http://mail.example.com');
    await page.getByRole('textbox', { name: 'Sender' }).fill('Riverside League <no-reply@riverside.example>');
    await page.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(page.getByText(/An SMTP address such as smtp:\/\//)).toBeVisible();
  });

  let handedLink = '';
  await test.step('the SystemAdmin makes the member a one-time reset link and copies it', async () => {
    await page.getByRole('textbox', { name: 'Member' }).fill('Milo Memb');
    await page.getByRole('option', { name: 'Milo Member' }).first().click();
    await page.getByRole('button', { name: 'Make reset link' }).click();
    const link = page.getByRole('textbox', { name: 'Reset link for Milo Member' });
    await expect(link).toHaveValue(/\/reset-password\?token=/);
    handedLink = await link.inputValue();
    await expect(page.getByText(/^Works once, until/)).toBeVisible();
    await snap('mail-settings');
  });

  await test.step('the member chooses a new password with the link handed over, once', async () => {
    await memberPage.goto(handedLink);
    await new ResetPasswordPage(memberPage).setPassword('handed-over-pass-1');
    await expect(memberPage).toHaveURL(/\/login/);
    await signInByApi(member.request, memberAccount.email, 'handed-over-pass-1');
    await member.clearCookies();
  });

  await test.step('the SystemAdmin sets SMTP in the app and sends a test mail; it arrives', async () => {
    await page.getByRole('textbox', { name: 'SMTP server' }).fill(`smtp://127.0.0.1:${smtpPort}`);
    await page.getByRole('button', { name: 'Save mail settings' }).click();
    await expect(page.getByText(`Mail goes out through smtp://127.0.0.1:${smtpPort}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Send it to' }).fill('postmaster@riverside.example');
    await page.getByRole('button', { name: 'Send test mail' }).click();
    await expect(page.getByText('Test mail sent to postmaster@riverside.example')).toBeVisible();
    expect(await mailTo('postmaster@riverside.example', 'Matchday test mail')).toContain(
      'From: Riverside League',
    );
  });

  await test.step('now the member asking for a reset is promised the mail, and it arrives with its link', async () => {
    await memberPage.goto('/forgot-password');
    await forgot.request(memberAccount.email, { mail: true });
    const mail = await mailTo(memberAccount.email, 'Reset your Matchday password');
    const link = mail.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link, 'the reset link in the mail').toBeDefined();
    await memberPage.goto(link!);
    await new ResetPasswordPage(memberPage).setPassword('mailed-reset-pass-2');
    await expect(memberPage).toHaveURL(/\/login/);
    await signInByApi(member.request, memberAccount.email, 'mailed-reset-pass-2');
  });
  await member.close();
});
