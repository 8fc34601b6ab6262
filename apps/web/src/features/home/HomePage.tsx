import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { IconCalendarEvent, IconChartBar, IconUsersGroup } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveCompetitionPath, toObserveLeaguePath } from '../../lib/observe-links.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { dayOf } from '../../lib/zoned-time.ts';
import { useSession } from '../auth/index.ts';
import { FavoritesSection } from '../favorites/index.ts';
import { useFeaturedChamps, useLiveFixtures, useUpcomingFixtures } from './api.ts';
import { HomeFixtureCard } from './HomeFixtureCard.tsx';
import {
  featuredChampsQuery,
  fixtureSearchQuery,
  LIVE_FIXTURES,
  siteStatsQuery,
  sportTypesQuery,
  upcomingFixtures,
} from './queries.ts';
import { SiteFigures } from './SiteFigures.tsx';
import { SportList } from './SportList.tsx';

const features = [
  { key: 'organise', icon: IconCalendarEvent },
  { key: 'follow', icon: IconChartBar },
  { key: 'teams', icon: IconUsersGroup },
] as const;

/**
 * `/`: the front door (issue "the public site"). A signed-in user's favourites, what Matchday is with calls to
 * action, the site's figures, matches live now and coming up, featured competitions, and the sports. Public
 * reads only (nothing of the admin area is imported), each section with its own skeleton and empty state.
 */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  usePageTitle(undefined);
  // The viewer's day, fixed per visit so the query key stays put while the page is open.
  const timeZone = useDisplayTimeZone();
  const today = useMemo(() => dayOf(Date.now(), timeZone), [timeZone]);
  const live = useLiveFixtures();
  const upcoming = useUpcomingFixtures(today);
  return (
    <>
      {/* A signed-in user's favourites come first; anonymous visitors have none. */}
      {session.isAuthenticated && (
        <Container size="lg" pt="xl" pb="md">
          <FavoritesSection />
        </Container>
      )}
      <Box bg="teal.0" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="dark.5">
              {t('home.hero.body')}
            </Text>
            <Group gap="sm">
              {session.isAuthenticated ? (
                <Button component={Link} to="/admin/profile" size="md">
                  {t('home.hero.admin')}
                </Button>
              ) : (
                <Button component={Link} to={toLoginPath('/admin/profile', 'register')} size="md">
                  {t('home.hero.start')}
                </Button>
              )}
              <Button component={Link} to="/sports" size="md" variant="default">
                {t('home.hero.browse')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="home-figures">
            <Title order={2} id="home-figures">
              {t('home.figures.title')}
            </Title>
            <SiteFigures labelledBy="home-figures" />
          </Stack>
          <MatchesSection
            id="home-live"
            title={t('home.matches.liveTitle')}
            empty={t('home.matches.liveEmpty')}
            query={live}
          />
          <MatchesSection
            id="home-upcoming"
            title={t('home.matches.upcomingTitle')}
            empty={t('home.matches.upcomingEmpty')}
            query={upcoming}
          />
          <FeaturedCompetitions />
        </Stack>
      </Container>
      <Container size="lg" py="xl">
        <Title order={2} mb="lg">
          {t('home.features.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`home.features.${key}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb="xl">
        <Title order={2} mb="md">
          {t('home.sports.title')}
        </Title>
        <SportList />
      </Container>
    </>
  );
}

function MatchesSection({
  id,
  title,
  empty,
  query,
}: {
  id: string;
  title: string;
  empty: string;
  query: UseQueryResult<{ items: Fixture[]; totalItems: number }>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {query.isPending && <ListSkeleton />}
      {query.isError && <Alert color="red">{t('home.matches.failed')}</Alert>}
      {query.data && query.data.items.length === 0 && <Text c="dimmed">{empty}</Text>}
      {query.data && query.data.items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby={id}
        >
          {query.data.items.map((fixture) => (
            <HomeFixtureCard key={fixture.id} fixture={fixture} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function FeaturedCompetitions() {
  const { t } = useTranslation();
  const champs = useFeaturedChamps();
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured">
          {t('home.featured.title')}
        </Title>
        <Anchor component={Link} to="/competitions" size="sm">
          {t('home.featured.all')}
        </Anchor>
      </Group>
      {champs.isPending && <ListSkeleton />}
      {champs.isError && <Alert color="red">{t('home.featured.failed')}</Alert>}
      {champs.data && champs.data.items.length === 0 && <Text c="dimmed">{t('home.featured.empty')}</Text>}
      {champs.data && champs.data.items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="home-featured"
        >
          {champs.data.items.map((c) => (
            <Card key={c.id} withBorder radius="md" padding="sm" component="li">
              <Group wrap="nowrap" align="flex-start">
                <LeagueLogo logo={c.logo} name={c.name} />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={toObserveCompetitionPath(c.id)} fw={600}>
                    {c.name}
                  </Anchor>
                  <Text size="sm" c="dimmed" truncate>
                    <Anchor component={Link} to={toObserveLeaguePath(c.champLeagueId)} c="dimmed" inherit>
                      {c.champLeagueName}
                    </Anchor>
                    {c.season ? ` · ${c.season}` : ''}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** Placeholders while a list loads: one row of cards at most widths. */
const SKELETON_KEYS = ['first', 'second', 'third'];

function ListSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      {SKELETON_KEYS.map((key) => (
        <Skeleton key={key} h={84} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** What the home page shows first: figures, matches live and coming up on the visitor's day, competitions, sports. */
export const loader: PageLoader =
  ({ queryClient, timeZone }) =>
  async () => {
    const today = dayOf(Date.now(), timeZone);
    await Promise.all([
      load(queryClient, siteStatsQuery()),
      load(queryClient, sportTypesQuery()),
      load(queryClient, featuredChampsQuery()),
      load(queryClient, fixtureSearchQuery(LIVE_FIXTURES)),
      load(queryClient, fixtureSearchQuery(upcomingFixtures(today))),
    ]);
    return null;
  };
