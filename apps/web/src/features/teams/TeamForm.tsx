import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateTeamBody } from '@matchday/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';
import { useSportTypesWithLeagues } from '../leagues/index.ts';

export type TeamFormValues = {
  name: string;
  shortName: string;
  logo: string | null;
  sportKindId: string | null;
  teamLeagueId: string | null;
};

type Props = {
  initial?: Partial<TeamFormValues>;
  submitLabel: string;
  submitting?: boolean;
  serverError?: unknown;
  onSubmit: (body: CreateTeamBody) => void;
};

/** The body the form submits; validation runs on it with the server's schema. */
function toBody(v: TeamFormValues) {
  return {
    name: v.name.trim(),
    shortName: v.shortName.trim() || null,
    logo: v.logo,
    sportKindId: v.sportKindId,
    teamLeagueId: v.teamLeagueId,
  };
}

const fields = CreateTeamBody.shape;

/** Name, short name, logo, sport and team league (age group, division or club league of that sport). */
export function TeamForm({ initial, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const sports = useSportTypesWithLeagues();
  const form = useForm<TeamFormValues>({
    mode: 'controlled',
    initialValues: { name: '', shortName: '', logo: null, sportKindId: null, teamLeagueId: null, ...initial },
    validateInputOnChange: true,
    validate: zodFormValidator(CreateTeamBody, toBody, {
      name: (issue) =>
        issue.kind === 'required'
          ? t('teams.errors.nameRequired')
          : issue.kind === 'tooLong'
            ? t('teams.errors.nameTooLong', { max: issue.max })
            : undefined,
      shortName: (issue) =>
        issue.kind === 'tooLong' ? t('teams.errors.shortNameTooLong', { max: issue.max }) : undefined,
      sportKindId: () => t('teams.errors.sportRequired'),
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  const sport = sports.data?.find((s) => s.id === form.values.sportKindId);
  const teamLeagues = (sport?.teamLeagues ?? [])
    .slice()
    .sort((a, b) => a.order - b.order)
    .map((l) => ({ value: l.id, label: l.displayName }));

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(CreateTeamBody.parse(toBody(v))))}>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            label={t('teams.fields.name')}
            required
            maxLength={maxLengthOf(fields.name)}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('teams.fields.shortName')}
            maxLength={maxLengthOf(fields.shortName)}
            {...form.getInputProps('shortName')}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t('teams.fields.sport')}
            placeholder={t('teams.fields.sportPlaceholder')}
            required
            searchable
            disabled={sports.isPending}
            data={(sports.data ?? [])
              .slice()
              .sort((a, b) => a.order - b.order)
              .map((s) => ({ value: s.id, label: s.displayName }))}
            {...form.getInputProps('sportKindId')}
            onChange={(v) => {
              form.setFieldValue('sportKindId', v);
              form.setFieldValue('teamLeagueId', null);
            }}
          />
          <Select
            label={t('teams.fields.teamLeague')}
            placeholder={t('teams.fields.teamLeaguePlaceholder')}
            clearable
            disabled={teamLeagues.length === 0}
            data={teamLeagues}
            {...form.getInputProps('teamLeagueId')}
          />
        </Group>
        <ImageDropzone
          label={t('teams.fields.logo')}
          value={form.values.logo}
          onChange={(id) => form.setFieldValue('logo', id)}
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
