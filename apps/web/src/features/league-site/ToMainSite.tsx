import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLeagueSite } from './LeagueSiteContext.ts';

/**
 * Sign-in, registration and the admin area live on the main site. A `returnUrl` of this league site (the chat's
 * "Sign in to chat" links to `/login?returnUrl=/observe/…`) is made a full address of it, so the main site
 * sends the visitor back here, signed in (the session is shared, issue 30).
 */
export function ToMainSite() {
  const { t } = useTranslation();
  const { mainSiteUrl } = useLeagueSite();
  const location = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const back = params.get('returnUrl');
    if (back?.startsWith('/') && !back.startsWith('//')) {
      params.set('returnUrl', `${window.location.origin}${back}`);
    }
    const query = params.size > 0 ? `?${params}` : '';
    window.location.replace(mainSiteUrl(`${location.pathname}${query}`));
  }, [mainSiteUrl, location.pathname, location.search]);
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t('common.loading')} />
    </Center>
  );
}
