import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { Fixture, TeamPlayer } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import headerActions from '../../components/PageHeaderActions.module.css';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import {
  toObserveCompetitionPath,
  toObserveLeaguePath,
  toObservePlayerPath,
  toObserveTeamPath,
  toUserProfilePath,
} from '../../lib/observe-links.ts';
import { dayOf, formatInstant } from '../../lib/zoned-time.ts';
import { CalendarSubscribeMenu, toCalendarPath, toFeedPath } from '../calendar/index.ts';
import { SignedInFavoriteToggle } from '../favorites/index.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { NEWS_SECTION_SIZE, NewsList, ownerNewsQuery } from '../news/index.ts';
import {
  formatPeriod,
  ownerProfileQuery,
  teamRosterQuery,
  useOwnerProfile,
  useTeamRoster,
} from '../players/index.ts';
import { SignedInPlayerRequestsSection } from '../registrations/index.ts';
import { teamQuery, useTeam, useTeamChamps } from '../teams/index.ts';
import { useTeamFixtures } from './api.ts';

const TABS = ['roster', 'fixtures', 'results', 'competitions'] as const;
type Tab = (typeof TABS)[number];

/** The tab `?tabs=` asks for; the roster when it asks for none (or for one the page does not have). */
function tabOf(search: URLSearchParams): Tab {
  const requested = search.get('tabs');
  return TABS.find((x) => x === requested) ?? 'roster';
}

/**
 * `/observe/team/{id}` (spec §2, public): the team's header (logo, name, sport, owner, the favourite star for
 * signed-in users) and the tabs roster, fixtures, results and competitions (`?tabs=`; roster by default).
 */
export function ObserveTeamPage() {
  return (
    <Container size="lg" py="xl">
      <ObserveTeam />
    </Container>
  );
}

