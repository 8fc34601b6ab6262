import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMailDelivery } from '../../app/RuntimeConfigProvider.tsx';

/** What a member was promised: a reset mail, a confirmation mail, or a code by SMS. */
export type NoMailKind = 'reset' | 'confirm' | 'phone';

/**
 * Whether this site cannot send what `kind` promises now: mail until SMTP is set (in the environment or the
 * app's mail settings, issue 30); text messages always (there is no SMS provider: codes stay in the outbox).
 * Unknown outside RuntimeConfigProvider: then only SMS is known not to go out.
 */
export function useCannotSend(kind: NoMailKind): boolean {
  const delivery = useMailDelivery();
  return kind === 'phone' || (delivery !== undefined && delivery !== 'smtp');
}

/**
 * Where a page promises a mail or a text this site cannot send yet, says so plainly and what to do instead:
 * ask the site's administrator (through Contact us), who hands a reset link or reads the code in the outbox.
 * `inline` draws it without a box of its own. In development it adds that the message is printed in the server console. Nothing once it can be sent.
 */
export function NoMailNotice({ kind, inline = false }: { kind: NoMailKind; inline?: boolean }) {
  const { t } = useTranslation();
  const delivery = useMailDelivery();
  if (!useCannotSend(kind)) return null;
  const body = (
    <>
      <Text size="sm" fw={inline ? 600 : undefined}>
        {inline && `${t(`auth.noMail.${kind}.title`)}. `}
        {t(`auth.noMail.${kind}.body`)}{' '}
        <Anchor component={Link} to="/contact-us" size="sm">
          {t('auth.noMail.contact')}
        </Anchor>
      </Text>
      {delivery === 'console' && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('auth.noMail.console')}
        </Text>
      )}
    </>
  );
  // Inline: inside another notice (the profile's "email not confirmed"), without a box of its own.
  if (inline) return <div data-testid="no-mail-notice">{body}</div>;
  return (
    <Alert color="yellow" title={t(`auth.noMail.${kind}.title`)} data-testid="no-mail-notice">
      {body}
    </Alert>
  );
}
