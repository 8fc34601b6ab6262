import { Alert } from '@mantine/core';
import { IconHeart, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DonateForm } from '../payments/index.ts';
import { StaticPage } from './StaticPage.tsx';
import { StaticSections } from './StaticSections.tsx';

/** `/donate`: why and how to support Matchday, and a one-off donation through the same checkout as the plans. */
export function DonatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const outcome = search.get('donation');
  return (
    <StaticPage page="donate">
      {outcome === 'thanks' && (
        <Alert color="teal" icon={<IconHeart />} title={t('payments.donate.thanksTitle')}>
          {t('payments.donate.thanksBody')}
        </Alert>
      )}
      {outcome === 'cancelled' && (
        <Alert color="gray" icon={<IconInfoCircle />} title={t('payments.donate.cancelledTitle')}>
          {t('payments.donate.cancelledBody')}
        </Alert>
      )}
      <DonateForm />
      <StaticSections page="donate" />
    </StaticPage>
  );
}
