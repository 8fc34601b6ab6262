import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Lineup, MatchSheet } from '@matchday/contracts';
import { isFootballFamily } from '@matchday/domain';
import { IconExternalLink, IconPhoto } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { LiveIndicator } from '../../components/LiveIndicator.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import { useChamp } from '../competitions/index.ts';
import { AdminBoxScore } from './AdminBoxScore.tsx';
import { AdminEventBar } from './AdminEventBar.tsx';
import { AdminFixtureAssignment } from './AdminFixtureAssignment.tsx';
import { AdminLineupEditor } from './AdminLineupEditor.tsx';
import { AdminScoreForm } from './AdminScoreForm.tsx';
import { AdminStatusControls } from './AdminStatusControls.tsx';
import { AdminTimeline } from './AdminTimeline.tsx';
import { useMatchSheet } from './api.ts';
import { MatchClock } from './MatchClock.tsx';
import { ReplayDatePicker } from './ReplayDatePicker.tsx';
import { ReportsReview } from './ResultReports.tsx';

// The match room's control (issue 30): its own chunk, as the chat is on the public pages.
const MatchChatControl = lazy(() =>
  import('../chat/index.ts').then((m) => ({ default: m.MatchChatControl })),
);

/** What a saved line-up holds: a new one (saved here or by someone else) starts its editor afresh. */
const signatureOf = (lineup: Lineup) =>
  lineup.items
    .map((p) => `${p.playerId}:${p.started}:${p.captain}:${p.shirtNumber}:${JSON.stringify(p.stats)}`)
    .join('|');

/** The score part of a fixture: a new score (a goal entered) starts the score form afresh. */
const scoreSignatureOf = (sheet: MatchSheet) => {
  const f = sheet.fixture;
  return `${f.homeScore}:${f.awayScore}:${f.homePenalties}:${f.awayPenalties}:${JSON.stringify(f.periodScores)}`;
};

/** The venue and officials of a fixture: a new assignment (saved here or elsewhere) starts the card afresh. */
const assignmentSignatureOf = (sheet: MatchSheet) =>
  `${sheet.fixture.venueId}|${sheet.fixture.referees.map((r) => `${r.id}:${r.role}`).join(',')}`;

/**
 * `/admin/match-center/edit-match/{id}`: the match sheet, built for a phone at the touchline — the score and
 * clock, the status controls, the quick event bar and the timeline (football family), the score (per period
 * in other sports), and the line-ups from the competition squad (with box scores in other sports). The page
 * follows the fixture's hub room, so a second organiser's entries show up by themselves.
 */
