import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Fixture, ReportStatus, ResultReport, ResultStatus } from '@matchday/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveTeamPath } from '../../lib/observe-links.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import { ImageDropzone } from '../images/index.ts';
import { useCreateReport, useFixtureReports, useSetMatchScore } from './api.ts';

const RESULT_COLOR: Record<ResultStatus, string> = {
  awaiting: 'gray',
  reported: 'blue',
  disputed: 'orange',
  confirmed: 'green',
};
const REPORT_COLOR: Record<ReportStatus, string> = {
  reported: 'blue',
  disputed: 'orange',
  confirmed: 'green',
  overruled: 'gray',
};

/** One team's report: the score, each game, the comment and the evidence (each image opens full size). */
export function ReportCard({
  report,
  fixture,
  action,
}: {
  report: ResultReport;
  fixture: Fixture;
  action?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const teamName =
    report.teamName || (report.side === 'home' ? fixture.homeTeamName : fixture.awayTeamName) || '';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={teamName}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Anchor component={Link} to={toObserveTeamPath(report.teamId)} fw={700} style={{ minWidth: 0 }}>
            {teamName}
          </Anchor>
          <Badge color={REPORT_COLOR[report.status]} variant="light">
            {t(`match.report.status.${report.status}`)}
          </Badge>
        </Group>
        <Text fw={800} fz={28} ff="monospace" ta="center">
          {t('match.report.score', { home: report.homeScore, away: report.awayScore })}
        </Text>
        {report.games.length > 0 && (
          <Text size="sm" ta="center" c="dimmed">
            {t('match.report.games')}: {report.games.map((g) => `${g.home}–${g.away}`).join(', ')}
          </Text>
        )}
        {report.comment && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            “{report.comment}”
          </Text>
        )}
        {report.evidence.length > 0 && (
          <SimpleGrid cols={2} spacing="xs">
            {report.evidence.map((e, i) => (
              <Anchor key={e.id} href={e.url} target="_blank" rel="noopener">
                <Image
                  src={e.url}
                  alt={t('match.report.evidenceAlt', { n: i + 1, team: teamName })}
                  radius="sm"
                  h={120}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed">
          {t('match.report.by', { name: report.reportedByName || '—', team: teamName })} ·{' '}
          {formatInstant(report.updatedAt, timeZone, 'D MMM YYYY, HH:mm')}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}

/**
 * The public match page's reporting card (issue 27, item 1): where the result is, the teams' reports, and for a
 * team's owner or manager the form to report (score, each game of a series, a screenshot, a comment). Nothing
 * shows while the organiser enters the competition's results.
 */
export function ResultReports({ fixture }: { fixture: Fixture }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const reports = useFixtureReports(fixture.id);
  if (reports.data?.mode !== 'teams') return null;
  const r = reports.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="result-reports-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="result-reports-title">
            {t('match.report.title')}
          </Title>
          <Badge color={RESULT_COLOR[r.resultStatus]} variant="light" size="lg">
            {t(`match.report.resultStatus.${r.resultStatus}`)}
          </Badge>
        </Group>
        {r.confirmsAt && (
          <Text size="sm" c="dimmed">
            {t('match.report.confirmsAt', {
              date: formatInstant(r.confirmsAt, timeZone, 'ddd D MMM, HH:mm'),
            })}
          </Text>
        )}
        {r.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('match.report.none')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {r.items.map((item) => (
              <ReportCard key={item.id} report={item} fixture={fixture} />
            ))}
          </SimpleGrid>
        )}
        {r.canReportFor.length > 0 && r.resultStatus !== 'confirmed' && (
          <ReportForm
            fixture={fixture}
            teamIds={r.canReportFor}
            again={r.items.some((i) => r.canReportFor.includes(i.teamId))}
          />
        )}
      </Stack>
    </Card>
  );
}

type Game = { home: number | ''; away: number | '' };

function ReportForm({ fixture, teamIds, again }: { fixture: Fixture; teamIds: string[]; again: boolean }) {
  const { t } = useTranslation();
  const create = useCreateReport(fixture.id);
  const series = fixture.bestOf > 1;
  const [teamId, setTeamId] = useState(teamIds[0]!);
  const [home, setHome] = useState<number | ''>('');
  const [away, setAway] = useState<number | ''>('');
  const [games, setGames] = useState<Game[]>(series ? [{ home: '', away: '' }] : []);
  const [evidence, setEvidence] = useState<string[]>([]);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const homeName = fixture.homeTeamName ?? t('match.tbd');
  const awayName = fixture.awayTeamName ?? t('match.tbd');
  const nameOf = (id: string) => (id === fixture.homeTeamId ? homeName : awayName);

  const setGame = (index: number, side: 'home' | 'away', value: number | '') =>
    setGames((list) => list.map((g, i) => (i === index ? { ...g, [side]: value } : g)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (home === '' || away === '') return;
    setError(null);
    const filled = games.filter((g) => g.home !== '' && g.away !== '') as { home: number; away: number }[];
    create.mutate(
      {
        homeScore: home,
        awayScore: away,
        ...(series && filled.length > 0 ? { games: filled } : {}),
        ...(evidence.length > 0 ? { evidence } : {}),
        ...(comment.trim() ? { comment: comment.trim() } : {}),
        ...(teamIds.length > 1 ? { teamId } : {}),
      },
      {
        onSuccess: (created) => {
          notifySuccess(
            created.status === 'confirmed'
              ? t('match.report.form.confirmed')
              : created.status === 'disputed'
                ? t('match.report.form.disputed')
                : t('match.report.form.sent'),
          );
          setEvidence([]);
        },
        onError: (e) => {
          setError(e instanceof Error ? e.message : String(e));
          notifyFailure(e);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="report-form-title">
      <Stack gap="sm">
        <Title order={3} size="h5" id="report-form-title">
          {again ? t('match.report.form.again') : t('match.report.form.title')}
        </Title>
        {teamIds.length > 1 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('match.report.form.team')}
            </Text>
            <SegmentedControl
              value={teamId}
              onChange={setTeamId}
              data={teamIds.map((id) => ({ value: id, label: nameOf(id) }))}
            />
          </Stack>
        )}
        <SimpleGrid cols={2} spacing="sm">
          <NumberInput
            label={t('match.report.form.homeScore', { team: homeName })}
            min={0}
            max={999}
            allowDecimal={false}
            value={home}
            onChange={(v) => setHome(typeof v === 'number' ? v : '')}
            required
          />
          <NumberInput
            label={t('match.report.form.awayScore', { team: awayName })}
            min={0}
            max={999}
            allowDecimal={false}
            value={away}
            onChange={(v) => setAway(typeof v === 'number' ? v : '')}
            required
          />
        </SimpleGrid>
        {series && (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('match.report.games')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('match.report.form.gamesHelp')}
            </Text>
            {games.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: games are positional, in play order
              <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
                <NumberInput
                  style={{ flex: 1 }}
                  label={t('match.report.form.gameHome', { n: i + 1, team: homeName })}
                  min={0}
                  max={999}
                  allowDecimal={false}
                  value={g.home}
                  onChange={(v) => setGame(i, 'home', typeof v === 'number' ? v : '')}
                />
                <NumberInput
                  style={{ flex: 1 }}
                  label={t('match.report.form.gameAway', { n: i + 1, team: awayName })}
                  min={0}
                  max={999}
                  allowDecimal={false}
                  value={g.away}
                  onChange={(v) => setGame(i, 'away', typeof v === 'number' ? v : '')}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={2}
                  aria-label={t('match.report.form.removeGame', { n: i + 1 })}
                  onClick={() => setGames((list) => list.filter((_, j) => j !== i))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            ))}
            {games.length < fixture.bestOf && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() => setGames((list) => [...list, { home: '', away: '' }])}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('match.report.form.addGame')}
              </Button>
            )}
          </Stack>
        )}
        <ImageDropzone
          label={t('match.report.form.evidence')}
          value={null}
          onChange={(id) => id && setEvidence((list) => [...list, id])}
        />
        {evidence.length > 0 && (
          <Text size="sm" c="dimmed" role="status">
            {t('match.report.form.evidenceAdded', { count: evidence.length })}
          </Text>
        )}
        <Textarea
          label={t('match.report.form.comment')}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('match.report.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The organiser's dispute screen on the match sheet (issue 27, item 1): both teams' reports and their evidence
 * side by side, each with the action that confirms it as the result (`PUT /fixture/{id}/score`). Shown once a team
 * has reported; any other result goes through the score form as before.
 */
export function ReportsReview({ fixture, canEdit }: { fixture: Fixture; canEdit: boolean }) {
  const { t } = useTranslation();
  const reports = useFixtureReports(fixture.id);
  const setScore = useSetMatchScore(fixture.id);
  if (reports.data?.mode !== 'teams' || reports.data.items.length === 0) return null;
  const r = reports.data;
  const open = r.resultStatus !== 'confirmed';
  const accept = (report: ResultReport) =>
    modals.openConfirmModal({
      title: t('match.report.dispute.acceptTitle'),
      children: (
        <Text size="sm">
          {t('match.report.dispute.acceptBody', { home: report.homeScore, away: report.awayScore })}
        </Text>
      ),
      labels: {
        confirm: t('match.report.dispute.accept', { home: report.homeScore, away: report.awayScore }),
        cancel: t('match.report.dispute.cancel'),
      },
      onConfirm: () =>
        setScore.mutate(
          {
            body: {
              homeScore: report.homeScore,
              awayScore: report.awayScore,
              ...(report.games.length > 0 ? { games: report.games } : {}),
            },
          },
          { onSuccess: () => notifySuccess(t('match.report.dispute.accepted')), onError: notifyFailure },
        ),
    });
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="reports-review-title"
      style={r.resultStatus === 'disputed' ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="reports-review-title">
            {r.resultStatus === 'disputed'
              ? t('match.report.dispute.disputedTitle')
              : t('match.report.dispute.title')}
          </Title>
          <Badge color={RESULT_COLOR[r.resultStatus]} variant="light">
            {t(`match.report.resultStatus.${r.resultStatus}`)}
          </Badge>
        </Group>
        {open && canEdit && (
          <Text size="sm" c="dimmed">
            {t('match.report.dispute.help')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {r.items.map((item) => (
            <ReportCard
              key={item.id}
              report={item}
              fixture={fixture}
              action={
                open && canEdit ? (
                  <Button onClick={() => accept(item)} loading={setScore.isPending} variant="light">
                    {t('match.report.dispute.accept', { home: item.homeScore, away: item.awayScore })}
                  </Button>
                ) : undefined
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
