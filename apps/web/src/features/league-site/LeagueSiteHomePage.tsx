import {
  Anchor,
  Box,
  Button,
  Card,
  Container,
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
import { toDefaultLeagueSiteSections } from '@matchday/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveTeamPath } from '../../lib/observe-links.ts';
import { dayOf, endOfDay, startOfDay } from '../../lib/zoned-time.ts';
import { fixturesQuery, stagesQuery, useFixtures, useStages } from '../competitions/index.ts';
import { leagueChampsQuery, pageConfigurationQuery, useLeagueChamps } from '../leagues/index.ts';
import { NEWS_SECTION_SIZE, ownerNewsQuery } from '../news/index.ts';
import { CompactFixtures } from '../widgets/index.ts';
import { useLeagueFixturesBetween, useLeagueTeams } from './api.ts';
import { toReadableTextColour } from './colours.ts';
import { useLeagueSite } from './LeagueSiteContext.ts';
import classes from './league-site.module.css';
import { leagueBySubdomainQuery, leagueFixturesBetweenQuery, leagueTeamsQuery } from './queries.ts';
import { type CompetitionTab, type SiteBlock, toFirstTab, toSiteBlocks } from './site-sections.ts';

const CHAMP_PAGE_SIZE = 24;

// Below the banner and the competitions, or shown only when there is something: loaded after the page, so
// the league site's first load does not grow by the news list's and the calendar card's code (issue 13).
const NewsList = lazy(() => import('../news/index.ts').then((m) => ({ default: m.NewsList })));
const CalendarFixtureCard = lazy(() =>
  import('../calendar/index.ts').then((m) => ({ default: m.CalendarFixtureCard })),
);
// Beside the page or behind a tab: the chat, and the table (Mantine's Table brings its scroll area).
const PageChat = lazy(() => import('../chat/index.ts').then((m) => ({ default: m.PageChat })));
const CompactStandings = lazy(() =>
  import('../widgets/index.ts').then((m) => ({ default: m.CompactStandings })),
);

/** Today in `timeZone` (the viewer's), as the calendar's range: its first and last instants. */
function toToday(timeZone: string): { from: string; to: string } {
  const today = dayOf(Date.now(), timeZone);
  return { from: startOfDay(today, timeZone).toISOString(), to: endOfDay(today, timeZone).toISOString() };
}

/**
 * `/` of a league's own site: its banner and welcome text, then the sections the league chose, in its order
 * (page configuration `sections`; all of them by default): today's matches, its competitions, the latest
 * results, fixtures to come and standings of its newest competition (live through the hub), its chat room,
 * its news and its teams.
 */
export function LeagueSiteHomePage() {
  const { t } = useTranslation();
  const { league, page } = useLeagueSite();
  usePageTitle(league.name);
  const banner = useMediaUrl(page.bannerImage);
  const champs = useLeagueChamps(league.id, 0, CHAMP_PAGE_SIZE);
  const featured = champs.data?.items[0];
  const welcome = page.welcomeText ?? league.description;
  const blocks = toSiteBlocks(page.sections);
  // What the top of the page shows is asked for at once and shown together (the sections below wait for it),
  // so nothing jumps as answers arrive: a phone's layout shift was 0.4 when each section grew in on its own
  // (issue 13, Lighthouse). The featured competition's queries are the ones its section reads.
  const timeZone = useDisplayTimeZone();
  const [day] = useState(() => toToday(timeZone));
  const showsToday = blocks.some((block) => block.kind === 'live');
  const showsFeatured = blocks.some(
    (block) => block.kind === 'featured' || block.kind === 'featuredWithChat',
  );
  const featuredId = showsFeatured && featured ? featured.id : '';
  const today = useLeagueFixturesBetween(showsToday ? league.id : '', day.from, day.to);
  const featuredFixtures = useFixtures(featuredId);
  const featuredStages = useStages(featuredId);
  const ready =
    !champs.isPending &&
    (!showsToday || !today.isPending) &&
    (featuredId === '' || (!featuredFixtures.isPending && !featuredStages.isPending));

  const chat = (
    <Suspense fallback={<Skeleton h={96} />}>
      <PageChat kind="league" id={league.id} collapsedOnPhone />
    </Suspense>
  );
  const renderBlock = (block: SiteBlock) => {
    switch (block.kind) {
      case 'live':
        return <TodaySection key="live" fixtures={today.data?.items ?? []} />;
      case 'competitions':
        return (
          <CompetitionsSection key="competitions" champs={champs.data?.items} pending={champs.isPending} />
        );
      case 'featured':
        return featured ? <FeaturedCompetition key="featured" champ={featured} tabs={block.tabs} /> : null;
      case 'featuredWithChat': {
        // The league's room beside its live competition (issue 14): side by side on a wide screen.
        const competition = featured && (
          <div key="featured">
            <FeaturedCompetition champ={featured} tabs={block.tabs} />
          </div>
        );
        const room = <div key="chat">{chat}</div>;
        return (
          <div
            key="featuredWithChat"
            className={classes.featuredWithChat}
            data-with-competition={featured ? true : undefined}
            data-chat-first={block.chatFirst ? true : undefined}
          >
            {block.chatFirst ? [room, competition] : [competition, room]}
          </div>
        );
      }
      case 'chat':
        return <Box key="chat">{chat}</Box>;
      case 'news':
        return (
          <Suspense key="news" fallback={<Skeleton h={80} />}>
            <NewsList owner={{ kind: 'league', id: league.id }} titleSize="h3" />
          </Suspense>
        );
      case 'teams':
        return <TeamsSection key="teams" leagueId={league.id} />;
    }
  };

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
                      size="xs"
                      // The league's colour as the header wears it, with black or white text, whichever reads:
                      // as the light variant's text, a mid-tone colour fell short of 4.5:1 (issue 13).
                      {...(page.primaryColor
                        ? { color: page.primaryColor, c: toReadableTextColour(page.primaryColor) }
                        : { variant: 'light' })}
                    >
                      {link.label}
                    </Button>
                  ))}
                </Group>
              )}
            </Stack>
          )}
          {ready ? (
            blocks.map(renderBlock)
          ) : (
            // At least a screen high, so what lies below (the footer) is out of sight until the sections come.
            <Skeleton h="100vh" role="status" aria-label={t('common.loading')} />
          )}
        </Stack>
      </Container>
    </Stack>
  );
}

