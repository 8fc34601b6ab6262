import {
  Alert,
  Anchor,
  Box,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { PlayerLeaderboardRow } from '@matchday/contracts';
import { boxScoreKeysOf, type PlayerLeaderboardSort } from '@matchday/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { useChampPlayerStats } from './leaderboard.ts';

/** Rows a page: a phone shows a whole page without the list getting tiresome. */
const LEADERBOARD_PAGE_SIZE = 20;

const FOOTBALL_SORTS = [
  'goals',
  'assists',
  'cards',
  'appearances',
] as const satisfies readonly PlayerLeaderboardSort[];
/** Box-score sports record no goals or cards; the server ranks them by time on court. */
const BOX_SCORE_SORTS = ['appearances', 'minutes'] as const satisfies readonly PlayerLeaderboardSort[];

type Sort = (typeof FOOTBALL_SORTS)[number] | (typeof BOX_SCORE_SORTS)[number];

type Props = {
  champId: string;
  sportKindId: string;
  playerPath: (playerId: string) => string;
  teamPath: (teamId: string) => string;
};

/**
 * The competition's player leaderboard (`GET /champs/{id}/player-stats`), from the match sheets: ranked
 * by goals, assists, cards or appearances, a page at a time from the server. Each player links to their
 * page, with their team under the name (one column fewer on a phone). Box-score sports (basketball,
 * volleyball) show their own columns instead of goals and cards.
 */
export function PlayerLeaderboard({ champId, sportKindId, playerPath, teamPath }: Props) {
  const { t } = useTranslation();
  const boxKeys = boxScoreKeysOf(sportKindId);
  const boxScore = boxKeys.length > 0;
  const sorts: readonly Sort[] = boxScore ? BOX_SCORE_SORTS : FOOTBALL_SORTS;
  const [sort, setSort] = useState<Sort>(sorts[0] ?? 'goals');
  const [pageIndex, setPageIndex] = useState(0);
  const board = useChampPlayerStats(champId, { sort, pageIndex, pageSize: LEADERBOARD_PAGE_SIZE });
  const pages = board.data ? Math.ceil(board.data.totalItems / LEADERBOARD_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id={`leaderboard-sort-${champId}`}>
          {t('match.leaderboard.sortBy')}
        </Text>
        <SegmentedControl
          aria-labelledby={`leaderboard-sort-${champId}`}
          size="xs"
          value={sort}
          onChange={(v) => {
            setSort(v as Sort);
            setPageIndex(0);
          }}
          data={sorts.map((s) => ({ value: s, label: t(`match.leaderboard.sorts.${s}`) }))}
        />
      </Group>
      {board.isPending && <Skeleton h={240} />}
      {board.isError && <Alert color="red">{board.error.message}</Alert>}
      {board.data && board.data.totalItems === 0 && <Text c="dimmed">{t('match.leaderboard.empty')}</Text>}
      {board.data && board.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={boxScore ? 200 + boxKeys.length * 44 : 340}>
          <Table
            striped
            highlightOnHover
            horizontalSpacing={6}
            aria-label={t('match.leaderboard.label')}
            style={{ opacity: board.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>{t('match.leaderboard.rank')}</Table.Th>
                <Table.Th>{t('match.leaderboard.player')}</Table.Th>
                <Num sorted={sort === 'appearances'} title={t('match.leaderboard.appearancesLong')}>
                  {t('match.leaderboard.appearances')}
                </Num>
                <Num
                  sorted={sort === 'minutes'}
                  title={t('match.leaderboard.minutesLong')}
                  visibleFrom={boxScore ? undefined : 'sm'}
                >
                  {t('match.leaderboard.minutes')}
                </Num>
                {boxScore ? (
                  boxKeys.map((k) => (
                    <Num key={k} title={t(`match.boxScoreLong.${k}`, { defaultValue: k })}>
                      {t(`match.boxScore.${k}`, { defaultValue: k })}
                    </Num>
                  ))
                ) : (
                  <>
                    <Num sorted={sort === 'goals'} title={t('match.leaderboard.goalsLong')}>
                      {t('match.leaderboard.goals')}
                    </Num>
                    <Num sorted={sort === 'assists'} title={t('match.leaderboard.assistsLong')}>
                      {t('match.leaderboard.assists')}
                    </Num>
                    <Num sorted={sort === 'cards'} title={t('match.leaderboard.yellowLong')}>
                      {t('match.leaderboard.yellow')}
                    </Num>
                    <Num sorted={sort === 'cards'} title={t('match.leaderboard.redLong')}>
                      {t('match.leaderboard.red')}
                    </Num>
                  </>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {board.data.items.map((row) => (
                <LeaderRow
                  key={`${row.playerId}:${row.teamId}`}
                  row={row}
                  sort={sort}
                  boxKeys={boxScore ? boxKeys : null}
                  playerPath={playerPath}
                  teamPath={teamPath}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => setPageIndex(page - 1)}
            size="sm"
            aria-label={t('match.leaderboard.page')}
          />
        </Group>
      )}
    </Stack>
  );
}

/** A numeric column's head; the column the board is sorted by stands out. */
function Num({
  children,
  title,
  sorted = false,
  visibleFrom,
}: {
  children: string;
  title: string;
  sorted?: boolean;
  visibleFrom?: 'sm' | undefined;
}) {
  return (
    <Table.Th
      ta="right"
      title={title}
      fw={sorted ? 800 : undefined}
      aria-sort={sorted ? 'descending' : undefined}
      visibleFrom={visibleFrom}
    >
      <abbr title={title} style={{ textDecoration: 'none' }}>
        {children}
      </abbr>
    </Table.Th>
  );
}

function LeaderRow({
  row,
  sort,
  boxKeys,
  playerPath,
  teamPath,
}: {
  row: PlayerLeaderboardRow;
  sort: Sort;
  boxKeys: readonly string[] | null;
  playerPath: Props['playerPath'];
  teamPath: Props['teamPath'];
}) {
  const cell = (value: number, sorted: boolean, visibleFrom?: 'sm') => (
    <Table.Td
      ta="right"
      fw={sorted ? 700 : undefined}
      visibleFrom={visibleFrom}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {value}
    </Table.Td>
  );
  return (
    <Table.Tr>
      <Table.Td fw={600}>{row.rank}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {/* A phone keeps the width for the name. */}
          <Box visibleFrom="sm">
            <LeagueLogo logo={row.photo} name={row.playerName} size={28} />
          </Box>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={playerPath(row.playerId)} size="sm" fw={500}>
              {row.playerName}
            </Anchor>
            <Anchor component={Link} to={teamPath(row.teamId)} size="xs" c="dimmed">
              {row.teamName}
            </Anchor>
          </Stack>
        </Group>
      </Table.Td>
      {cell(row.appearances, sort === 'appearances')}
      {cell(row.minutes, sort === 'minutes', boxKeys ? undefined : 'sm')}
      {boxKeys ? (
        boxKeys.map((k) => (
          <Table.Td key={k} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {row.events[k] ?? 0}
          </Table.Td>
        ))
      ) : (
        <>
          {cell(row.goals, sort === 'goals')}
          {cell(row.assists, sort === 'assists')}
          {cell(row.yellowCards, sort === 'cards')}
          {cell(row.redCards, sort === 'cards')}
        </>
      )}
    </Table.Tr>
  );
}
