import { Badge, Group, Text } from '@mantine/core';
import type { Fixture, MatchSheet } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { clockLabel } from './admin-labels.ts';
import { formatClock } from './match-clock.ts';
import { type MatchPhase, useMatchClock } from './useMatchClock.ts';

const phaseColour: Record<MatchPhase, string> = {
  scheduled: 'gray',
  live: 'red',
  break: 'orange',
  finished: 'dark',
  postponed: 'yellow',
  cancelled: 'gray',
};

type Props = {
  fixture: Pick<Fixture, 'status' | 'period' | 'periodStartedAt'>;
  periods: MatchSheet['periods'];
  sportKindId: string;
};

/**
 * The match clock of the match sheet: a badge saying how the match stands, the running clock (`67:12`,
 * `45+2:13`) while a timed period is played, and the period's name (untimed sports show only the period).
 */
export function MatchClock({ fixture, periods, sportKindId }: Props) {
  const { t } = useTranslation();
  const clock = useMatchClock(fixture, periods, sportKindId);
  return (
    <Group gap="xs" wrap="wrap" justify="center" data-phase={clock.phase}>
      <Badge color={phaseColour[clock.phase]} variant={clock.phase === 'live' ? 'filled' : 'light'}>
        {t(`matchAdmin.phase.${clock.phase}`)}
      </Badge>
      {clock.reading && (
        <Text fw={700} ff="monospace" role="timer" aria-label={t('matchAdmin.clock.label')}>
          {formatClock(clock.reading)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {clockLabel(t, clock, periods)}
      </Text>
    </Group>
  );
}
