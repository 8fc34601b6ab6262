import { Button, Group, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChampRules, CreateChampBody } from '@matchday/contracts';
import { EDITABLE_CRITERIA, H2H_SCOPES } from '@matchday/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { type FormIssue, maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';
import { RulesEditor } from './RulesEditor.tsx';

export type CompetitionFormValues = {
  champLeagueId: string | null;
  name: string;
  season: string;
  startDate: string | null;
  description: string;
  logo: string | null;
  rules: ChampRules;
  /** Lineup tracking (spec §4); off when absent. */
  lineupTracking?: boolean;
};

type Props = {
  initial: CompetitionFormValues;
  /** Leagues to choose from when the competition's league is not fixed (create without `?leagueId`). */
  leagues?: { value: string; label: string }[] | undefined;
  submitLabel: string;
  submitting?: boolean;
  serverError?: unknown;
  onSubmit: (body: CreateChampBody) => void;
};

/** The body the form submits; validation runs on it with the server's schema. */
function toBody(v: CompetitionFormValues) {
  return {
    champLeagueId: v.champLeagueId,
    name: v.name.trim(),
    season: v.season.trim() || null,
    startDate: v.startDate,
    description: v.description.trim() || null,
    logo: v.logo,
    rules: v.rules,
    lineupTracking: v.lineupTracking ?? false,
  };
}

const fields = CreateChampBody.shape;

/** Name, season, start date, logo, and the points and tie-break rules of a competition. */
export function CompetitionForm({ initial, leagues, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const points = (result: 'win' | 'draw' | 'loss') => (issue: FormIssue) =>
    issue.kind === 'required'
      ? t('competitions.rules.pointsRequired', { result })
      : issue.kind === 'tooSmall'
        ? issue.min === 0
          ? t('competitions.rules.pointsNegative', { result })
          : t('competitions.rules.pointsTooLow', { result, min: issue.min })
        : issue.kind === 'tooBig'
          ? t('competitions.rules.pointsTooHigh', { result, max: issue.max })
          : undefined;
  const bySchema = zodFormValidator(CreateChampBody, toBody, {
    champLeagueId: () => t('competitions.errors.leagueRequired'),
    name: (issue) =>
      issue.kind === 'required'
        ? t('competitions.errors.nameRequired')
        : issue.kind === 'tooLong'
          ? t('competitions.errors.nameTooLong', { max: issue.max })
          : undefined,
    season: (issue) =>
      issue.kind === 'tooLong' ? t('competitions.errors.seasonTooLong', { max: issue.max }) : undefined,
    'rules.win': points('win'),
    'rules.draw': points('draw'),
    'rules.loss': points('loss'),
  });
  const form = useForm<CompetitionFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: true,
    // The server's schema, then two rules of sense the server leaves to the organiser's form: a draw worth
    // more than a win, and a table with no way to order level teams.
    validate: (values) => {
      const errors: Record<string, string> = bySchema(values);
      if (!errors['rules.draw'] && values.rules.draw > values.rules.win) {
        errors['rules.draw'] = t('competitions.rules.winBelowDraw');
      }
      if (!errors['rules.tiebreakers'] && values.rules.tiebreakers.length === 0) {
        errors['rules.tiebreakers'] = t('competitions.rules.tiebreakersEmpty');
      }
      return errors;
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  return (
    <form noValidate onSubmit={form.onSubmit((v) => onSubmit(CreateChampBody.parse(toBody(v))))}>
      <Stack gap="md">
        {leagues && (
          <Select
            label={t('competitions.fields.league')}
            required
            searchable
            data={leagues}
            {...form.getInputProps('champLeagueId')}
          />
        )}
        <TextInput
          label={t('competitions.fields.name')}
          required
          maxLength={maxLengthOf(fields.name)}
          {...form.getInputProps('name')}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('competitions.fields.season')}
            placeholder="2026/27"
            maxLength={maxLengthOf(fields.season)}
            {...form.getInputProps('season')}
          />
          <TextInput
            type="date"
            label={t('competitions.fields.startDate')}
            value={form.values.startDate ?? ''}
            onChange={(e) => form.setFieldValue('startDate', e.currentTarget.value || null)}
          />
        </Group>
        <Textarea
          label={t('competitions.fields.description')}
          rows={3}
          maxLength={maxLengthOf(fields.description)}
          {...form.getInputProps('description')}
        />
        <ImageDropzone
          label={t('competitions.fields.logo')}
          value={form.values.logo}
          onChange={(id) => form.setFieldValue('logo', id)}
        />
        <Switch
          label={t('competitions.fields.lineupTracking')}
          description={t('competitions.fields.lineupTrackingHelp')}
          checked={form.values.lineupTracking ?? false}
          onChange={(e) => form.setFieldValue('lineupTracking', e.currentTarget.checked)}
        />
        <RulesEditor
          value={form.values.rules}
          onChange={(rules) => {
            form.setFieldValue('rules', rules);
            // Nested rules are validated as the user edits them, like the other fields.
            for (const path of ['rules.win', 'rules.draw', 'rules.loss', 'rules.tiebreakers'] as const) {
              form.validateField(path);
            }
          }}
          criteria={EDITABLE_CRITERIA}
          h2hScopes={H2H_SCOPES}
          errors={{
            win: form.errors['rules.win'] as string | undefined,
            draw: form.errors['rules.draw'] as string | undefined,
            loss: form.errors['rules.loss'] as string | undefined,
            tiebreakers: form.errors['rules.tiebreakers'] as string | undefined,
          }}
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
