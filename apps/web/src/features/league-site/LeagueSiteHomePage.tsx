import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { Champ } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { PageChat } from '../chat/PageChat.tsx';
import { useFixtures, useStages } from '../competitions/api.ts';
import { useMediaUrl } from '../images/media-url.ts';
import { useLeagueChamps } from '../leagues/api.ts';
import { LeagueLogo } from '../leagues/LeagueLogo.tsx';
import { toObserveTeamPath } from '../observe/observe-links.ts';
import { CompactFixtures } from '../widgets/CompactFixtures.tsx';
import { CompactStandings } from '../widgets/CompactStandings.tsx';
import { useLeagueTeams } from './api.ts';
import { useLeagueSite } from './LeagueSiteContext.ts';

const CHAMP_PAGE_SIZE = 24;

/**
 * `/` of a league's own site: its banner and welcome text, its competitions, the latest results, fixtures to
 * come and standings of its newest competition (live through the hub), and its teams.
 */
export function LeagueSiteHomePage() {
  const { t } = useTranslation();
  const { league, page } = useLeagueSite();
  usePageTitle(league.name);
  const banner = useMediaUrl(page.bannerImage);
  const champs = useLeagueChamps(league.id, 0, CHAMP_PAGE_SIZE);
  const teams = useLeagueTeams(league.id);
  const featured = champs.data?.items[0];
  const welcome = page.welcomeText ?? league.description;

  return (
    <Stack gap={0}>
      {banner && <Image src={banner} alt="" h={{ base: 140, sm: 240 }} fit="cover" />}
      <Container size="lg" py="xl" w="100%">
        <Stack gap="xl">
          {(welcome || page.links.length > 0) && (
            <Stack gap="sm">
              {welcome && (
                <Text size="lg" style={{ whiteSpace: 'pre-wrap' }}>
                  {welcome}
                </Text>
              )}
              {page.links.length > 0 && (
                <Group gap="xs">
                  {page.links.map((link) => (
                    <Button
                      key={link.url}
                      component="a"
                      href={link.url}
                      target="_blank"
                      rel="noreferrer"
                      variant="light"
                      size="xs"
                      color={page.primaryColor ?? undefined}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          )}

          <Stack gap="sm" component="section" aria-labelledby="league-site-competitions">
            <Title order={2} size="h3" id="league-site-competitions">
              {t('leagueSite.competitions')}
            </Title>
            {champs.isPending && <Skeleton h={80} />}
            {champs.data?.items.length === 0 && <Text c="dimmed">{t('leagueSite.noCompetitions')}</Text>}
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
              {champs.data?.items.map((c) => (
                <Card
                  key={c.id}
                  withBorder
                  radius="md"
                  padding="sm"
                  style={page.primaryColor ? { borderTop: `4px solid ${page.primaryColor}` } : undefined}
                >
                  <Group gap="sm" wrap="nowrap">
                    <LeagueLogo logo={c.logo ?? league.logo} name={c.name} size={36} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor
                        component={Link}
                        to={`/champ/${c.id}`}
                        fw={600}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {c.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {[c.season, t('leagueSite.teamCount', { count: c.teamCount })]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                  </Group>
                </Card>
              ))}
            </SimpleGrid>
          </Stack>

          {/* The league's room beside its live competition (issue 14): side by side on a wide screen. */}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: featured ? 8 : 12 }}>
              {featured && <FeaturedCompetition champ={featured} />}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: featured ? 4 : 12 }}>
              <PageChat kind="league" id={league.id} collapsedOnPhone />
            </Grid.Col>
          </Grid>

          {teams.data && teams.data.items.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="league-site-teams">
              <Title order={2} size="h3" id="league-site-teams">
                {t('leagueSite.teams')}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
                {teams.data.items.map((team) => (
                  <Group key={team.id} gap="xs" wrap="nowrap">
                    <LeagueLogo logo={team.logo} name={team.name} size={28} />
                    <Anchor
                      component={Link}
                      to={toObserveTeamPath(team.id)}
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {team.name}
                    </Anchor>
                  </Group>
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
      </Container>
    </Stack>
  );
}

/** The newest competition's results, fixtures and table, at a glance. */
function FeaturedCompetition({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const live = useHubRoom('champ', champ.id);
  const fixtures = useFixtures(champ.id);
  const stages = useStages(champ.id);
  const hasResults = fixtures.data?.items.some((f) => f.status === 'finished') ?? false;
  return (
    <Stack gap="sm" component="section" aria-labelledby="league-site-featured">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id="league-site-featured" style={{ overflowWrap: 'anywhere' }}>
          {champ.name}
        </Title>
        <LiveIndicator status={live} />
      </Group>
      {/* The first tab depends on whether anything was played yet: chosen once the fixtures are known. */}
      {!fixtures.data && <Skeleton h={160} />}
      {fixtures.data && (
        <Tabs defaultValue={hasResults ? 'results' : 'fixtures'} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="results">{t('leagueSite.results')}</Tabs.Tab>
            <Tabs.Tab value="fixtures">{t('leagueSite.fixtures')}</Tabs.Tab>
            <Tabs.Tab value="standings">{t('leagueSite.standings')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="results" pt="sm">
            {fixtures.data ? (
              <CompactFixtures fixtures={fixtures.data.items} kind="results" limit={8} external={false} />
            ) : (
              <Skeleton h={120} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="fixtures" pt="sm">
            {fixtures.data ? (
              <CompactFixtures fixtures={fixtures.data.items} kind="fixtures" limit={8} external={false} />
            ) : (
              <Skeleton h={120} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="standings" pt="sm">
            {stages.data ? (
              <CompactStandings champId={champ.id} stages={stages.data.items} external={false} />
            ) : (
              <Skeleton h={120} />
            )}
          </Tabs.Panel>
        </Tabs>
      )}
      <Anchor component={Link} to={`/champ/${champ.id}`} size="sm">
        {t('leagueSite.openCompetition')}
      </Anchor>
    </Stack>
  );
}
