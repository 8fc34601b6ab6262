import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ScoreBody } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { findFieldIssue } from '../../components/zod-form.ts';

export type ScoreValue = {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null;
  awayPenalties?: number | null;
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
      }
    | undefined;
  /** Knockout fixtures: a level score can be decided by a penalty shoot-out. */
  allowPenalties?: boolean;
  submitting?: boolean;
  /** The server's refusal (a draw where a winner is needed, a fixture that cannot be scored), shown as is. */
  serverError?: string | null | undefined;
  onSubmit: (score: ScoreValue) => void;
};

type Score = number | string;
type FormValues = { homeScore: Score; awayScore: Score; homePenalties: Score; awayPenalties: Score };

const isEmpty = (value: Score) => value === '' || value === null || value === undefined;

/**
 * Score entry for one fixture: both scores required, whole numbers, 0 or more; validated while typing. In a
 * knockout, a level score shows the shoot-out fields (optional here: the server says when a winner is needed).
 */
export function ScoreEntry({
  homeName,
  awayName,
  initial,
  allowPenalties = false,
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
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      homeScore: initial?.homeScore ?? '',
      awayScore: initial?.awayScore ?? '',
      homePenalties: initial?.homePenalties ?? '',
      awayPenalties: initial?.awayPenalties ?? '',
    },
    validateInputOnChange: true,
    validate: {
      homeScore: validateScore(homeName),
      awayScore: validateScore(awayName),
      homePenalties: validatePenalties(homeName, 'awayPenalties'),
      awayPenalties: validatePenalties(awayName, 'homePenalties'),
    },
  });
  const showPenalties = allowPenalties && isLevel(form.values);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        const penalties = showPenalties && !isEmpty(v.homePenalties) && !isEmpty(v.awayPenalties);
        onSubmit({
          homeScore: Number(v.homeScore),
          awayScore: Number(v.awayScore),
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
