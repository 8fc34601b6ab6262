import { ActionIcon, Alert, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Tie } from '@matchday/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { toErrorMessage } from '../../components/notifications.ts';

type Team = { id: string; name: string };

/**
 * The teams a knockout drawn round by round can still draw: its entrants less every team that lost a tie,
 * and less the teams of ties still being played (the next draw waits for them). The server keeps no list of
 * "teams still in"; the ties say who lost.
 */
export function teamsStillIn(entrants: readonly Team[], ties: readonly Tie[]) {
  const out = new Set<string>();
  const playing = new Set<string>();
  for (const tie of ties) {
    const sides = [tie.homeTeamId, tie.awayTeamId].filter((x): x is string => x !== null);
    if (tie.winnerTeamId === null) for (const s of sides) playing.add(s);
    else for (const s of sides) if (s !== tie.winnerTeamId) out.add(s);
  }
  return {
    available: entrants.filter((team) => !out.has(team.id) && !playing.has(team.id)),
    playing: entrants.filter((team) => playing.has(team.id)),
  };
}

/** A refusal in words: which pair and which team, or why no draw can be made now. */
function refusalOf(t: (key: string, o?: Record<string, unknown>) => string, error: unknown, pairs: Team[][]) {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'stage.round_unfinished')
    return t('competitions.draw.roundUnfinished');
  if (error instanceof ApiError) {
    const lines = Object.entries(error.fieldErrors).map(([field, message]) => {
      const m = /^pairings\.(\d+)(?:\.(\d+))?/.exec(field);
      if (!m) return message;
      const pair = pairs[Number(m[1])];
      const team = m[2] !== undefined ? pair?.[Number(m[2])] : undefined;
      const pair1 = Number(m[1]) + 1;
      return team
        ? t('competitions.draw.pairTeamError', { pair: pair1, team: team.name, message })
        : t('competitions.draw.pairError', { pair: pair1, message });
    });
    if (lines.length > 0) return lines.join(' ');
  }
  return toErrorMessage(error);
}

/**
 * The draw of a knockout round: the teams still in as chips; tap one, then its opponent (the first is at
 * home in the first leg) and the pair joins the list below, where it can be taken back. Teams left undrawn go
 * through. Submitting sends the pairs; the server's refusal is said in words under them.
 */
export function DrawRound({
  round,
  teams,
  playing,
  pending,
  error,
  onSubmit,
}: {
  /** The round being drawn (1 = first). */
  round: number;
  /** The teams that can be drawn now. */
  teams: readonly Team[];
  /** Teams whose tie is still being played: no draw until it is decided. */
  playing: readonly Team[];
  pending: boolean;
  error: unknown;
  onSubmit: (pairings: [string, string][], done: () => void) => void;
}) {
  const { t } = useTranslation();
  const [pairs, setPairs] = useState<Team[][]>([]);
  const [picked, setPicked] = useState<Team | null>(null);
  const drawn = new Set(pairs.flat().map((team) => team.id));
  const free = teams.filter((team) => !drawn.has(team.id));
  const pick = (team: Team) => {
    if (picked?.id === team.id) return setPicked(null);
    if (!picked) return setPicked(team);
    setPairs([...pairs, [picked, team]]);
    setPicked(null);
  };
  const message = refusalOf(t, error, pairs);
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm" aria-label={t('competitions.draw.title', { round })} role="group">
        <Title order={4} size="h5">
          {t('competitions.draw.title', { round })}
        </Title>
        {playing.length > 0 && (
          <Text size="sm" c="orange">
            {t('competitions.draw.waiting', { teams: playing.map((team) => team.name).join(', ') })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {picked ? t('competitions.draw.pickOpponent', { team: picked.name }) : t('competitions.draw.help')}
        </Text>
        <Group gap="xs" role="group" aria-label={t('competitions.draw.stillIn')}>
          {free.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('competitions.draw.noneLeft')}
            </Text>
          )}
          {free.map((team) => (
            <Chip
              key={team.id}
              checked={picked?.id === team.id}
              onChange={() => pick(team)}
              variant="outline"
            >
              {team.name}
            </Chip>
          ))}
        </Group>
        {pairs.length > 0 && (
          <Stack gap={4} role="list" aria-label={t('competitions.draw.pairings')}>
            {pairs.map(([home, away], i) => (
              <Group key={`${home?.id}-${away?.id}`} gap="xs" role="listitem" wrap="nowrap">
                <Text size="sm" c="dimmed" w={24}>
                  {i + 1}.
                </Text>
                <Text size="sm" fw={500} style={{ flex: 1 }}>
                  {t('competitions.draw.pair', { home: home?.name, away: away?.name })}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t('competitions.draw.removePair', { home: home?.name, away: away?.name })}
                  onClick={() => setPairs(pairs.filter((_, k) => k !== i))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {pairs.length > 0 && free.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('competitions.draw.through', { count: free.length })}
          </Text>
        )}
        {message && (
          <Alert color="red" role="alert" title={t('competitions.draw.refused')}>
            {message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            disabled={pairs.length === 0}
            loading={pending}
            onClick={() =>
              onSubmit(
                pairs.map(([home, away]) => [home?.id ?? '', away?.id ?? ''] as [string, string]),
                () => setPairs([]),
              )
            }
          >
            {t('competitions.draw.submit', { count: pairs.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
