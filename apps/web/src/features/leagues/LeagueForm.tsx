import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CreateChampLeagueBody } from '@matchday/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { maxLengthOf, zodFormValidator } from '../../components/zod-form.ts';
import { ImageDropzone } from '../images/index.ts';
import { SubdomainField, type SubdomainStatus } from './SubdomainField.tsx';
import { useSportTypes } from './sport-types.ts';
import { useWebEngineDomain } from './useWebEngineDomain.ts';

export type LeagueFormValues = {
  name: string;
  sportKindId: string | null;
  description: string;
  logo: string | null;
  subdomain: string;
};

type Props = {
  initial?: Partial<LeagueFormValues>;
  /** The league's current subdomain when editing. */
  currentSubdomain?: string;
  submitLabel: string;
  submitting?: boolean;
  /** The last failed submit: field errors go under their inputs. */
  serverError?: unknown;
  onSubmit: (body: CreateChampLeagueBody) => void;
};

/** The body the form submits; validation runs on it with the server's schema. */
function toBody(values: LeagueFormValues) {
  return {
    name: values.name.trim(),
    sportKindId: values.sportKindId,
    subdomain: values.subdomain,
    description: values.description.trim() || null,
    logo: values.logo,
  };
}

const fields = CreateChampLeagueBody.shape;

/** Name, sport, description, logo and the subdomain of the league's public site. */
export function LeagueForm({
  initial,
  currentSubdomain,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
}: Props) {
  const { t } = useTranslation();
  const sports = useSportTypes();
  const { domain } = useWebEngineDomain();
  const [subdomainStatus, setSubdomainStatus] = useState<SubdomainStatus>('idle');
  const form = useForm<LeagueFormValues>({
    mode: 'controlled',
    initialValues: { name: '', sportKindId: null, description: '', logo: null, subdomain: '', ...initial },
    validateInputOnChange: ['name', 'description'],
    validate: zodFormValidator(CreateChampLeagueBody, toBody, {
      name: (issue) =>
        issue.kind === 'required'
          ? t('leagues.errors.nameRequired')
          : issue.kind === 'tooLong'
            ? t('leagues.errors.nameTooLong', { max: issue.max })
            : undefined,
      sportKindId: () => t('leagues.errors.sportRequired'),
      // The subdomain's form is explained by SubdomainField as the user types; the schema's words otherwise.
      subdomain: (issue) => (issue.kind === 'required' ? t('leagues.errors.subdomainRequired') : undefined),
      description: (issue) =>
        issue.kind === 'tooLong' ? t('leagues.errors.descriptionTooLong', { max: issue.max }) : undefined,
    }),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server error sets errors, not every render.
  useEffect(() => {
    if (serverError instanceof ApiError && Object.keys(serverError.fieldErrors).length > 0) {
      form.setErrors(serverError.fieldErrors);
    }
  }, [serverError]);

  const onStatusChange = useCallback((s: SubdomainStatus) => setSubdomainStatus(s), []);
  const blocked =
    subdomainStatus === 'taken' || subdomainStatus === 'invalid' || subdomainStatus === 'checking';

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (blocked) return;
        onSubmit(CreateChampLeagueBody.parse(toBody(values)));
      })}
    >
      <Stack gap="md">
        <TextInput
          label={t('leagues.fields.name')}
          required
          maxLength={maxLengthOf(fields.name)}
          {...form.getInputProps('name')}
        />
        <Select
          label={t('leagues.fields.sport')}
          placeholder={t('leagues.fields.sportPlaceholder')}
          required
          searchable
          data={(sports.data ?? []).map((s) => ({ value: s.id, label: s.displayName }))}
          disabled={sports.isPending}
          {...form.getInputProps('sportKindId')}
        />
        <Textarea
          label={t('leagues.fields.description')}
          rows={4}
          maxLength={maxLengthOf(fields.description)}
          {...form.getInputProps('description')}
        />
        <ImageDropzone
          label={t('leagues.fields.logo')}
          value={form.values.logo}
          onChange={(id) => form.setFieldValue('logo', id)}
        />
        <SubdomainField
          value={form.values.subdomain}
          onChange={(v) => form.setFieldValue('subdomain', v)}
          current={currentSubdomain}
          error={form.errors.subdomain as string | undefined}
          domain={domain}
          onStatusChange={onStatusChange}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={subdomainStatus === 'taken'}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
