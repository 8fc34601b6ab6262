import { Anchor, Badge, Box, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Lineup, LineupEntry, MatchSheet } from '@matchday/contracts';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventIcon } from './EventIcon.tsx';
import { boxScoreTotals, type PlayerMarks, playerMarks } from './match-stats.ts';

type Props = {
  sheet: Pick<MatchSheet, 'home' | 'away' | 'events' | 'boxScoreKeys'>;
  playerPath: (playerId: string) => string;
  teamPath: (teamId: string) => string;
};

/**
 * Both sides' match sheets: the starting line-up and the substitutes with shirt numbers, positions, the
 * captain and what each player did (goals, cards, on and off); side by side on a wide screen, one after
 * the other on a phone. Sports with a box score (basketball, volleyball) get each side's table too.
 */
export function Lineups({ sheet, playerPath, teamPath }: Props) {
  const marks = playerMarks(sheet.events);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {(['home', 'away'] as const).map((side) => (
          <SideLineup
            key={side}
            lineup={sheet[side]}
            marks={marks}
            playerPath={playerPath}
            teamPath={teamPath}
          />
        ))}
      </SimpleGrid>
      {sheet.boxScoreKeys.length > 0 &&
        (['home', 'away'] as const).map((side) => (
          <BoxScoreTable key={side} lineup={sheet[side]} keys={sheet.boxScoreKeys} playerPath={playerPath} />
        ))}
    </Stack>
  );
}

function SideLineup({
  lineup,
  marks,
  playerPath,
  teamPath,
}: {
  lineup: Lineup;
  marks: Map<string, PlayerMarks>;
  playerPath: Props['playerPath'];
  teamPath: Props['teamPath'];
}) {
  const { t } = useTranslation();
  const name = lineup.teamName ?? t('match.tbd');
  const starters = lineup.items.filter((p) => p.started);
  const bench = lineup.items.filter((p) => !p.started);
  return (
    <Stack gap="sm" component="section" aria-label={name}>
      <Title order={3} size="h4">
        {lineup.teamId ? (
          <Anchor component={Link} to={teamPath(lineup.teamId)} inherit>
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Title>
      {lineup.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('match.lineups.empty')}
        </Text>
      ) : (
        <>
          <PlayerList
            title={t('match.lineups.starters')}
            label={`${name}: ${t('match.lineups.starters')}`}
            players={starters}
            marks={marks}
            playerPath={playerPath}
          />
          <PlayerList
            title={t('match.lineups.bench')}
            label={`${name}: ${t('match.lineups.bench')}`}
            players={bench}
            marks={marks}
            playerPath={playerPath}
          />
        </>
      )}
    </Stack>
  );
}

function PlayerList({
  title,
  label,
  players,
  marks,
  playerPath,
}: {
  title: string;
  label: string;
  players: LineupEntry[];
  marks: Map<string, PlayerMarks>;
  playerPath: Props['playerPath'];
}) {
  const { t } = useTranslation();
  if (players.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {title}
      </Text>
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {players.map((p) => {
          const m = marks.get(p.playerId);
          return (
            <Group key={p.playerId} component="li" gap="xs" wrap="nowrap" align="center" py={2}>
              <Text
                size="sm"
                fw={700}
                c="dimmed"
                w={28}
                ta="right"
                ff="monospace"
                style={{ flexShrink: 0 }}
                title={t('match.lineups.shirt')}
              >
                {p.shirtNumber ?? ''}
              </Text>
              <Box style={{ minWidth: 0, flex: 1 }}>
                <Group gap={6} wrap="wrap">
                  <Anchor
                    component={Link}
                    to={playerPath(p.playerId)}
                    size="sm"
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {p.playerName}
                  </Anchor>
                  {p.captain && (
                    <Badge
                      size="xs"
                      variant="outline"
                      color="dark"
                      title={t('match.lineups.captain')}
                      aria-label={t('match.lineups.captain')}
                    >
                      {t('match.lineups.captainShort')}
                    </Badge>
                  )}
                  {m && <Marks marks={m} />}
                </Group>
                {p.position && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {p.position}
                  </Text>
                )}
              </Box>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Marks({ marks: m }: { marks: PlayerMarks }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      {Array.from({ length: m.goals }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical icons, one per goal
        <EventIcon key={i} type="goal" size={14} label={t('match.events.goal')} />
      ))}
      {Array.from({ length: m.ownGoals }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical icons, one per own goal
        <EventIcon key={i} type="ownGoal" size={14} label={t('match.events.ownGoal')} />
      ))}
      {m.yellow && <EventIcon type="yellowCard" size={14} label={t('match.events.yellowCard')} />}
      {m.red && <EventIcon type="redCard" size={14} label={t('match.events.redCard')} />}
      {m.on !== null && (
        <Group gap={0} wrap="nowrap" aria-label={t('match.lineups.subOn', { minute: m.on })}>
          <IconArrowUpRight size={14} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="xs" c="dimmed" aria-hidden>
            {`${m.on}'`}
          </Text>
        </Group>
      )}
      {m.off !== null && (
        <Group gap={0} wrap="nowrap" aria-label={t('match.lineups.subOff', { minute: m.off })}>
          <IconArrowDownLeft size={14} color="var(--mantine-color-red-7)" aria-hidden />
          <Text size="xs" c="dimmed" aria-hidden>
            {`${m.off}'`}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** One side's box score: a row per player, a column per statistic of the sport, the team's totals below. */
function BoxScoreTable({
  lineup,
  keys,
  playerPath,
}: {
  lineup: Lineup;
  keys: readonly string[];
  playerPath: Props['playerPath'];
}) {
  const { t } = useTranslation();
  const name = lineup.teamName ?? t('match.tbd');
  if (lineup.items.length === 0) return null;
  const totals = boxScoreTotals(lineup.items, keys);
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {t('match.lineups.boxScore', { team: name })}
      </Text>
      {/* Many columns: the table scrolls on a phone, the page never does. */}
      <Table.ScrollContainer minWidth={120 + keys.length * 48}>
        <Table striped aria-label={t('match.lineups.boxScore', { team: name })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('match.lineups.player')}</Table.Th>
              {keys.map((k) => (
                <Table.Th key={k} ta="right" title={t(`match.boxScoreLong.${k}`, { defaultValue: k })}>
                  {t(`match.boxScore.${k}`, { defaultValue: k })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lineup.items.map((p) => (
              <Table.Tr key={p.playerId}>
                <Table.Td>
                  <Anchor component={Link} to={playerPath(p.playerId)} size="sm">
                    {p.playerName}
                  </Anchor>
                </Table.Td>
                {keys.map((k) => (
                  <Table.Td key={k} ta="right">
                    {p.stats?.[k] ?? '–'}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('match.lineups.total')}</Table.Th>
              {keys.map((k) => (
                <Table.Th key={k} ta="right">
                  {totals[k]}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
