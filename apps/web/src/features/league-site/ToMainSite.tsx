import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLeagueSite } from './LeagueSiteContext.ts';

/** Sign-in, registration and the admin area live on the main site, where the session cookie is. */
export function ToMainSite() {
  const { t } = useTranslation();
  const { mainSiteUrl } = useLeagueSite();
  const location = useLocation();
  useEffect(() => {
    window.location.replace(mainSiteUrl(`${location.pathname}${location.search}`));
  }, [mainSiteUrl, location.pathname, location.search]);
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
