import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ChampRules, CreateChampBody } from '@matchday/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { ImageDropzone } from '../images/ImageDropzone.tsx';
import { RulesEditor } from './RulesEditor.tsx';
import { editableCriteria, h2hScopes } from './rules-preset.ts';

export type CompetitionFormValues = {
  champLeagueId: string | null;
  name: string;
  season: string;
  startDate: string | null;
  description: string;
  logo: string | null;
  rules: ChampRules;
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

/** Name, season, start date, logo, and the points and tie-break rules of a competition. */
export function CompetitionForm({ initial, leagues, submitLabel, submitting, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const points = (result: 'win' | 'draw' | 'loss') => (v: number) =>
    Number.isNaN(v)
      ? t('competitions.rules.pointsRequired', { result })
      : result !== 'loss' && v < 0
        ? t('competitions.rules.pointsNegative', { result })
        : null;
  const form = useForm<CompetitionFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validateInputOnChange: true,
    validate: {
      champLeagueId: (v) => (v ? null : t('competitions.errors.leagueRequired')),
      name: (v) =>
        v.trim() === ''
          ? t('competitions.errors.nameRequired')
          : v.length > 200
            ? t('competitions.errors.nameTooLong')
            : null,
      season: (v) => (v.length > 50 ? t('competitions.errors.seasonTooLong') : null),
      rules: {
        win: points('win'),
        draw: (v, values) =>
          points('draw')(v) ?? (v > values.rules.win ? t('competitions.rules.winBelowDraw') : null),
        loss: points('loss'),
        tiebreakers: (v) => (v.length === 0 ? t('competitions.rules.tiebreakersEmpty') : null),
      },
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors.
  useEffect(() => {
    if (serverError instanceof ApiError) form.setErrors(serverError.fieldErrors);
  }, [serverError]);

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) => {
        if (!v.champLeagueId) return;
        onSubmit({
          champLeagueId: v.champLeagueId,
          name: v.name.trim(),
          season: v.season.trim() || null,
          startDate: v.startDate,
          description: v.description.trim() || null,
          logo: v.logo,
          rules: v.rules,
        });
      })}
    >
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
        <TextInput label={t('competitions.fields.name')} required {...form.getInputProps('name')} />
        <Group grow align="flex-start">
          <TextInput
            label={t('competitions.fields.season')}
            placeholder="2026/27"
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
          {...form.getInputProps('description')}
        />
        <ImageDropzone
          label={t('competitions.fields.logo')}
          value={form.values.logo}
          onChange={(id) => form.setFieldValue('logo', id)}
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
          criteria={editableCriteria}
          h2hScopes={h2hScopes}
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
