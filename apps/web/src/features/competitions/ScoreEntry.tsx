import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ScoreBody } from '@matchday/contracts';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findFieldIssue } from '../../components/zod-form.ts';

export type ScoreValue = {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
  extraTime?: boolean;
  games?: { home: number; away: number }[];
};

type Props = {
  homeName: string;
  awayName: string;
  initial?:
    | {
        homeScore: number | null;
        awayScore: number | null;
        homePenalties?: number | null;
        awayPenalties?: number | null;
        extraTime?: boolean;
        games?: readonly { home: number; away: number }[];
      }
    | undefined;
  /** Knockout fixtures: a level score can be decided by a penalty shoot-out. */
  allowPenalties?: boolean;
  /** A knockout's deciding match (its only leg, or the second of two): the score may include extra time. */
  allowExtraTime?: boolean;
  /** Games of the fixture: above 1 it is a series, entered game by game; the games won make the score. */
  bestOf?: number;
  submitting?: boolean;
  /** The server's refusal (a draw where a winner is needed, a fixture that cannot be scored), shown as is. */
  serverError?: string | null | undefined;
  onSubmit: (score: ScoreValue) => void;
};

type Score = number | string;
type GameRow = { home: Score; away: Score };
type FormValues = {
  homeScore: Score;
  awayScore: Score;
  homePenalties: Score;
  awayPenalties: Score;
  extraTime: boolean;
  games: GameRow[];
};

const isEmpty = (value: Score) => value === '' || value === null || value === undefined;

/** Games each side has won; a game without both scores or level counts for nobody. */
function gamesWon(games: readonly GameRow[]): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const g of games) {
    if (isEmpty(g.home) || isEmpty(g.away) || Number(g.home) === Number(g.away)) continue;
    if (Number(g.home) > Number(g.away)) home++;
    else away++;
  }
  return { home, away };
}

/**
 * Score entry for one fixture: both scores required, whole numbers, 0 or more; validated while typing. In a
 * knockout, a level score shows the shoot-out fields (optional here: the server says when a winner is needed),
 * and the deciding match can say the score is after extra time. A series (best of 3, 5, 7) is entered game by
 * game, rows added and removed; the games won make the score, and the series must be decided.
 */