export function EditMatchPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const sheet = useMatchSheet(id);
  useHubRoom('fixture', id);
  // One assignment card, placed by width: two copies hidden by CSS would each hold their own unsaved choices.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`) ?? false;
  const f = sheet.data?.fixture;
  usePageTitle(
    f
      ? t('matchAdmin.sheet.pageTitle', {
          home: f.homeTeamName ?? t('matchAdmin.tbd'),
          away: f.awayTeamName ?? t('matchAdmin.tbd'),
        })
      : t('matchAdmin.sheet.title'),
  );

  const back = (
    <Anchor component={Link} to="/admin/match-center" size="sm">
      ← {t('matchAdmin.list.title')}
    </Anchor>
  );
  if (sheet.isPending)
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={160} radius="md" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  if (sheet.isError)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">
          {sheet.error instanceof ApiError && sheet.error.status === 404
            ? t('matchAdmin.sheet.notFound')
            : sheet.error.message}
        </Alert>
      </Stack>
    );

  const s = sheet.data;
  const football = isFootballFamily(s.sportKindId);

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" gap="xs">
        {back}
        <LiveIndicator kind="fixture" id={id} />
      </Group>
      <SheetHeader sheet={s} />
      {!s.canEdit && <Alert color="gray">{t('matchAdmin.sheet.readOnly')}</Alert>}
      <ReportsReview fixture={s.fixture} canEdit={s.canEdit} />
      {s.canEdit && <AdminStatusControls sheet={s} />}
      {s.canEdit && s.fixture.status === 'postponed' && <ReplayDatePicker fixture={s.fixture} />}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            {football && s.canEdit && <AdminEventBar sheet={s} />}
            {football && <AdminTimeline sheet={s} />}
            {!football && <AdminScoreForm key={scoreSignatureOf(s)} sheet={s} />}
            {!football && s.boxScoreKeys.length > 0 && (
              <SideTabs sheet={s} title={t('matchAdmin.boxScore.title')} id="box-score">
                {(side) => <AdminBoxScore key={signatureOf(s[side])} sheet={s} side={side} />}
              </SideTabs>
            )}
            {/* Beside the timeline on a wide screen; on a phone after the score and line-ups (below). */}
            {s.canEdit && wide && <AdminFixtureAssignment key={assignmentSignatureOf(s)} sheet={s} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {football && <AdminScoreForm key={scoreSignatureOf(s)} sheet={s} />}
            <SideTabs sheet={s} title={t('matchAdmin.lineup.title')} id="lineups">
              {(side) => <AdminLineupEditor key={signatureOf(s[side])} sheet={s} side={side} />}
            </SideTabs>
            {s.canEdit && !wide && <AdminFixtureAssignment key={assignmentSignatureOf(s)} sheet={s} />}
            {s.canEdit && (
              <Suspense fallback={null}>
                <MatchChatControl fixtureId={id} matchPath={toObserveMatchPath(id)} />
              </Suspense>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A card with a tab per side (the team names), the same body for each. */
function SideTabs({
  sheet,
  title,
  id,
  children,
}: {
  sheet: MatchSheet;
  title: string;
  id: string;
  children: (side: 'home' | 'away') => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Tabs defaultValue="home" keepMounted>
          <Tabs.List grow>
            {(['home', 'away'] as const).map((side) => (
              <Tabs.Tab key={side} value={side} style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {sheet[side].teamName ?? t('matchAdmin.tbd')}
                </Text>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(['home', 'away'] as const).map((side) => (
            <Tabs.Panel key={side} value={side} pt="sm">
              {children(side)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Card>
  );
}

/** Teams, score and clock, where the match belongs, and the links to its media page and public page. */
function SheetHeader({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const f = sheet.fixture;
  const champ = useChamp(f.champId);
  const played = f.homeScore !== null && f.awayScore !== null;
  const team = (teamId: string | null, name: string | null, align: 'left' | 'right') => (
    <Text fw={700} size="lg" ta={align} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      {teamId ? (
        <Anchor component={Link} to={`/observe/team/${teamId}`} inherit>
          {name ?? t('matchAdmin.tbd')}
        </Anchor>
      ) : (
        (name ?? t('matchAdmin.tbd'))
      )}
    </Text>
  );
  return (
    <Card withBorder radius="md" padding="md" component="header">
      <Stack gap="sm">
        <Text size="xs" c="dimmed" ta="center">
          <Anchor component={Link} to={`/admin/competitions/details/${f.champId}`} inherit c="dimmed">
            {champ.data?.name ?? '…'}
          </Anchor>
          {' · '}
          {[f.stageName, f.groupName, t('matchAdmin.round', { round: f.round })].filter(Boolean).join(' · ')}
          {' · '}
          {f.startsAt
            ? formatInstant(f.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm')
            : t('matchAdmin.noKickOff')}
        </Text>
        <Title order={1} size="h2" style={{ margin: 0 }}>
          <Group wrap="nowrap" gap="sm" align="center">
            {team(f.homeTeamId, f.homeTeamName, 'right')}
            <Text
              component="span"
              fw={800}
              fz={32}
              ff="monospace"
              style={{ flexShrink: 0 }}
              aria-label={
                played
                  ? t('matchAdmin.sheet.scoreLabel', { home: f.homeScore, away: f.awayScore })
                  : t('matchAdmin.sheet.noScore')
              }
            >
              {played ? `${f.homeScore}–${f.awayScore}` : '–'}
            </Text>
            {team(f.awayTeamId, f.awayTeamName, 'left')}
          </Group>
        </Title>
        {f.homePenalties !== null && f.awayPenalties !== null && (
          <Text size="sm" ta="center" c="dimmed">
            {t('matchAdmin.penalties', { home: f.homePenalties, away: f.awayPenalties })}
          </Text>
        )}
        <MatchClock fixture={f} periods={sheet.periods} sportKindId={sheet.sportKindId} />
        <Group justify="center" gap="xs">
          {sheet.canEdit && (
            <Button
              component={Link}
              to={`/admin/match-center/create-media/${f.id}`}
              variant="default"
              size="sm"
              leftSection={<IconPhoto size={16} />}
            >
              {t('matchAdmin.sheet.media', { count: sheet.media.totalItems })}
            </Button>
          )}
          <Button
            component={Link}
            to={toObserveMatchPath(f.id)}
            variant="subtle"
            size="sm"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('matchAdmin.sheet.publicPage')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
