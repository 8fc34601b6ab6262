import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';

export type ScoreValue = { homeScore: number; awayScore: number };

type Props = {
  homeName: string;
  awayName: string;
  initial?: { homeScore: number | null; awayScore: number | null } | undefined;
  submitting?: boolean;
  /** The server's refusal (a draw where a winner is needed, a fixture that cannot be scored), shown as is. */
  serverError?: string | null | undefined;
  onSubmit: (score: ScoreValue) => void;
};

type FormValues = { homeScore: number | string; awayScore: number | string };

/** Score entry for one fixture: both scores required, whole numbers, 0 or more; validated while typing. */
export function ScoreEntry({ homeName, awayName, initial, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const validateScore = (team: string) => (value: number | string) => {
    if (value === '' || value === null || value === undefined)
      return t('competitions.score.required', { team });
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return t('competitions.score.required', { team });
    if (n < 0) return t('competitions.score.negative', { team });
    if (!Number.isInteger(n)) return t('competitions.score.whole', { team });
    return null;
  };
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { homeScore: initial?.homeScore ?? '', awayScore: initial?.awayScore ?? '' },
    validateInputOnChange: true,
    validate: { homeScore: validateScore(homeName), awayScore: validateScore(awayName) },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onSubmit({ homeScore: Number(values.homeScore), awayScore: Number(values.awayScore) }),
      )}
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
