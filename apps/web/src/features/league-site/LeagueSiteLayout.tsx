import { Anchor, Box, Center, Container, Group, Loader, Text } from '@mantine/core';
import { toDefaultLeagueSiteSections } from '@matchday/contracts';
import { type CSSProperties, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { PageScroll } from '../../app/layouts/PageScroll.tsx';
import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { usePageOrigin } from '../../lib/page-origin.tsx';
import { sessionQuery, useSession } from '../auth/index.ts';
import { pageConfigurationQuery } from '../leagues/index.ts';
import { useLeagueBySubdomain, useSitePageConfiguration } from './api.ts';
import { toReadableTextColour } from './colours.ts';
import { type LeagueSite, LeagueSiteContext } from './LeagueSiteContext.ts';
import { toMainSiteUrl } from './league-site-host.ts';
import { leagueBySubdomainQuery } from './queries.ts';
import { UnknownLeagueSitePage } from './UnknownLeagueSitePage.tsx';

const DEFAULT_PRIMARY = '#0a7f3f';

/**
 * The shell of a league's own site: its colours, logo and name in the header, its links in the footer. The
 * session is the main site's (its cookie is on the web-engine domain, issue 30): a signed-in visitor sees their
 * name (their profile, on the main site); a visitor signs in on the main site and comes back to this page.
 */
export function LeagueSiteLayout({ subdomain }: { subdomain: string }) {
  const { t } = useTranslation();
  const { webEngineDomain } = useRuntimeConfig();
  const origin = usePageOrigin();
  const mainSiteUrl = useMemo(
    () => (path: string) => toMainSiteUrl(path, webEngineDomain, origin),
    [webEngineDomain, origin],
  );
  const session = useSession();
  const location = useLocation();
  const here = `${origin.origin}${location.pathname}${location.search}`;
  const league = useLeagueBySubdomain(subdomain);
  const leagueId = league.data?.id ?? '';
  const page = useSitePageConfiguration(leagueId);
  useHubRoom('league', leagueId || undefined);

  const site = useMemo<LeagueSite | null>(
    () =>
      league.data
        ? {
            league: league.data,
            // Production skips response validation (and its defaults): a copy cached before `sections`
            // existed shows every section.
            page: page.data
              ? { ...page.data, sections: page.data.sections ?? toDefaultLeagueSiteSections() }
              : {
                  primaryColor: null,
                  secondaryColor: null,
                  bannerImage: null,
                  welcomeText: null,
                  links: [],
                  sections: toDefaultLeagueSiteSections(),
                },
            mainSiteUrl,
          }
        : null,
    [league.data, page.data, mainSiteUrl],
  );

  if (league.isPending || (league.data && page.isPending)) {
    return (
      <Center h="100vh">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!site) return <UnknownLeagueSitePage mainSiteUrl={mainSiteUrl} />;

  const primary = site.page.primaryColor ?? DEFAULT_PRIMARY;
  const onPrimary = toReadableTextColour(primary);
  const secondary = site.page.secondaryColor;
  return (
    <LeagueSiteContext.Provider value={site}>
      <Box
        style={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          ...accentOf(primary, onPrimary),
        }}
      >
        <Box component="header" style={{ background: primary, color: onPrimary }}>
          <Container size="lg" py="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Anchor component={Link} to="/" c="inherit" underline="never" style={{ minWidth: 0 }}>
                <Group gap="sm" wrap="nowrap">
                  <LeagueLogo logo={site.league.logo} name={site.league.name} size={40} />
                  <Text fw={700} size="lg" lh={1.2} c="inherit" style={{ overflowWrap: 'anywhere' }}>
                    {site.league.name}
                  </Text>
                </Group>
              </Anchor>
              <Group gap="md" wrap="nowrap" component="nav" aria-label={site.league.name}>
                <Anchor component={Link} to="/" c="inherit" size="sm" visibleFrom="xs">
                  {t('leagueSite.home')}
                </Anchor>
                {session.isAuthenticated && session.profile ? (
                  <Anchor
                    href={mainSiteUrl('/admin/profile')}
                    c="inherit"
                    size="sm"
                    fw={600}
                    title={t('leagueSite.signedInAs', { name: session.profile.name })}
                    style={{
                      whiteSpace: 'nowrap',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      maxWidth: '12rem',
                    }}
                  >
                    {session.profile.name}
                  </Anchor>
                ) : (
                  <Anchor
                    href={mainSiteUrl(`/login?returnUrl=${encodeURIComponent(here)}`)}
                    c="inherit"
                    size="sm"
                    fw={600}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {t('leagueSite.signIn')}
                  </Anchor>
                )}
              </Group>
            </Group>
          </Container>
        </Box>
        {secondary && <Box h={4} style={{ background: secondary }} aria-hidden />}
        <Box component="main" style={{ flex: 1 }}>
          <Outlet />
          <PageScroll />
        </Box>
        <Box
          component="footer"
          py="md"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Container size="lg">
            <Group justify="space-between" gap="sm">
              <Group gap="md">
                {site.page.links.map((link) => (
                  <Anchor key={link.url} href={link.url} target="_blank" rel="noreferrer" size="sm">
                    {link.label}
                  </Anchor>
                ))}
              </Group>
              <Anchor href={mainSiteUrl('/')} size="sm" c="dimmed">
                {t('leagueSite.poweredBy')}
              </Anchor>
            </Group>
          </Container>
        </Box>
      </Box>
    </LeagueSiteContext.Provider>
  );
}

/**
 * The league's colour for links, tabs and buttons of its site, when it is dark enough to read on white (a pale
 * colour stays in the header only).
 */
function accentOf(primary: string, onPrimary: string): CSSProperties {
  if (onPrimary !== '#fff') return {};
  return {
    '--mantine-color-anchor': primary,
    '--mantine-primary-color-filled': primary,
    '--mantine-primary-color-filled-hover': primary,
  } as CSSProperties;
}

/** The site's league, its page configuration (colours, banner, links) and who is signed in. */
export const loader =
  (subdomain: string): PageLoader =>
  ({ queryClient }) =>
  async () => {
    const [league] = await Promise.all([
      load(queryClient, leagueBySubdomainQuery(subdomain)),
      load(queryClient, sessionQuery()),
    ]);
    if (league) await load(queryClient, pageConfigurationQuery(league.id));
    return null;
  };
