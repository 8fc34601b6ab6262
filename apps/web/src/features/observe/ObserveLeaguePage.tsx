import {
  Alert,
  Anchor,
  Box,
  Card,
  Container,
  Group,
  Image,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { lazyNamed, lazyNearViewport } from '../../app/lazy-named.tsx';
import { LazyPagination } from '../../components/LazyPagination.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import headerActions from '../../components/PageHeaderActions.module.css';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { SiteAddressLink } from '../../components/SiteAddressLink.tsx';
import { toObserveTeamPath } from '../../lib/observe-links.ts';
import { CalendarSubscribeMenu, toCalendarPath, toFeedPath } from '../calendar/index.ts';
import { TeamRatingsTable } from '../competitions/index.ts';
import { SignedInFavoriteToggle } from '../favorites/index.ts';
import {
  leagueChampsQuery,
  leagueQuery,
  leagueRatingsQuery,
  pageConfigurationQuery,
  toLeaguePublicUrl,
  useLeague,
  useLeagueChamps,
  useLeagueRatings,
  usePageConfiguration,
  useWebEngineDomain,
} from '../leagues/index.ts';
import { NEWS_SECTION_SIZE, ownerNewsQuery } from '../news/index.ts';

// Not on the first screen: each loads when shown (issue 13, first load).
const PageChat = lazyNamed(() => import('../chat/index.ts').then((m) => m.PageChat));
// Below the page's content on a phone: loads when the visitor scrolls near it.
const NewsList = lazyNearViewport(
  () => import('../news/index.ts').then((m) => m.NewsList),
  <Skeleton h={80} />,
);

const PAGE_SIZE = 20;

const TABS = ['competitions', 'ratings'] as const;
type Tab = (typeof TABS)[number];

/** The tab `?tabs=` asks for; the competitions when it asks for none (or for one the page does not have). */
function tabOf(search: URLSearchParams): Tab {
  const requested = search.get('tabs');
  return TABS.find((x) => x === requested) ?? 'competitions';
}

/**
 * `/observe/league/{id}`: the league's public page (banner, welcome text, links) and the tabs competitions and
 * ratings (the teams of all its competitions by Elo rating; `?tabs=ratings`).
 */
export function ObserveLeaguePage() {
  return (
    <Container size="lg" py="xl">
      <ObserveLeague />
    </Container>
  );
}

function ObserveLeague() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
  const league = useLeague(id);
  const page = usePageConfiguration(id);
  const [pageIndex, setPageIndex] = useState(0);
  const champs = useLeagueChamps(id, pageIndex, PAGE_SIZE);
  const { domain, protocol } = useWebEngineDomain();
  const banner = useMediaUrl(page.data?.bannerImage);

  // The page shows once the league, its page configuration (banner, welcome text, links) and its first page of
  // competitions are in (asked for together): each arriving on its own pushed what was below it down (issue 13,
  // Lighthouse's layout shift). Paging keeps the previous page meanwhile.
  if (league.isPending || page.isPending || champs.isPending) return <Skeleton h={240} />;
  if (league.isError) return <Alert color="red">{t('leagues.errors.notFound')}</Alert>;
  const l = league.data;
  const accent = page.data?.primaryColor ?? undefined;
  const pages = champs.data ? Math.max(1, Math.ceil(champs.data.totalItems / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      {banner && <Image src={banner} alt="" h={180} radius="md" fit="cover" />}
      <Box style={accent ? { borderLeft: `6px solid ${accent}`, paddingLeft: 12 } : undefined}>
        {/* On a phone the actions drop below the name rather than squeeze it to a word per line. */}
        <Group wrap="wrap" align="flex-start">
          <LeagueLogo logo={l.logo} name={l.name} size={64} />
          <div style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={1} size="h2">
              {l.name}
            </Title>
            <SiteAddressLink
              href={toLeaguePublicUrl(l.subdomain, domain, protocol)}
              address={`${l.subdomain}.${domain}`}
            />
          </div>
          <Group gap="xs" justify="flex-end" mih={36} className={headerActions.actions}>
            <CalendarSubscribeMenu
              feed={toFeedPath('league', l.id)}
              name={l.name}
              calendarPath={toCalendarPath('leagueId', l.id)}
            />
            <SignedInFavoriteToggle kind="champLeague" id={l.id} />
          </Group>
        </Group>
      </Box>
      {page.data?.welcomeText && <Text style={{ whiteSpace: 'pre-wrap' }}>{page.data.welcomeText}</Text>}
      {!page.data?.welcomeText && l.description && (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{l.description}</Text>
      )}
      {page.data && page.data.links.length > 0 && (
        <Group gap="md">
          {page.data.links.map((link) => (
            <Anchor key={link.url} href={link.url} target="_blank" rel="noreferrer">
              {link.label}
            </Anchor>
          ))}
        </Group>
      )}
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'competitions' ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          <Tabs.Tab value="competitions">{t('observe.league.competitions')}</Tabs.Tab>
          <Tabs.Tab value="ratings">{t('competitions.tabs.ratings')}</Tabs.Tab>
        </ScrollingTabsList>
        <Tabs.Panel value="competitions" pt="md">
          {champs.data && champs.data.items.length === 0 && (
            <Text c="dimmed">{t('observe.league.noCompetitions')}</Text>
          )}
          {champs.data && champs.data.items.length > 0 && (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {champs.data.items.map((c) => (
                <Card key={c.id} component="li" withBorder padding="sm" radius="md">
                  <Anchor component={Link} to={`/observe/competition/${c.id}`} fw={600}>
                    {c.name}
                  </Anchor>
                  {c.season && (
                    <Text size="sm" c="dimmed">
                      {c.season}
                    </Text>
                  )}
                </Card>
              ))}
            </Stack>
          )}
          {pages > 1 && (
            <Group justify="center" mt="md">
              <LazyPagination total={pages} value={pageIndex + 1} onChange={(p) => setPageIndex(p - 1)} />
            </Group>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="ratings" pt="md">
          <LeagueRatings
            leagueId={l.id}
            resultsPath={l.canEdit ? `/admin/leagues/details/${l.id}?tabs=competitions` : undefined}
          />
        </Tabs.Panel>
      </Tabs>
      <NewsList owner={{ kind: 'league', id: l.id }} />
      <PageChat kind="league" id={l.id} />
    </Stack>
  );
}

/** The ratings tab: the league's teams by Elo rating over all its competitions. */
function LeagueRatings({ leagueId, resultsPath }: { leagueId: string; resultsPath: string | undefined }) {
  const ratings = useLeagueRatings(leagueId);
  if (ratings.isPending) return <Skeleton h={160} />;
  if (ratings.isError) return <Alert color="red">{ratings.error.message}</Alert>;
  return (
    <TeamRatingsTable
      ratings={ratings.data.items}
      scope="league"
      teamPath={toObserveTeamPath}
      resultsPath={resultsPath}
    />
  );
}

/**
 * What a league page shows first: the league, its page configuration, its first competitions and news, and the
 * ratings when it opens on their tab.
 */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params, request }) => {
    const id = params.id ?? '';
    const ratingsShown = tabOf(new URL(request.url).searchParams) === 'ratings';
    await Promise.all([
      ratingsShown ? load(queryClient, leagueRatingsQuery(id)) : undefined,
      load(queryClient, leagueQuery(id)),
      load(queryClient, pageConfigurationQuery(id)),
      load(queryClient, leagueChampsQuery(id, 0, PAGE_SIZE)),
      load(
        queryClient,
        ownerNewsQuery({ kind: 'league', id }, { pageIndex: 0, pageSize: NEWS_SECTION_SIZE }),
      ),
    ]);
    return null;
  };
