import { Button } from '@mantine/core';
import type { TeamRequest } from '@matchday/contracts';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { formatMoney } from '../../lib/money.ts';
import { useSession } from '../auth/index.ts';
import { goTo, useEntryFeeCheckout } from './api.ts';

/** The team's owner pays a pending or accepted request's unpaid fee (the server's rule, ADR 0022). */
export function canPayEntryFee(request: TeamRequest, userId: string | null | undefined): boolean {
  return (
    request.entryFee !== null &&
    request.entryFee.amount > 0 &&
    !request.paid &&
    (request.status === 'pending' || request.status === 'accepted') &&
    Boolean(userId) &&
    request.teamOwnerId === userId
  );
}

/** "Pay entry fee" on a team's own registration request: the entry-fee checkout (payment mode). */
export function PayEntryFeeButton({ request }: { request: TeamRequest }) {
  const { t } = useTranslation();
  const session = useSession();
  const checkout = useEntryFeeCheckout();
  if (!canPayEntryFee(request, session.user_id) || !request.entryFee) return null;
  return (
    <Button
      size="xs"
      leftSection={<IconCreditCard size={14} />}
      loading={checkout.isPending}
      onClick={() =>
        checkout.mutate(request.id, { onSuccess: (session) => goTo(session.url), onError: notifyFailure })
      }
      aria-label={t('payments.entryFee.payAmount', { amount: formatMoney(request.entryFee, 'en') })}
    >
      {t('payments.entryFee.pay')}
    </Button>
  );
}