/** The league's competitions as cards, each a link to its page on this site. */
function CompetitionsSection({ champs, pending }: { champs: Champ[] | undefined; pending: boolean }) {
  const { t } = useTranslation();
  const { league, page } = useLeagueSite();
  return (
    <Stack gap="sm" component="section" aria-labelledby="league-site-competitions">
      <Title order={2} size="h3" id="league-site-competitions">
        {t('leagueSite.competitions')}
      </Title>
      {pending && <Skeleton h={80} />}
      {champs?.length === 0 && <Text c="dimmed">{t('leagueSite.noCompetitions')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {champs?.map((c) => (
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
                <Anchor component={Link} to={`/champ/${c.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {c.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {[c.season, t('leagueSite.teamCount', { count: c.teamCount })].filter(Boolean).join(' · ')}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type TodayFixtures = NonNullable<ReturnType<typeof useLeagueFixturesBetween>['data']>['items'];

/** The matches of the league's competitions kicking off today (the viewer's day); nothing when there is none. */
function TodaySection({ fixtures }: { fixtures: TodayFixtures }) {
  const { t } = useTranslation();
  if (fixtures.length === 0) return null;
  return (
    <Stack gap={0} component="section" aria-labelledby="league-site-today">
      <Title order={2} size="h3" id="league-site-today" mb="xs">
        {t('leagueSite.today')}
      </Title>
      <Suspense fallback={<Skeleton h={40 * fixtures.length} />}>
        {fixtures.map((fixture) => (
          <CalendarFixtureCard key={fixture.id} fixture={fixture} />
        ))}
      </Suspense>
    </Stack>
  );
}

/** The teams playing in the league's competitions; nothing when there is none yet. */
function TeamsSection({ leagueId }: { leagueId: string }) {
  const { t } = useTranslation();
  const teams = useLeagueTeams(leagueId);
  if (!teams.data || teams.data.items.length === 0) return null;
  return (
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
  );
}

/** The newest competition's results, fixtures and table (the tabs the league chose), at a glance. */
function FeaturedCompetition({ champ, tabs }: { champ: Champ; tabs: CompetitionTab[] }) {
  const { t } = useTranslation();
  useHubRoom('champ', champ.id);
  const fixtures = useFixtures(champ.id);
  const stages = useStages(champ.id);
  const hasResults = fixtures.data?.items.some((f) => f.status === 'finished') ?? false;
  const panel = (tab: CompetitionTab) => {
    if (tab === 'standings') {
      return stages.data ? (
        <Suspense fallback={<Skeleton h={120} />}>
          <CompactStandings champId={champ.id} stages={stages.data.items} external={false} />
        </Suspense>
      ) : (
        <Skeleton h={120} />
      );
    }
    return fixtures.data ? (
      <CompactFixtures fixtures={fixtures.data.items} kind={tab} limit={8} external={false} />
    ) : (
      <Skeleton h={120} />
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="league-site-featured">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" id="league-site-featured" style={{ overflowWrap: 'anywhere' }}>
          {champ.name}
        </Title>
        <LiveIndicator kind="champ" id={champ.id} />
      </Group>
      {/* The first tab depends on whether anything was played yet: chosen once the fixtures are known. */}
      {!fixtures.data && <Skeleton h={160} />}
      {fixtures.data && (
        <Tabs defaultValue={toFirstTab(tabs, hasResults)} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`leagueSite.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="sm">
              {panel(tab)}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <Anchor component={Link} to={`/champ/${champ.id}`} size="sm">
        {t('leagueSite.openCompetition')}
      </Anchor>
    </Stack>
  );
}

/**
 * What a league site's home shows first, in the sections the league chose: its competitions, teams and news,
 * today's matches (the visitor's day), and the newest competition's fixtures and stages.
 */
export const loader =
  (subdomain: string): PageLoader =>
  ({ queryClient, timeZone }) =>
  async () => {
    const league = await load(queryClient, leagueBySubdomainQuery(subdomain));
    if (!league) return null;
    const today = toToday(timeZone);
    const [champs, page] = await Promise.all([
      load(queryClient, leagueChampsQuery(league.id, 0, CHAMP_PAGE_SIZE)),
      load(queryClient, pageConfigurationQuery(league.id)),
      load(queryClient, leagueTeamsQuery(league.id)),
      load(
        queryClient,
        ownerNewsQuery({ kind: 'league', id: league.id }, { pageIndex: 0, pageSize: NEWS_SECTION_SIZE }),
      ),
    ]);
    const blocks = toSiteBlocks(page?.sections ?? toDefaultLeagueSiteSections());
    const featured = champs?.items[0];
    await Promise.all([
      blocks.some((block) => block.kind === 'live')
        ? load(queryClient, leagueFixturesBetweenQuery(league.id, today.from, today.to))
        : undefined,
      ...(featured && blocks.some((block) => block.kind === 'featured' || block.kind === 'featuredWithChat')
        ? [load(queryClient, fixturesQuery(featured.id)), load(queryClient, stagesQuery(featured.id))]
        : []),
    ]);
    return null;
  };
