import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Constraint, ScheduleProgress, ScheduleResult } from '@matchday/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../lib/zoned-time.ts';
import { brokenMarks } from './schedule-marks.ts';

/** A solve under way: how long, how far (nodes, a schedule found, "why not" tries), and Stop. */
export function ScheduleSolving({
  progress,
  onStop,
  stopping,
}: {
  progress: ScheduleProgress | undefined;
  onStop: () => void;
  stopping: boolean;
}) {
  const { t } = useTranslation();
  const p = progress?.running ? progress : undefined;
  const share = p?.timeLimitSeconds ? Math.min(100, (100 * p.elapsedSeconds) / p.timeLimitSeconds) : 100;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      role="status"
      aria-live="polite"
      aria-label={t('scheduler.preview.solving')}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Loader size="sm" />
            <Text fw={600}>{t('scheduler.preview.solving')}</Text>
          </Group>
          <Button color="red" variant="light" onClick={onStop} loading={stopping}>
            {t('scheduler.preview.stop')}
          </Button>
        </Group>
        <Progress value={share} animated aria-hidden />
        {p && (
          <Text size="sm" c="dimmed">
            {[
              t('scheduler.preview.elapsed', { seconds: Math.round(p.elapsedSeconds) }),
              p.nodes > 0 ? t('scheduler.preview.nodes', { count: p.nodes }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {p && p.conflictTests > 0 && (
          <Text size="sm">{t('scheduler.preview.whyNotProgress', { count: p.conflictTests })}</Text>
        )}
        {p?.foundSchedule && p.conflictTests === 0 && <Text size="sm">{t('scheduler.preview.found')}</Text>}
      </Stack>
    </Card>
  );
}

/**
 * The previewed schedule, round by round (with its date), each match a line; the rounds and matches where a wish
 * is broken are marked, and the broken wishes listed in words above. Team names link to their pages.
 */
export function SchedulePreview({
  result,
  constraints,
  describe,
}: {
  result: ScheduleResult;
  constraints: Constraint[];
  describe: (c: Constraint) => string;
}) {
  const { t } = useTranslation();
  const items = result.items;
  const marks = brokenMarks(
    constraints,
    items,
    result.brokenConstraints.map((b) => b.index),
  );
  const textOf = (index: number) => {
    const c = constraints[index];
    return c ? describe(c) : (result.brokenConstraints.find((b) => b.index === index)?.text ?? '');
  };
  const rounds = [...new Set(items.map((f) => f.round))].sort((a, b) => a - b);
  const teamLink = (id: string | null, name: string | null) =>
    id ? (
      <Anchor component={Link} to={`/admin/teams/details/${id}`} inherit>
        {name}
      </Anchor>
    ) : (
      name
    );
  return (
    <Stack gap="sm">
      {result.brokenConstraints.length === 0 ? (
        <Text size="sm" c="teal.8">
          {t('scheduler.preview.allKept')}
        </Text>
      ) : (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} />}
          title={t('scheduler.preview.brokenTitle')}
        >
          <Stack gap={2} component="ul" m={0} pl="md">
            {result.brokenConstraints.map((b) => (
              <li key={b.index}>
                <Text size="sm">
                  {t('scheduler.preview.broken', {
                    text: textOf(b.index),
                    deviation: b.deviation,
                    penalty: b.penalty,
                  })}
                </Text>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
      {!result.optimal && (
        <Text size="sm" c="dimmed">
          {t('scheduler.preview.notOptimal')}
        </Text>
      )}
      {(result.unplacedCount ?? 0) > 0 && (
        <Text size="sm" c="orange.8">
          {t('scheduler.preview.unplaced', { count: result.unplacedCount })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {rounds.map((round) => {
          const games = items.map((f, i) => ({ f, i })).filter(({ f }) => f.round === round);
          const day = games.find(({ f }) => f.startsAt)?.f.startsAt?.slice(0, 10) ?? null;
          const roundBroken = [...marks.values()].some((m) => m.rounds.has(round));
          return (
            <Card
              key={round}
              withBorder
              radius="md"
              padding="sm"
              component="section"
              aria-label={t('scheduler.preview.roundHeading', { round })}
              style={
                roundBroken ? { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 } : undefined
              }
            >
              <Group justify="space-between" gap="xs" mb={4}>
                <Text fw={700} size="sm">
                  {day
                    ? t('scheduler.preview.roundHeadingDated', {
                        round,
                        date: formatCalendarDate(day, 'ddd D MMM YYYY'),
                      })
                    : t('scheduler.preview.roundHeading', { round })}
                </Text>
                {roundBroken && (
                  <Badge color="orange" variant="light" title={t('scheduler.preview.brokenRound')}>
                    {t('scheduler.preview.brokenBadge')}
                  </Badge>
                )}
              </Group>
              <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {games.map(({ f, i }) => {
                  const breaks = [...marks.entries()]
                    .filter(([, m]) => m.games.has(i))
                    .map(([index]) => index);
                  return (
                    <li
                      key={i}
                      style={
                        breaks.length > 0
                          ? {
                              background: 'var(--mantine-color-orange-light)',
                              borderRadius: 4,
                              padding: '0 4px',
                            }
                          : { padding: '0 4px' }
                      }
                    >
                      <Text size="sm">
                        {teamLink(f.homeTeamId, f.homeTeamName)} {t('scheduler.preview.versus')}{' '}
                        {teamLink(f.awayTeamId, f.awayTeamName)}
                        {f.venueName ? <Text span c="dimmed" size="xs">{` · ${f.venueName}`}</Text> : null}
                      </Text>
                      {breaks.length > 0 && (
                        <Text size="xs" c="orange.9">
                          {t('scheduler.preview.brokenMatch', { texts: breaks.map(textOf).join('; ') })}
                        </Text>
                      )}
                    </li>
                  );
                })}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

export function PreviewHeading() {
  const { t } = useTranslation();
  return (
    <Title order={2} size="h4" id="preview-title">
      {t('scheduler.preview.title')}
    </Title>
  );
}
