import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreatePlayerBody, UpdatePlayerBody } from '@matchday/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { useSportTypes } from '../home/index.ts';
import { ImageDropzone } from '../images/index.ts';

export type PlayerFormValues = {
  name: string;
  sportKindId: string | null;
  shirtNumber: number | string;
  position: string;
  birthDate: string;
  nationality: string;
  photo: string | null;
};

type Props = {
  /** Edit mode: the sport is shown but cannot change (the server refuses it: stats and rosters are per sport). */
  mode: 'create' | 'edit';
  initial?: Partial<PlayerFormValues>;
  submitLabel: string;
  submitting?: boolean;
  serverError?: unknown;
  onSubmit: (body: CreatePlayerBody) => void;
};

/** The body the form submits; validation runs on it with the server's schema. */
function toBody(v: PlayerFormValues) {
  return {
    name: v.name,
    sportKindId: v.sportKindId,
    shirtNumber: v.shirtNumber === '' ? null : Number(v.shirtNumber),
    position: v.position.trim() || null,
    birthDate: v.birthDate || null,
    nationality: v.nationality.trim() || null,
    photo: v.photo,
  };
}

const fields = CreatePlayerBody.shape;
const shirtRange = rangeOf(fields.shirtNumber);

/** Name, sport, preferred shirt number and position, date of birth, nationality and photo. */
export function PlayerForm({ mode, initial, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const sports = useSportTypes();
  const schema = mode === 'create' ? CreatePlayerBody : UpdatePlayerBody;
  const form = useForm<PlayerFormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      sportKindId: null,
      shirtNumber: '',
      position: '',
      birthDate: '',
      nationality: '',
      photo: null,
      ...initial,
    },
    validateInputOnChange: true,
    validate: zodFormValidator(schema, toBody, {
      name: (issue) =>
        issue.kind === 'required'
          ? t('players.errors.nameRequired')
          : issue.kind === 'tooLong'
            ? t('players.errors.nameTooLong', { max: issue.max })
            : undefined,
      sportKindId: () => t('players.errors.sportRequired'),
      shirtNumber: () =>
        t('players.errors.shirtNumberRange', { min: shirtRange.min ?? 0, max: shirtRange.max ?? 999 }),
      position: (issue) =>
        issue.kind === 'tooLong' ? t('players.errors.positionTooLong', { max: issue.max }) : undefined,
      nationality: (issue) =>
        issue.kind === 'tooLong' ? t('players.errors.nationalityTooLong', { max: issue.max }) : undefined,
      birthDate: () => t('players.errors.birthDate'),
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(CreatePlayerBody.parse(toBody(v))))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('players.fields.name')}
            required
            maxLength={maxLengthOf(fields.name)}
            {...form.getInputProps('name')}
          />
          <Select
            label={t('players.fields.sport')}
            placeholder={t('players.fields.sportPlaceholder')}
            description={mode === 'edit' ? t('players.fields.sportFixed') : undefined}
            required
            searchable
            disabled={sports.isPending || mode === 'edit'}
            data={(sports.data ?? []).map((s) => ({ value: s.id, label: s.displayName }))}
            {...form.getInputProps('sportKindId')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('players.fields.shirtNumber')}
            min={shirtRange.min}
            max={shirtRange.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('shirtNumber')}
          />
          <TextInput
            label={t('players.fields.position')}
            placeholder={t('players.fields.positionPlaceholder')}
            maxLength={maxLengthOf(fields.position)}
            {...form.getInputProps('position')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="date" label={t('players.fields.birthDate')} {...form.getInputProps('birthDate')} />
          <TextInput
            label={t('players.fields.nationality')}
            maxLength={maxLengthOf(fields.nationality)}
            {...form.getInputProps('nationality')}
          />
        </SimpleGrid>
        <ImageDropzone
          label={t('players.fields.photo')}
          value={form.values.photo}
          onChange={(id) => form.setFieldValue('photo', id)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
