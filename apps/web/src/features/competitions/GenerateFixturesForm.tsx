import {
  Alert,
  Button,
  Checkbox,
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

type Values = {
  startDate: string;
  daysBetweenRounds: number | string;
  kickoffTime: string;
  spread: boolean;
  slotsPerDay: number | string;
  slotMinutes: number | string;
};

const DAYS = rangeOf(GenerateFixturesBody.shape.daysBetweenRounds);
const SLOTS = rangeOf(GenerateFixturesBody.shape.slotsPerDay);
const SLOT_MINUTES = rangeOf(GenerateFixturesBody.shape.slotMinutes);

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
    // Spreading over the venues: an empty field takes the server's default (one a day; match length + 30).
    ...(v.spread
      ? {
          spreadOverVenues: true,
          ...(v.slotsPerDay === '' ? {} : { slotsPerDay: Number(v.slotsPerDay) }),
          ...(v.slotMinutes === '' ? {} : { slotMinutes: Number(v.slotMinutes) }),
        }
      : {}),
  };
}

/**
 * Start date, days between rounds and kick-off time for `POST /fixture/generate`, and optionally spreading the
 * stage over the competition's venues (kick-offs per venue a day, minutes between them): offered only when the
 * competition lists venues (`venueCount`). Regenerating a stage that has fixtures asks first; the server refuses
 * when results exist, and its reason is shown here, as is how many fixtures found no venue (`unplacedCount`).
 */
export function GenerateFixturesForm({
  stage,
  pending,
  serverError,
  onGenerate,
  venueCount = 0,
  unplacedCount = 0,
}: {
  stage: Stage;
  pending: boolean;
  serverError: string | null;
  onGenerate: (body: GenerateFixturesBody) => void;
  /** How many venues the competition lists (`GET /champs/{id}/venues`, `listedByChamp`). */
  venueCount?: number;
  /** After a generation spread over the venues: how many fixtures found no venue. */
  unplacedCount?: number;
}) {
  const { t } = useTranslation();
  // A spread ticked while the competition still listed venues is not sent once it lists none.
  const bodyOf = (v: Values) => toBody(stage.id, { ...v, spread: v.spread && venueCount > 0 });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      startDate: '',
      daysBetweenRounds: 7,
      kickoffTime: '15:00',
      spread: false,
      slotsPerDay: 1,
      slotMinutes: '',
    },
    validateInputOnChange: true,
    validate: zodFormValidator(GenerateFixturesBody, bodyOf, {
      startDate: (issue) =>
        issue.kind === 'required' ? t('competitions.generate.startDateRequired') : undefined,
      daysBetweenRounds: () => t('competitions.generate.daysInvalid', DAYS),
      kickoffTime: () => t('competitions.generate.timeInvalid'),
      slotsPerDay: () => t('competitions.generate.slotsInvalid', SLOTS),
      slotMinutes: () => t('competitions.generate.slotMinutesInvalid', SLOT_MINUTES),
    }),
  });
  const regenerate = stage.fixtureCount > 0;

  const submit = (v: Values) => {
    const body = GenerateFixturesBody.parse(bodyOf(v));
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
        <Checkbox
          label={t('competitions.generate.spread')}
          description={
            venueCount === 0
              ? t('competitions.generate.spreadNoVenues')
              : t('competitions.generate.spreadHelp')
          }
          disabled={venueCount === 0}
          {...form.getInputProps('spread', { type: 'checkbox' })}
          checked={venueCount > 0 && form.values.spread}
        />
        {venueCount > 0 && form.values.spread && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label={t('competitions.generate.slotsPerDay')}
              min={SLOTS.min}
              max={SLOTS.max}
              allowDecimal={false}
              {...form.getInputProps('slotsPerDay')}
            />
            <NumberInput
              label={t('competitions.generate.slotMinutes')}
              placeholder={t('competitions.generate.slotMinutesPlaceholder')}
              min={SLOT_MINUTES.min}
              max={SLOT_MINUTES.max}
              allowDecimal={false}
              {...form.getInputProps('slotMinutes')}
            />
          </SimpleGrid>
        )}
        {unplacedCount > 0 && (
          <Alert color="orange" title={t('competitions.generate.unplacedTitle')}>
            {t('competitions.generate.unplaced', { count: unplacedCount })}
          </Alert>
        )}
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