export function ScoreEntry({
  homeName,
  awayName,
  initial,
  allowPenalties = false,
  allowExtraTime = false,
  bestOf = 1,
  submitting,
  serverError,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const validateScore = (team: string) => (value: Score) => {
    if (isEmpty(value)) return t('competitions.score.required', { team });
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return t('competitions.score.required', { team });
    // The server's bounds of a score (and of a shoot-out), from the contract.
    const issue = findFieldIssue(ScoreBody.shape.homeScore, n);
    if (!issue) return null;
    if (issue.kind === 'tooSmall') return t('competitions.score.negative', { team });
    if (issue.kind === 'tooBig') return t('competitions.score.tooHigh', { team, max: issue.max });
    return t('competitions.score.whole', { team });
  };
  const isLevel = (v: FormValues) =>
    !isEmpty(v.homeScore) && !isEmpty(v.awayScore) && Number(v.homeScore) === Number(v.awayScore);
  const validatePenalties =
    (team: string, other: 'homePenalties' | 'awayPenalties') => (value: Score, v: FormValues) => {
      if (!allowPenalties || !isLevel(v)) return null;
      if (isEmpty(value) && isEmpty(v[other])) return null;
      if (isEmpty(value)) return t('competitions.score.penaltiesRequired', { team });
      const base = validateScore(team)(value);
      if (base) return base;
      return !isEmpty(v[other]) && Number(value) === Number(v[other])
        ? t('competitions.score.penaltiesLevel')
        : null;
    };
  const series = bestOf > 1;
  const toWin = Math.floor(bestOf / 2) + 1;
  const validateGame = (team: string) => (value: Score, v: FormValues, path: string) => {
    if (!series) return null;
    const base = validateScore(team)(value);
    if (base) return base;
    const index = Number(path.split('.')[1]);
    const game = v.games[index];
    if (path.endsWith('.away') && game && !isEmpty(game.home) && Number(game.home) === Number(value))
      return t('competitions.score.gameLevel', { game: index + 1 });
    return null;
  };
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      homeScore: initial?.homeScore ?? '',
      awayScore: initial?.awayScore ?? '',
      homePenalties: initial?.homePenalties ?? '',
      awayPenalties: initial?.awayPenalties ?? '',
      extraTime: initial?.extraTime ?? false,
      games:
        initial?.games && initial.games.length > 0
          ? initial.games.map((g) => ({ ...g }))
          : series
            ? Array.from({ length: toWin }, () => ({ home: '', away: '' }))
            : [],
    },
    validateInputOnChange: true,
    validate: {
      // In a series the score is the games won: only the games are typed.
      homeScore: (value: Score) => (series ? null : validateScore(homeName)(value)),
      awayScore: (value: Score) => (series ? null : validateScore(awayName)(value)),
      games: {
        home: validateGame(homeName),
        away: validateGame(awayName),
      },
      homePenalties: validatePenalties(homeName, 'awayPenalties'),
      awayPenalties: validatePenalties(awayName, 'homePenalties'),
    },
  });
  const showPenalties = allowPenalties && !series && isLevel(form.values);
  const won = gamesWon(form.values.games);
  const decided = won.home === toWin || won.away === toWin;
  const [seriesError, setSeriesError] = useState<string | null>(null);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (series) {
          // The server refuses a series nobody has won yet (or won twice over): say so before sending.
          if (!decided) return setSeriesError(t('competitions.score.seriesUndecided', { count: toWin }));
          setSeriesError(null);
          return onSubmit({
            homeScore: won.home,
            awayScore: won.away,
            games: v.games.map((g) => ({ home: Number(g.home), away: Number(g.away) })),
          });
        }
        const penalties = showPenalties && !isEmpty(v.homePenalties) && !isEmpty(v.awayPenalties);
        onSubmit({
          homeScore: Number(v.homeScore),
          awayScore: Number(v.awayScore),
          ...(allowExtraTime ? { extraTime: v.extraTime } : {}),
          ...(allowPenalties
            ? {
                homePenalties: penalties ? Number(v.homePenalties) : null,
                awayPenalties: penalties ? Number(v.awayPenalties) : null,
              }
            : {}),
        });
      })}
    >
      <Stack gap="sm">
        {series ? (
          <Stack gap="xs" role="group" aria-label={t('competitions.score.games')}>
            <Text size="sm" fw={500}>
              {t('competitions.score.seriesOf', { count: bestOf })} ·{' '}
              {t('competitions.score.seriesScore', { home: won.home, away: won.away })}
            </Text>
            {form.values.games.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a game is its position in the series.
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid="game-row">
                <Text size="sm" w={64} mt={8} c="dimmed">
                  {t('competitions.score.game', { game: i + 1 })}
                </Text>
                <NumberInput
                  style={{ flex: 1 }}
                  aria-label={t('competitions.score.gameHome', { game: i + 1, team: homeName })}
                  placeholder={homeName}
                  allowDecimal={false}
                  {...form.getInputProps(`games.${i}.home`)}
                />
                <NumberInput
                  style={{ flex: 1 }}
                  aria-label={t('competitions.score.gameAway', { game: i + 1, team: awayName })}
                  placeholder={awayName}
                  allowDecimal={false}
                  {...form.getInputProps(`games.${i}.away`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  mt={4}
                  disabled={form.values.games.length <= 1}
                  aria-label={t('competitions.score.removeGame', { game: i + 1 })}
                  onClick={() => form.removeListItem('games', i)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPlus size={14} />}
                disabled={form.values.games.length >= bestOf || decided}
                onClick={() => form.insertListItem('games', { home: '', away: '' })}
              >
                {t('competitions.score.addGame')}
              </Button>
            </Group>
            {seriesError && (
              <Text size="sm" c="red" role="alert">
                {seriesError}
              </Text>
            )}
          </Stack>
        ) : (
          <Group grow align="flex-start" wrap="nowrap">
            <NumberInput
              label={t('competitions.score.homeLabel', { team: homeName })}
              allowDecimal={false}
              {...form.getInputProps('homeScore')}
            />
            <NumberInput
              label={t('competitions.score.awayLabel', { team: awayName })}
              allowDecimal={false}
              {...form.getInputProps('awayScore')}
            />
          </Group>
        )}
        {allowExtraTime && !series && (
          <Checkbox
            label={t('competitions.score.extraTime')}
            {...form.getInputProps('extraTime', { type: 'checkbox' })}
          />
        )}
        {showPenalties ? (
          <Group grow align="flex-start" wrap="nowrap">
            <NumberInput
              label={t('competitions.score.homePenalties', { team: homeName })}
              allowDecimal={false}
              {...form.getInputProps('homePenalties')}
            />
            <NumberInput
              label={t('competitions.score.awayPenalties', { team: awayName })}
              allowDecimal={false}
              {...form.getInputProps('awayPenalties')}
            />
          </Group>
        ) : null}
        {serverError ? (
          <Alert color="red" role="alert" title={t('competitions.score.refused')}>
            <Text size="sm">{serverError}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {t('competitions.score.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
