import { Alert, Anchor, Box, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { lazyNamed, lazyNearViewport } from '../../app/lazy-named.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import headerActions from '../../components/PageHeaderActions.module.css';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { SiteAddressLink } from '../../components/SiteAddressLink.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toObservePlayerPath, toObserveTeamPath } from '../../lib/observe-links.ts';
import { CalendarSubscribeMenu, toCalendarPath, toFeedPath } from '../calendar/index.ts';
import {
  CheckInCard,
  champQuery,
  champRatingsQuery,
  champTeamsQuery,
  checkInQuery,
  EmbedWidgetsButton,
  FixtureRounds,
  fixturesQuery,
  stagesQuery,
  stageTiesQuery,
  TeamRatingsTable,
  useChamp,
  useChampRatings,
  useChampTeams,
  useFixtures,
  useStages,
} from '../competitions/index.ts';
import { SignedInFavoriteToggle } from '../favorites/index.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { leagueQuery, toChampPublicUrl, useLeague, useWebEngineDomain } from '../leagues/index.ts';
import { NEWS_SECTION_SIZE, ownerNewsQuery } from '../news/index.ts';
import { registrationSettingsQuery, useRegistrationSettings } from '../registrations/index.ts';

// Not on the first screen: each loads when shown (issue 13, first load).
const PageChat = lazyNamed(() => import('../chat/index.ts').then((m) => m.PageChat));
const StandingsTables = lazyNamed(() => import('../competitions/index.ts').then((m) => m.StandingsTables));
const PlayerLeaderboard = lazyNamed(() =>
  import('../competitions/index.ts').then((m) => m.PlayerLeaderboard),
);
// Below the page's content on a phone: loads when the visitor scrolls near it.
const NewsList = lazyNearViewport(
  () => import('../news/index.ts').then((m) => m.NewsList),
  <Skeleton h={80} />,
);
// Only where registration is open: its dialog's code (select, modal, dates) is a tenth of a second of a phone's
// main thread, for a button most visitors never see.
const RegisterTeamButton = lazyNamed(
  () => import('../registrations/index.ts').then((m) => m.RegisterTeamButton),
  <Box mih={36} />,
);

const TABS = ['fixtures', 'standings', 'players', 'ratings', 'teams', 'chat'] as const;
type Tab = (typeof TABS)[number];

/** The tab `?tabs=` asks for; the fixtures when it asks for none (or for one the page does not have). */
function tabOf(search: URLSearchParams): Tab {
  const requested = search.get('tabs');
  return TABS.find((x) => x === requested) ?? 'fixtures';
}

/**
 * `/observe/competition/{id}` (`?tabs=standings`): fixtures by round with results (each a link to its match
 * page), standings (tables, and a bracket for a knockout stage), the player leaderboard, teams.
 */
export function ObserveCompetitionPage() {
  return (
    <Container size="lg" py="xl">
      <ObserveCompetition />
    </Container>
  );
}