function ObserveTeam() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const team = useTeam(id);
  const owner = useOwnerProfile(team.data?.ownerId);
  const sports = useSportTypes();
  usePageTitle(team.data?.name);
  const tab = tabOf(search);

  if (team.isPending) return <Skeleton h={240} />;
  if (team.isError) return <Alert color="red">{t('observe.team.notFound')}</Alert>;
  const tm = team.data;
  const sport = sports.data?.find((s) => s.id === tm.sportKindId)?.displayName ?? tm.sportKindId;

  return (
    <Stack gap="md">
      {/* The name keeps a readable width and wraps by words; on a phone the actions (calendar, favourite) take a row
          of their own below it rather than squeezing it beside them. */}
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Group wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <LeagueLogo logo={tm.logo} name={tm.name} size={64} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'break-word' }}>
              {tm.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray" tt="none" title={t('observe.team.sport')}>
                {sport}
              </Badge>
              {tm.shortName && (
                <Badge variant="outline" color="gray" tt="none">
                  {tm.shortName}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('observe.team.owner')}:{' '}
              <Anchor component={Link} to={toUserProfilePath(tm.ownerId)} inherit>
                {owner.data?.name ?? t('observe.team.ownerFallback')}
              </Anchor>
            </Text>
          </Stack>
        </Group>
        {/* The star loads after the page (signed-in users only): the row's height is held meanwhile. */}
        <Group gap="xs" mih={36} className={headerActions.actions}>
          <CalendarSubscribeMenu
            feed={toFeedPath('team', tm.id)}
            name={tm.name}
            calendarPath={toCalendarPath('teamId', tm.id)}
          />
          <SignedInFavoriteToggle kind="team" id={tm.id} />
        </Group>
      </Group>
      <SignedInPlayerRequestsSection filter={{ teamId: tm.id }} isEditor={tm.canEdit} mode="observe" />
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'roster' ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`observe.team.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="roster" pt="md">
          <RosterTab teamId={tm.id} />
        </Tabs.Panel>
        <Tabs.Panel value="fixtures" pt="md">
          <FixturesTab teamId={tm.id} status="scheduled" />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <FixturesTab teamId={tm.id} status="finished" />
        </Tabs.Panel>
        <Tabs.Panel value="competitions" pt="md">
          <CompetitionsTab teamId={tm.id} />
        </Tabs.Panel>
      </Tabs>
      <NewsList owner={{ kind: 'team', id: tm.id }} />
    </Stack>
  );
}

/** On the roster today: started (or no start) and not ended (or no end), by calendar date. */
function isCurrent(entry: TeamPlayer, today: string): boolean {
  return (
    (entry.startDate === null || entry.startDate <= today) &&
    (entry.endDate === null || entry.endDate >= today)
  );
}

/** The roster, current players first (each part in the server's order: shirt number, then name). */
function RosterTab({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const roster = useTeamRoster(teamId);
  if (roster.isPending) return <Skeleton h={160} />;
  if (roster.isError) return <Alert color="red">{roster.error.message}</Alert>;
  if (roster.data.items.length === 0) return <Text c="dimmed">{t('observe.team.noRoster')}</Text>;
  // The viewer's calendar date, as a contract period's ends are.
  const today = dayOf(Date.now(), timeZone);
  const current = roster.data.items.filter((e) => isCurrent(e, today));
  const former = roster.data.items.filter((e) => !isCurrent(e, today));
  return (
    <Stack gap="md">
      <RosterList title={t('observe.team.current')} entries={current} />
      <RosterList title={t('observe.team.former')} entries={former} />
    </Stack>
  );
}

function RosterList({ title, entries }: { title: string; entries: TeamPlayer[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Text fw={600} size="sm" c="dimmed">
        {title}
      </Text>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
        {entries.map((e) => (
          <Group key={e.id} component="li" gap="sm" wrap="nowrap">
            <LeagueLogo logo={e.photo} name={e.name} size={32} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={toObservePlayerPath(e.playerId)}
                size="sm"
                style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {e.name}
              </Anchor>
              {/* A phone shows the contract period under the name; wider screens at the end of the row. */}
              {(e.startDate || e.endDate) && (
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {formatPeriod(t, e)}
                </Text>
              )}
            </Stack>
            {e.shirtNumber !== null && (
              <Text size="xs" c="dimmed">
                {t('observe.team.shirt', { number: e.shirtNumber })}
              </Text>
            )}
            {e.position && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {e.position}
              </Text>
            )}
            {(e.startDate || e.endDate) && (
              <Text size="xs" c="dimmed" lineClamp={1} ml="auto" style={{ flexShrink: 0 }} visibleFrom="sm">
                {formatPeriod(t, e)}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Fixtures to come (soonest first) or results (newest first), a page at a time from the server. The
 * competition's name comes from the team's competitions (already loaded for that tab; one cache entry).
 */
function FixturesTab({ teamId, status }: { teamId: string; status: 'scheduled' | 'finished' }) {
  const { t } = useTranslation();
  const fixtures = useTeamFixtures(teamId, status);
  const champs = useTeamChamps(teamId);
  const champName = new Map(champs.data?.items.map((c) => [c.id, c.name]) ?? []);
  const label = status === 'finished' ? t('observe.team.results') : t('observe.team.fixtures');
  if (fixtures.isPending) return <Skeleton h={160} />;
  if (fixtures.isError) return <Alert color="red">{fixtures.error.message}</Alert>;
  const items = fixtures.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Text c="dimmed">
        {status === 'finished' ? t('observe.team.noResults') : t('observe.team.noFixtures')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map((f) => (
          <TeamFixtureCard
            key={f.id}
            fixture={f}
            teamId={teamId}
            champName={champName.get(f.champId) ?? t('observe.team.competition')}
          />
        ))}
      </Stack>
      {fixtures.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void fixtures.fetchNextPage()}
            loading={fixtures.isFetchingNextPage}
          >
            {t('observe.team.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** One match from the team's side: the opponent (a link), home or away, the score, the competition and time. */
function TeamFixtureCard({
  fixture: f,
  teamId,
  champName,
}: {
  fixture: Fixture;
  teamId: string;
  champName: string;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const atHome = f.homeTeamId === teamId;
  const opponentId = atHome ? f.awayTeamId : f.homeTeamId;
  const opponentName = (atHome ? f.awayTeamName : f.homeTeamName) ?? t('observe.team.tbd');
  const played = f.homeScore !== null && f.awayScore !== null;
  const score = played
    ? atHome
      ? `${f.homeScore} – ${f.awayScore}`
      : `${f.awayScore} – ${f.homeScore}`
    : null;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={toObserveCompetitionPath(f.champId)} size="sm" fw={600}>
            {champName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[f.stageName, f.startsAt ? formatInstant(f.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm') : null]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge variant={played ? 'filled' : 'light'} color={played ? 'dark' : 'gray'} miw={56} tt="none">
            {score ?? t('observe.team.vs')}
          </Badge>
          <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {opponentId ? (
              <Anchor component={Link} to={toObserveTeamPath(opponentId)} inherit>
                {opponentName}
              </Anchor>
            ) : (
              opponentName
            )}{' '}
            <Text span size="xs" c="dimmed">
              ({atHome ? t('observe.team.home') : t('observe.team.away')})
            </Text>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The competitions the team has entered, newest first (`GET /teams/{id}/champs`). */
function CompetitionsTab({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const champs = useTeamChamps(teamId);
  if (champs.isPending) return <Skeleton h={120} />;
  if (champs.isError) return <Alert color="red">{champs.error.message}</Alert>;
  if (champs.data.items.length === 0) return <Text c="dimmed">{t('observe.team.noCompetitions')}</Text>;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('observe.team.competitions')}
    >
      {champs.data.items.map((c) => (
        <Card key={c.id} component="li" withBorder radius="md" padding="sm">
          <Anchor component={Link} to={toObserveCompetitionPath(c.id)} fw={600} size="sm">
            {c.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            <Anchor component={Link} to={toObserveLeaguePath(c.champLeagueId)} inherit>
              {c.champLeagueName}
            </Anchor>
            {c.season ? ` · ${c.season}` : ''}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * What a team page shows first: the team, its sport's name, the roster (when the roster tab is shown, as it is by
 * default), the latest news, then the owner's name (which needs the team's owner). The other tabs load when shown.
 */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params, request }) => {
    const id = params.id ?? '';
    const rosterShown = tabOf(new URL(request.url).searchParams) === 'roster';
    const [team] = await Promise.all([
      load(queryClient, teamQuery(id)),
      load(queryClient, sportTypesQuery()),
      rosterShown ? load(queryClient, teamRosterQuery(id)) : undefined,
      load(queryClient, ownerNewsQuery({ kind: 'team', id }, { pageIndex: 0, pageSize: NEWS_SECTION_SIZE })),
    ]);
    if (team?.ownerId) await load(queryClient, ownerProfileQuery(team.ownerId));
    return null;
  };
