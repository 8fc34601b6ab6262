import type {
  MailSettings,
  SendTestMailBody,
  TestMailResult,
  UpdateMailSettingsBody,
} from '@matchday/contracts';
import nodemailer from 'nodemailer';
import type { Config, MailDelivery } from '../../config.ts';
import { ensureSignedIn } from '../../core/access.ts';
import type { RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { findStoredMailSettings, saveMailSettings } from './mail-settings.repo.ts';

/** The SMTP server and sender mail goes out through now. */
export interface SmtpSettings {
  url: string;
  from: string;
}

type MailConfig = Pick<Config, 'smtpUrl' | 'mailFrom'>;

/**
 * How mail reaches people now (the runtime config's `mailDelivery`, issue 30): `smtp` once SMTP is set in the
 * environment or in the app, else the console in development, else the outbox only. Read at each request, so a
 * setting the SystemAdmin saves changes what members are told at once.
 */
export async function currentMailDelivery(
  ctx: Pick<RequestContext, 'db'>,
  config: MailConfig & Pick<Config, 'appEnv'>,
): Promise<MailDelivery> {
  if (await findSmtpSettings(ctx, config)) return 'smtp';
  return config.appEnv === 'development' ? 'console' : 'outbox';
}

/**
 * The SMTP settings in force (issue 30): SMTP_URL from the environment wins; else what the SystemAdmin stored in
 * the app; else none (mail stays in the outbox). Read at each send, so a setting saved takes effect at once on
 * every instance.
 */
export async function findSmtpSettings(
  ctx: Pick<RequestContext, 'db'>,
  config: MailConfig,
): Promise<SmtpSettings | undefined> {
  if (config.smtpUrl) return { url: config.smtpUrl, from: config.mailFrom };
  const stored = await findStoredMailSettings(ctx.db);
  return stored ? { url: stored.value.smtpUrl, from: stored.value.from } : undefined;
}

/** `GET /api/admin/settings/mail` (SystemAdmin): never the password. */
export async function getMailSettings(ctx: RequestContext, config: MailConfig): Promise<MailSettings> {
  const stored = await findStoredMailSettings(ctx.db);
  if (config.smtpUrl) {
    return {
      configured: true,
      source: 'environment',
      smtpUrl: withoutPassword(config.smtpUrl),
      from: config.mailFrom,
      updatedAt: null,
    };
  }
  if (stored) {
    return {
      configured: true,
      source: 'settings',
      smtpUrl: withoutPassword(stored.value.smtpUrl),
      from: stored.value.from,
      updatedAt: stored.updatedAt.toISOString(),
    };
  }
  return { configured: false, source: 'none', smtpUrl: null, from: config.mailFrom, updatedAt: null };
}

/**
 * `PUT /api/admin/settings/mail` (SystemAdmin). A URL whose password is `***` (what the page was shown) keeps the
 * stored password, so changing the sender does not mean typing the password again.
 */
export async function updateMailSettings(
  ctx: RequestContext,
  config: MailConfig,
  body: UpdateMailSettingsBody,
): Promise<MailSettings> {
  const caller = ensureSignedIn(ctx);
  const stored = await findStoredMailSettings(ctx.db);
  const smtpUrl = keepStoredPassword(body.smtpUrl, stored?.value.smtpUrl);
  await saveMailSettings(ctx.db, { smtpUrl, from: body.from }, caller.id, ctx.clock.now());
  return getMailSettings(ctx, config);
}

/**
 * `POST /api/admin/settings/mail/test` (SystemAdmin): sends at once, not through the outbox, so the answer says
 * whether the server took it: 409 without SMTP, 502 with the server's refusal.
 */
export async function sendTestMail(
  ctx: RequestContext,
  config: MailConfig,
  { to }: SendTestMailBody,
): Promise<TestMailResult> {
  const smtp = await findSmtpSettings(ctx, config);
  if (!smtp) {
    throw AppError.conflict(
      'mail.not_configured',
      'Mail is not set up yet: save the SMTP server first, then send a test mail.',
    );
  }
  const transport = nodemailer.createTransport(smtp.url);
  try {
    await transport.sendMail({
      from: smtp.from,
      to,
      subject: 'Matchday test mail',
      text: 'This is a test mail from Matchday: mail to your members goes out through this server.',
    });
  } catch (error) {
    throw AppError.badGateway(
      'mail.test_failed',
      `The mail server did not take the test mail: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    transport.close();
  }
  return { sent: true, to };
}

/** The URL with its password (if any) as `***`. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '***';
  }
}

function keepStoredPassword(given: string, stored: string | undefined): string {
  if (!stored) return given;
  const url = new URL(given);
  if (decodeURIComponent(url.password) !== '***') return given;
  const previous = new URL(stored);
  url.password = previous.password;
  return url.toString();
}