function ObserveCompetition() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation();
  const champ = useChamp(id);
  // The header waits for whether registration is open: the "Register your team" row would otherwise arrive
  // late and push the tabs down (issue 13, Lighthouse's layout shift).
  const registration = useRegistrationSettings(id);
  // Scores, tables and team changes of this competition arrive through the hub: the page updates by itself.
  useHubRoom('champ', champ.data?.id);
  const league = useLeague(champ.data?.champLeagueId ?? '');
  const stages = useStages(id);
  const fixtures = useFixtures(id);
  const teams = useChampTeams(id);
  const sports = useSportTypes();
  const { domain, protocol } = useWebEngineDomain();
  const tab = tabOf(search);

  if (champ.isPending || registration.isPending) return <Skeleton h={240} />;
  if (champ.isError) return <Alert color="red">{t('competitions.errors.notFound')}</Alert>;
  const c = champ.data;
  const sportName = sports.data?.find((s) => s.id === c.sportKindId)?.displayName ?? c.sportKindId;

  return (
    <Stack gap="md">
      {/* On a phone the actions (live, calendar, embed, favourite) drop below the name rather than cover it. */}
      <Group wrap="wrap" align="flex-start">
        <LeagueLogo logo={c.logo} name={c.name} size={56} />
        <div style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Title order={1} size="h2">
            {c.name}
          </Title>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to={`/observe/league/${c.champLeagueId}`} inherit>
              {c.champLeagueName}
            </Anchor>
            {c.season ? ` · ${c.season}` : ''}
          </Text>
          {/* The league's site address: its line is held while the league loads, so the tabs stay put. */}
          {!league.data && league.isPending && <Box h={22} />}
          {league.data && (
            <SiteAddressLink
              href={toChampPublicUrl(league.data.subdomain, domain, c.id, protocol)}
              address={`${league.data.subdomain}.${domain}/champ/${c.id}`}
            />
          )}
        </div>
        <Stack gap="xs" align="flex-end" className={headerActions.actions}>
          <LiveIndicator kind="champ" id={champ.data?.id} />
          {/* The buttons load after the page: their row's height is held meanwhile. */}
          <Group gap="xs" mih={36}>
            <CalendarSubscribeMenu
              feed={toFeedPath('champ', c.id)}
              name={c.name}
              calendarPath={toCalendarPath('champId', c.id)}
            />
            <EmbedWidgetsButton champId={c.id} champName={c.name} size="xs" />
            <SignedInFavoriteToggle kind="champ" id={c.id} />
          </Group>
        </Stack>
      </Group>
      {(registration.data?.isAcceptingRequests || registration.data?.registrationOpen) && (
        <RegisterTeamButton champ={c} sportName={sportName} />
      )}
      {/* Check-in (issue 27): who is in, and a button for the teams the visitor runs while it is open. */}
      <CheckInCard champ={c} />
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'fixtures' ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {x === 'players'
                ? t('match.leaderboard.tab')
                : x === 'chat'
                  ? t('chat.title')
                  : t(`competitions.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="fixtures" pt="md">
          {fixtures.isPending && <Skeleton h={160} />}
          {fixtures.isError && <Alert color="red">{fixtures.error.message}</Alert>}
          {fixtures.data && (
            <FixtureRounds
              fixtures={fixtures.data.items}
              teamPath={toObserveTeamPath}
              matchPath={toObserveMatchPath}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="standings" pt="md">
          {stages.data ? (
            <StandingsTables
              champId={c.id}
              stages={stages.data.items}
              teamPath={toObserveTeamPath}
              matchPath={toObserveMatchPath}
            />
          ) : (
            <Skeleton h={160} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="players" pt="md">
          <PlayerLeaderboard
            champId={c.id}
            sportKindId={c.sportKindId}
            playerPath={toObservePlayerPath}
            teamPath={toObserveTeamPath}
          />
        </Tabs.Panel>
        <Tabs.Panel value="ratings" pt="md">
          <ChampRatings
            champId={c.id}
            resultsPath={c.canEdit ? `/admin/competitions/details/${c.id}` : undefined}
          />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          {teams.data && teams.data.items.length === 0 && (
            <Text c="dimmed">{t('observe.competition.noTeams')}</Text>
          )}
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {teams.data?.items.map((team) => (
              <Group key={team.id} component="li" gap="sm" wrap="nowrap">
                <LeagueLogo logo={team.logo} name={team.name} size={28} />
                <Anchor component={Link} to={toObserveTeamPath(team.id)} size="sm">
                  {team.name}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="chat" pt="md">
          <PageChat kind="champ" id={c.id} />
        </Tabs.Panel>
      </Tabs>
      <NewsList owner={{ kind: 'champ', id: c.id }} />
    </Stack>
  );
}

/** The ratings tab: the competition's teams by Elo rating (its loader read them when the page opened on it). */
function ChampRatings({ champId, resultsPath }: { champId: string; resultsPath: string | undefined }) {
  const ratings = useChampRatings(champId);
  if (ratings.isPending) return <Skeleton h={160} />;
  if (ratings.isError) return <Alert color="red">{ratings.error.message}</Alert>;
  return (
    <TeamRatingsTable
      ratings={ratings.data.items}
      scope="champ"
      teamPath={toObserveTeamPath}
      resultsPath={resultsPath}
    />
  );
}

/**
 * What a competition page shows first: the competition and its league, whether registration is open, its
 * check-in, stages, fixtures, teams and latest news, and the ratings when it opens on their tab. A league site's
 * `/champ/{id}` loads the same.
 */
export async function loadCompetitionPage(queryClient: QueryClient, id: string, tab?: string): Promise<void> {
  const [champ, , stages] = await Promise.all([
    load(queryClient, champQuery(id)),
    load(queryClient, registrationSettingsQuery(id)),
    load(queryClient, stagesQuery(id)),
    load(queryClient, checkInQuery(id)),
    load(queryClient, fixturesQuery(id)),
    load(queryClient, champTeamsQuery(id)),
    load(queryClient, sportTypesQuery()),
    load(queryClient, ownerNewsQuery({ kind: 'champ', id }, { pageIndex: 0, pageSize: NEWS_SECTION_SIZE })),
    tab === 'ratings' ? load(queryClient, champRatingsQuery(id)) : undefined,
  ]);
  await Promise.all([
    champ?.champLeagueId ? load(queryClient, leagueQuery(champ.champLeagueId)) : null,
    // A two-legged knockout's bracket shows each tie's aggregate and how it was decided.
    ...(stages?.items ?? [])
      .filter((stage) => stage.type === 'knockout' && stage.legs === 2)
      .map((stage) => load(queryClient, stageTiesQuery(id, stage.id))),
  ]);
}

export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params, request }) => {
    await loadCompetitionPage(queryClient, params.id ?? '', tabOf(new URL(request.url).searchParams));
    return null;
  };
