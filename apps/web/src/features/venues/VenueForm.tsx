import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateVenueBody, VENUE_SURFACES, type VenueSurface } from '@matchday/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { type IssueMessage, maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';

export type VenueFormValues = {
  name: string;
  address: string;
  city: string;
  country: string;
  latitude: number | string;
  longitude: number | string;
  surface: VenueSurface | null;
  capacity: number | string;
  photo: string | null;
};

type Props = {
  initial?: Partial<VenueFormValues>;
  submitLabel: string;
  submitting?: boolean;
  serverError?: unknown;
  onSubmit: (body: CreateVenueBody) => void;
};

const orNull = (value: string) => value.trim() || null;
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

/** The body the form submits (empty fields clear the value); validation runs on it with the server's schema. */
function toBody(v: VenueFormValues) {
  return {
    name: v.name,
    address: orNull(v.address),
    city: orNull(v.city),
    country: orNull(v.country),
    latitude: numberOrNull(v.latitude),
    longitude: numberOrNull(v.longitude),
    surface: v.surface,
    capacity: numberOrNull(v.capacity),
    photo: v.photo,
  };
}

const fields = CreateVenueBody.shape;
const latitudeRange = rangeOf(fields.latitude);
const longitudeRange = rangeOf(fields.longitude);
const capacityRange = rangeOf(fields.capacity);

/** Name, address, city and country, coordinates, surface, capacity and photo. */
export function VenueForm({ initial, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const tooLong: IssueMessage = (issue) =>
    issue.kind === 'tooLong' ? t('venues.errors.tooLong', { max: issue.max }) : undefined;
  const form = useForm<VenueFormValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      address: '',
      city: '',
      country: '',
      latitude: '',
      longitude: '',
      surface: null,
      capacity: '',
      photo: null,
      ...initial,
    },
    validateInputOnChange: true,
    validate: zodFormValidator(CreateVenueBody, toBody, {
      name: (issue) =>
        issue.kind === 'required'
          ? t('venues.errors.nameRequired')
          : issue.kind === 'tooLong'
            ? t('venues.errors.nameTooLong', { max: issue.max })
            : undefined,
      address: tooLong,
      city: tooLong,
      country: tooLong,
      latitude: () => t('venues.errors.latitude'),
      longitude: () => t('venues.errors.longitude'),
      capacity: () => t('venues.errors.capacity'),
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(CreateVenueBody.parse(toBody(v))))}>
      <Stack gap="md">
        <TextInput
          label={t('venues.fields.name')}
          required
          maxLength={maxLengthOf(fields.name)}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('venues.fields.address')}
          placeholder={t('venues.fields.addressPlaceholder')}
          maxLength={maxLengthOf(fields.address)}
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('venues.fields.city')}
            maxLength={maxLengthOf(fields.city)}
            {...form.getInputProps('city')}
          />
          <TextInput
            label={t('venues.fields.country')}
            maxLength={maxLengthOf(fields.country)}
            {...form.getInputProps('country')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('venues.fields.latitude')}
            description={t('venues.fields.coordinatesHelp')}
            min={latitudeRange.min}
            max={latitudeRange.max}
            decimalScale={6}
            clampBehavior="none"
            {...form.getInputProps('latitude')}
          />
          <NumberInput
            label={t('venues.fields.longitude')}
            description={t('venues.fields.coordinatesHelp')}
            min={longitudeRange.min}
            max={longitudeRange.max}
            decimalScale={6}
            clampBehavior="none"
            {...form.getInputProps('longitude')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('venues.fields.surface')}
            placeholder={t('venues.fields.surfacePlaceholder')}
            clearable
            data={VENUE_SURFACES.map((s) => ({ value: s, label: t(`venues.surface.${s}`) }))}
            {...form.getInputProps('surface')}
          />
          <NumberInput
            label={t('venues.fields.capacity')}
            min={capacityRange.min}
            max={capacityRange.max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>
        <ImageDropzone
          label={t('venues.fields.photo')}
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
