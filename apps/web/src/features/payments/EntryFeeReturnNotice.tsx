import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** Back from an entry-fee checkout (`?entryFee=paid|cancelled`, set by `useEntryFeeCheckout`): what happened. */
export function EntryFeeReturnNotice() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const outcome = search.get('entryFee');
  if (outcome === 'paid')
    return (
      <Alert color="teal" icon={<IconCircleCheck />} title={t('payments.entryFee.paidTitle')} role="status">
        {t('payments.entryFee.paidBody')}
      </Alert>
    );
  if (outcome === 'cancelled')
    return (
      <Alert color="gray" icon={<IconInfoCircle />} role="status">
        {t('payments.entryFee.cancelledBody')}
      </Alert>
    );
  return null;
}
