import { Alert, Button, Container, Grid, Skeleton, Stack, Tabs } from '@mantine/core';
import type { MatchSheet } from '@matchday/contracts';
import { isFootballFamily } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toObserveCompetitionPath, toObservePlayerPath, toObserveTeamPath } from '../../lib/observe-links.ts';
import { usePageOrigin } from '../../lib/page-origin.tsx';
import { useOptionalChatConnection } from '../chat/index.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { useMatchSheet } from './api.ts';
import { MatchHeader } from './MatchHeader.tsx';
import { MatchTimeline } from './MatchTimeline.tsx';
import { toJsonLdText, toSportsEventJsonLd } from './match-schema-org.ts';
import { matchSheetQuery } from './queries.ts';

// Not on the first screen: each loads when shown (issue 13, first load).
const Lineups = lazyNamed(() => import('./Lineups.tsx').then((m) => m.Lineups));
const MatchMedia = lazyNamed(() => import('./MatchMedia.tsx').then((m) => m.MatchMedia));
const MatchPreview = lazyNamed(() => import('./MatchPreview.tsx').then((m) => m.MatchPreview));
const MatchStats = lazyNamed(() => import('./MatchStats.tsx').then((m) => m.MatchStats));
const MatchHistory = lazyNamed(() => import('./MatchHistory.tsx').then((m) => m.MatchHistory));

// Result reporting by the teams (issue 27): only competitions whose teams report show it.
const ResultReports = lazyNamed(() => import('./ResultReports.tsx').then((m) => m.ResultReports));

const PageChat = lazyNamed(() => import('../chat/index.ts').then((m) => m.PageChat));

type Tab = 'preview' | 'timeline' | 'lineups' | 'stats' | 'media';

/** The tabs a match has: the preview until kick-off, the timeline for sports that record events. */
function tabsOf(sheet: MatchSheet): Tab[] {
  const notStarted = sheet.fixture.status === 'scheduled' || sheet.fixture.status === 'postponed';
  const football = isFootballFamily(sheet.sportKindId);
  return [
    ...(notStarted ? (['preview'] as const) : []),
    ...(football ? (['timeline'] as const) : []),
    'lineups',
    'stats',
    'media',
  ];
}

/**
 * `/observe/match-center/{id}` (spec §2, public): the match as it happens. The page follows the fixture's
 * hub room, so a goal entered on the match sheet refreshes the sheet within a second, and a reconnect
 * refetches it (api/hub.ts). Tabs (`?tabs=`): preview before kick-off, timeline, line-ups, stats, media.
 */
export function ObserveMatchPage() {
  // With the chat beside it (a side column on a desktop, below on a phone) the page needs the room.
  const withChat = useOptionalChatConnection() !== null;
  return (
    <Container size={withChat ? 'xl' : 'md'} py="xl" px="sm">
      <ObserveMatch />
    </Container>
  );
}

function ObserveMatch() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const withChat = useOptionalChatConnection() !== null;
  const sheet = useMatchSheet(id || undefined);
  // Follow the room from the start: an event entered while the sheet loads is not lost.
  useHubRoom('fixture', id || undefined);
  const f = sheet.data?.fixture;
  usePageTitle(
    f
      ? t('match.name', { home: f.homeTeamName ?? t('match.tbd'), away: f.awayTeamName ?? t('match.tbd') })
      : undefined,
  );

  if (sheet.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={180} />
        <Skeleton h={40} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (sheet.isError) {
    const missing =
      sheet.error instanceof ApiError && (sheet.error.status === 404 || sheet.error.status === 400);
    return missing ? (
      <Alert color="red">{t('match.notFound')}</Alert>
    ) : (
      <Alert color="red" title={t('match.loadFailed')}>
        {sheet.error.message}
        <Button mt="sm" variant="default" size="xs" onClick={() => void sheet.refetch()} display="block">
          {t('match.retry')}
        </Button>
      </Alert>
    );
  }
  const page = (
    <MatchPage sheet={sheet.data} liveIndicator={<LiveIndicator kind="fixture" id={id || undefined} />} />
  );
  if (!withChat) return page;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>{page}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PageChat kind="fixture" id={sheet.data.fixture.id} collapsedOnPhone />
      </Grid.Col>
    </Grid>
  );
}

function MatchPage({ sheet, liveIndicator }: { sheet: MatchSheet; liveIndicator: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const sports = useSportTypes();
  const { origin } = usePageOrigin();
  const f = sheet.fixture;
  const tabs = tabsOf(sheet);
  const fallback: Tab = tabs[0] ?? 'lineups';
  const requested = search.get('tabs');
  const tab = tabs.find((x) => x === requested) ?? fallback;
  const jsonLd = toSportsEventJsonLd({
    sheet,
    url: `${origin}${toObserveMatchPath(f.id)}`,
    teamUrl: (teamId) => `${origin}${toObserveTeamPath(teamId)}`,
    sport: sports.data?.find((s) => s.id === sheet.sportKindId)?.displayName ?? sheet.sportKindId,
    competition: f.champName
      ? { name: f.champName, url: `${origin}${toObserveCompetitionPath(f.champId)}` }
      : undefined,
    location: f.venueName,
    tbd: t('match.tbd'),
  });

  return (
    <Stack gap="lg">
      <script type="application/ld+json">{toJsonLdText(jsonLd)}</script>
      <MatchHeader
        sheet={sheet}
        competitionName={f.champName || undefined}
        competitionPath={toObserveCompetitionPath(f.champId)}
        teamPath={toObserveTeamPath}
        liveIndicator={liveIndicator}
      />
      <ResultReports fixture={f} />
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== fallback ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {tabs.map((x) => (
            <Tabs.Tab key={x} value={x} px="xs">
              {t(`match.tabs.${x}`)}
              {x === 'media' && sheet.media.totalItems > 0 ? ` (${sheet.media.totalItems})` : ''}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="preview" pt="md">
          <MatchPreview
            fixtureId={f.id}
            matchPath={toObserveMatchPath}
            teamPath={toObserveTeamPath}
            playerPath={toObservePlayerPath}
          />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <MatchTimeline sheet={sheet} playerPath={toObservePlayerPath} />
        </Tabs.Panel>
        <Tabs.Panel value="lineups" pt="md">
          <Lineups sheet={sheet} playerPath={toObservePlayerPath} teamPath={toObserveTeamPath} />
        </Tabs.Panel>
        <Tabs.Panel value="stats" pt="md">
          <MatchStats sheet={sheet} />
        </Tabs.Panel>
        <Tabs.Panel value="media" pt="md">
          <MatchMedia fixtureId={f.id} firstPage={sheet.media} />
        </Tabs.Panel>
      </Tabs>
      {f.status === 'finished' || f.status === 'scheduled' ? <MatchHistory fixtureId={f.id} /> : null}
    </Stack>
  );
}

/** What a match page shows first: its match sheet (teams, score, line-ups, timeline, media) and the sports. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params }) => {
    await Promise.all([
      load(queryClient, matchSheetQuery(params.id ?? '')),
      load(queryClient, sportTypesQuery()),
    ]);
    return null;
  };
