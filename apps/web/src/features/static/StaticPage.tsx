import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { useSession } from '../auth/index.ts';
import { findStaticPage, type StaticPageKey } from './static-pages.ts';

/**
 * The frame of every static page: its title (also the tab's), an introduction, the content, and a call to
 * action at the bottom (create a league, or contact us). Texts come from `static.<page>` in the catalogue.
 */
export function StaticPage({ page, children }: { page: StaticPageKey; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const title = t(`static.${page}.title`);
  usePageTitle(title);
  const updatedKey = `static.${page}.updated`;
  return (
    <>
      <Box bg="teal.0" py={{ base: 32, sm: 56 }}>
        <Container size="md">
          <Stack gap="sm">
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {title}
            </Title>
            <Text size="lg" c="dark.5">
              {t(`static.${page}.intro`)}
            </Text>
            {i18n.exists(updatedKey) && (
              <Text size="sm" c="dimmed">
                {t(updatedKey)}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size="md" py="xl">
        <Stack gap="xl">
          {children}
          <CallToAction kind={findStaticPage(page).cta} />
        </Stack>
      </Container>
    </>
  );
}

const CREATE_LEAGUE_PATH = '/admin/leagues/create';

function CallToAction({ kind }: { kind: 'createLeague' | 'contact' }) {
  const { t } = useTranslation();
  const session = useSession();
  // Signed-in visitors go straight to the form; others register first and land on it.
  const league = (
    <Button
      component={Link}
      to={session.isAuthenticated ? CREATE_LEAGUE_PATH : toLoginPath(CREATE_LEAGUE_PATH, 'register')}
      variant={kind === 'createLeague' ? 'filled' : 'default'}
    >
      {t('static.cta.createLeague')}
    </Button>
  );
  const contact = (
    <Button component={Link} to="/contact-us" variant={kind === 'contact' ? 'filled' : 'default'}>
      {t('static.cta.contact')}
    </Button>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      bg="gray.0"
      component="aside"
      aria-labelledby="static-cta"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="static-cta">
          {t('static.cta.title')}
        </Title>
        <Text>{t(kind === 'createLeague' ? 'static.cta.createLeagueBody' : 'static.cta.contactBody')}</Text>
        <Group gap="sm">
          {kind === 'createLeague' ? (
            <>
              {league}
              {contact}
            </>
          ) : (
            <>
              {contact}
              {league}
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
