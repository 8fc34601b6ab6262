import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Someone already signed in who came from a league site goes straight back there (a page load). */
export function GoToOtherSite({ href }: { href: string }) {
  const { t } = useTranslation();
  useEffect(() => window.location.replace(href), [href]);
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
