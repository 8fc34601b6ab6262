import { Box, Group, Progress, Stack, Table, Text } from '@mantine/core';
import type { MatchSheet } from '@matchday/contracts';
import { isFootballFamily } from '@matchday/domain';
import { useTranslation } from 'react-i18next';
import { boxScoreTotals, computeTeamStats, type SidePair, TEAM_STATS } from './match-stats.ts';

type Props = {
  sheet: Pick<MatchSheet, 'fixture' | 'home' | 'away' | 'events' | 'boxScoreKeys' | 'sportKindId'>;
};

/**
 * Team figures of the match, home against away: counts from the events (football family), the score by
 * period (quarters, sets) and the box-score totals of the other sports.
 */
export function MatchStats({ sheet }: Props) {
  const { t } = useTranslation();
  const football = isFootballFamily(sheet.sportKindId);
  const stats = computeTeamStats(sheet.events);
  // Counts that are zero on both sides say nothing; goals always show.
  const rows = TEAM_STATS.filter((k) => k === 'goals' || stats[k].home + stats[k].away > 0);
  // Numbered from 1 (first quarter, set…): the number is each period's key.
  const periods = (sheet.fixture.periodScores ?? []).map((p, i) => ({ ...p, n: i + 1 }));
  const homeName = sheet.home.teamName ?? t('match.tbd');
  const awayName = sheet.away.teamName ?? t('match.tbd');
  const boxTotals =
    sheet.boxScoreKeys.length > 0
      ? {
          home: boxScoreTotals(sheet.home.items, sheet.boxScoreKeys),
          away: boxScoreTotals(sheet.away.items, sheet.boxScoreKeys),
        }
      : null;
  const nothing = (!football || sheet.events.length === 0) && periods.length === 0 && !boxTotals;

  return (
    <Stack gap="lg">
      {nothing && <Text c="dimmed">{t('match.stats.empty')}</Text>}
      {football && sheet.events.length > 0 && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('match.stats.label')}
        >
          <TeamsHeader home={homeName} away={awayName} />
          {rows.map((k) => (
            <StatRow key={k} label={t(`match.stats.${k}`)} value={stats[k]} />
          ))}
        </Stack>
      )}
      {periods.length > 0 && (
        <Table.ScrollContainer minWidth={200}>
          <Table aria-label={t('match.periodScores')} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {periods.map((p) => (
                  <Table.Th key={p.n} ta="center">
                    {p.n}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(['home', 'away'] as const).map((side) => (
                <Table.Tr key={side}>
                  <Table.Th>{side === 'home' ? homeName : awayName}</Table.Th>
                  {periods.map((p) => (
                    <Table.Td
                      key={p.n}
                      ta="center"
                      fw={p[side] > p[side === 'home' ? 'away' : 'home'] ? 700 : 400}
                    >
                      {p[side]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {boxTotals && (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('match.stats.boxTotals')}
        >
          <TeamsHeader home={homeName} away={awayName} />
          {sheet.boxScoreKeys.map((k) => (
            <StatRow
              key={k}
              label={t(`match.boxScoreLong.${k}`, { defaultValue: k })}
              value={{ home: boxTotals.home[k] ?? 0, away: boxTotals.away[k] ?? 0 }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function TeamsHeader({ home, away }: { home: string; away: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" aria-hidden>
      <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {home}
      </Text>
      <Text fw={700} size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {away}
      </Text>
    </Group>
  );
}

/** One figure: home's number, the name, away's number, and a bar split between the two. */
function StatRow({ label, value }: { label: string; value: SidePair }) {
  const total = value.home + value.away;
  const homeShare = total === 0 ? 50 : (value.home / total) * 100;
  return (
    <Box component="li" aria-label={`${label}: ${value.home}–${value.away}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" aria-hidden>
        <Text fw={700} size="sm" w={32}>
          {value.home}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {label}
        </Text>
        <Text fw={700} size="sm" w={32} ta="right">
          {value.away}
        </Text>
      </Group>
      <Progress.Root size="sm" mt={4} aria-hidden>
        <Progress.Section value={homeShare} color={total === 0 ? 'gray.3' : 'teal'} />
        <Progress.Section value={100 - homeShare} color={total === 0 ? 'gray.3' : 'orange'} />
      </Progress.Root>
    </Box>
  );
}
