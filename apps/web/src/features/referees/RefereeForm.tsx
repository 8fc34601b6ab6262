import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateRefereeBody } from '@matchday/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { type IssueMessage, maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';

export type RefereeFormValues = {
  name: string;
  grade: string;
  email: string;
  phone: string;
  photo: string | null;
};

type Props = {
  initial?: Partial<RefereeFormValues>;
  submitLabel: string;
  submitting?: boolean;
  serverError?: unknown;
  onSubmit: (body: CreateRefereeBody) => void;
};

const orNull = (value: string) => value.trim() || null;

/** The body the form submits (empty fields clear the value); validation runs on it with the server's schema. */
function toBody(v: RefereeFormValues) {
  return {
    name: v.name,
    grade: orNull(v.grade),
    email: orNull(v.email),
    phone: orNull(v.phone),
    photo: v.photo,
  };
}

const fields = CreateRefereeBody.shape;

/** Name, grade, private contact (email, phone) and photo. */
export function RefereeForm({ initial, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const tooLong: IssueMessage = (issue) =>
    issue.kind === 'tooLong' ? t('referees.errors.tooLong', { max: issue.max }) : undefined;
  const form = useForm<RefereeFormValues>({
    mode: 'controlled',
    initialValues: { name: '', grade: '', email: '', phone: '', photo: null, ...initial },
    validateInputOnChange: true,
    validate: zodFormValidator(CreateRefereeBody, toBody, {
      name: (issue) =>
        issue.kind === 'required'
          ? t('referees.errors.nameRequired')
          : issue.kind === 'tooLong'
            ? t('referees.errors.nameTooLong', { max: issue.max })
            : undefined,
      grade: tooLong,
      email: () => t('referees.errors.email'),
      phone: tooLong,
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(CreateRefereeBody.parse(toBody(v))))}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('referees.fields.name')}
            required
            maxLength={maxLengthOf(fields.name)}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('referees.fields.grade')}
            placeholder={t('referees.fields.gradePlaceholder')}
            maxLength={maxLengthOf(fields.grade)}
            {...form.getInputProps('grade')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="email"
            label={t('referees.fields.email')}
            description={t('referees.fields.contactHelp')}
            maxLength={maxLengthOf(fields.email)}
            {...form.getInputProps('email')}
          />
          <TextInput
            type="tel"
            label={t('referees.fields.phone')}
            description={t('referees.fields.contactHelp')}
            maxLength={maxLengthOf(fields.phone)}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <ImageDropzone
          label={t('referees.fields.photo')}
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
