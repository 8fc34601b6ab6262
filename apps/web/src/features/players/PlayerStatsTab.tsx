import { Alert, Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { PlayerStatsItem } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PlayerScreenMode, toChampPath, toTeamPath } from '../../lib/player-links.ts';
import { usePlayerStats } from './api.ts';

/** Lines of the same league, in the server's order (league name, then newest competition first). */
function groupByLeague(
  items: PlayerStatsItem[],
): { league: PlayerStatsItem['champLeagueRef']; items: PlayerStatsItem[] }[] {
  const groups = new Map<string, { league: PlayerStatsItem['champLeagueRef']; items: PlayerStatsItem[] }>();
  for (const item of items) {
    const key = item.champLeagueRef.name;
    const group = groups.get(key) ?? { league: item.champLeagueRef, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const columns = [
  { key: 'appearances', short: 'appearances', long: 'appearancesLong' },
  { key: 'minutes', short: 'minutes', long: 'minutesLong' },
  { key: 'goals', short: 'goals', long: 'goals' },
  { key: 'assists', short: 'assists', long: 'assists' },
  { key: 'yellowCards', short: 'yellow', long: 'yellowLong' },
  { key: 'redCards', short: 'red', long: 'redLong' },
] as const;

/** The stats tab: a table per league (spec §2: stats grouped by league name), a line per competition and team. */
export function PlayerStatsTab({ playerId, mode }: { playerId: string; mode: PlayerScreenMode }) {
  const { t } = useTranslation();
  const stats = usePlayerStats(playerId);
  if (stats.isPending) return <Skeleton h={160} />;
  if (stats.isError) return <Alert color="red">{stats.error.message}</Alert>;
  if (stats.data.items.length === 0) return <Text c="dimmed">{t('players.stats.empty')}</Text>;
  return (
    <Stack gap="lg">
      {groupByLeague(stats.data.items).map(({ league, items }) => (
        <Stack
          key={league.id}
          gap="xs"
          component="section"
          aria-label={t('players.stats.league', { name: league.name })}
        >
          <Title order={3} size="h5">
            {league.name}
          </Title>
          {/* A phone scrolls the table sideways rather than squeezing eight columns into 375 px. */}
          <Table.ScrollContainer minWidth={560}>
            <Table striped withTableBorder verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('players.stats.competition')}</Table.Th>
                  <Table.Th>{t('players.stats.team')}</Table.Th>
                  {columns.map((c) => (
                    <Table.Th key={c.key} ta="right">
                      <abbr title={t(`players.stats.${c.long}`)} style={{ textDecoration: 'none' }}>
                        {t(`players.stats.${c.short}`)}
                      </abbr>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={`${item.champ.id}:${item.team.id}`}>
                    <Table.Td>
                      <Anchor component={Link} to={toChampPath(mode, item.champ.id)} size="sm">
                        {item.champ.name}
                      </Anchor>
                      {item.champ.season && (
                        <Text span size="xs" c="dimmed">
                          {` · ${item.champ.season}`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={toTeamPath(mode, item.team.id)} size="sm">
                        {item.team.name}
                      </Anchor>
                    </Table.Td>
                    {columns.map((c) => (
                      <Table.Td key={c.key} ta="right">
                        {item[c.key]}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
