import {
  Alert,
  Button,
  Group,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { GenerateFixturesBody, type Stage } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { rangeOf, zodFormValidator } from '../../components/zod-form.ts';

type Values = { startDate: string; daysBetweenRounds: number | string; kickoffTime: string };

const DAYS = rangeOf(GenerateFixturesBody.shape.daysBetweenRounds);

/**
 * The body the form submits. The schema lets a stage be drawn without dates; this form always schedules, so
 * an empty field is sent as null, which the schema calls missing.
 */
function toBody(stageId: string, v: Values) {
  return {
    stageId,
    startDate: v.startDate || null,
    daysBetweenRounds: v.daysBetweenRounds === '' ? null : Number(v.daysBetweenRounds),
    kickoffTime: v.kickoffTime || null,
  };
}

/**
 * Start date, days between rounds and kick-off time for `POST /fixture/generate`. Regenerating a stage that
 * has fixtures asks first; the server refuses when results exist, and its reason is shown here.
 */
export function GenerateFixturesForm({
  stage,
  pending,
  serverError,
  onGenerate,
}: {
  stage: Stage;
  pending: boolean;
  serverError: string | null;
  onGenerate: (body: GenerateFixturesBody) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { startDate: '', daysBetweenRounds: 7, kickoffTime: '15:00' },
    validateInputOnChange: true,
    validate: zodFormValidator(GenerateFixturesBody, (v: Values) => toBody(stage.id, v), {
      startDate: (issue) =>
        issue.kind === 'required' ? t('competitions.generate.startDateRequired') : undefined,
      daysBetweenRounds: () => t('competitions.generate.daysInvalid', DAYS),
      kickoffTime: () => t('competitions.generate.timeInvalid'),
    }),
  });
  const regenerate = stage.fixtureCount > 0;

  const submit = (v: Values) => {
    const body = GenerateFixturesBody.parse(toBody(stage.id, v));
    if (!regenerate) return onGenerate(body);
    modals.openConfirmModal({
      title: t('competitions.generate.regenerateTitle'),
      children: (
        <Text size="sm">{t('competitions.generate.regenerateBody', { count: stage.fixtureCount })}</Text>
      ),
      labels: { confirm: t('competitions.generate.regenerateConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => onGenerate(body),
    });
  };

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(submit)}
      aria-label={t('competitions.generate.formLabel', { stage: stage.name })}
    >
      <Stack gap="xs">
        {/* One field a row on a phone: three side by side cut the date and the time. */}
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            type="date"
            label={t('competitions.generate.startDate')}
            {...form.getInputProps('startDate')}
          />
          <NumberInput
            label={t('competitions.generate.daysBetweenRounds')}
            min={DAYS.min}
            max={DAYS.max}
            allowDecimal={false}
            {...form.getInputProps('daysBetweenRounds')}
          />
          <TextInput
            type="time"
            label={t('competitions.generate.kickoffTime')}
            {...form.getInputProps('kickoffTime')}
          />
        </SimpleGrid>
        {serverError && (
          <Alert color="red" role="alert" title={t('competitions.generate.refused')}>
            {serverError}
          </Alert>
        )}
        {pending && <Progress value={100} animated aria-label={t('competitions.generate.generating')} />}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} color={regenerate ? 'orange' : undefined}>
            {regenerate ? t('competitions.generate.regenerate') : t('competitions.generate.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
