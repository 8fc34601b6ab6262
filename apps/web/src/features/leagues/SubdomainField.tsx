import { Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Subdomain } from '@matchday/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubdomainCheck } from './api.ts';

export type SubdomainStatus = 'idle' | 'invalid' | 'checking' | 'free' | 'taken' | 'current' | 'error';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** The league's own subdomain when editing: keeping it needs no check. */
  current?: string | undefined;
  /** Form-level error (required, server field error). */
  error?: string | null | undefined;
  /** Shown under the field: where the league's public site will be. */
  domain: string;
  onStatusChange?: (status: SubdomainStatus) => void;
  debounceMs?: number;
};

/** Subdomain of the league's public site, checked with the server while the user types (debounced). */
export function SubdomainField({
  value,
  onChange,
  current,
  error,
  domain,
  onStatusChange,
  debounceMs = 400,
}: Props) {
  const { t } = useTranslation();
  const [debounced] = useDebouncedValue(value, debounceMs);
  const form = value === '' ? null : Subdomain.safeParse(value);
  const formError =
    form && !form.success ? (form.error.issues[0]?.message ?? t('leagues.subdomain.invalid')) : null;
  const isCurrent = current !== undefined && value === current;
  const shouldCheck = value !== '' && !formError && !isCurrent && debounced === value;
  const check = useSubdomainCheck(debounced, shouldCheck);

  let status: SubdomainStatus = 'idle';
  if (value === '') status = 'idle';
  else if (formError) status = 'invalid';
  else if (isCurrent) status = 'current';
  else if (debounced !== value || check.isFetching) status = 'checking';
  else if (check.isError) status = 'error';
  else if (check.data) status = check.data.available ? 'free' : check.data.exists ? 'taken' : 'invalid';
  else status = 'checking';

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const reasonText =
    check.data?.reason === 'league.subdomain_reserved'
      ? t('leagues.subdomain.reserved')
      : t('leagues.subdomain.invalid');
  const message: Record<SubdomainStatus, { text: string; color: string } | null> = {
    idle: null,
    invalid: null,
    checking: { text: t('leagues.subdomain.checking'), color: 'dimmed' },
    free: { text: t('leagues.subdomain.free', { address: `${value}.${domain}` }), color: 'teal' },
    taken: { text: t('leagues.subdomain.taken', { subdomain: value }), color: 'red' },
    current: { text: t('leagues.subdomain.current', { address: `${value}.${domain}` }), color: 'dimmed' },
    error: { text: t('leagues.subdomain.checkFailed'), color: 'orange' },
  };
  const shown = message[status];
  const invalidFromServer = status === 'invalid' && !formError ? reasonText : null;

  return (
    <TextInput
      label={t('leagues.fields.subdomain')}
      description={t('leagues.subdomain.help', { domain })}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value.trim().toLowerCase())}
      error={error || formError || invalidFromServer || (status === 'taken' ? shown?.text : null)}
      rightSection={
        status === 'checking' ? (
          <Loader size="xs" />
        ) : status === 'free' || status === 'current' ? (
          <IconCheck size={16} color="var(--mantine-color-teal-6)" />
        ) : status === 'taken' ? (
          <IconX size={16} color="var(--mantine-color-red-6)" />
        ) : null
      }
      rightSectionPointerEvents="none"
      // The status line sits under the input; screen readers hear it as it changes.
      inputContainer={(children) => (
        <>
          {children}
          {shown && status !== 'taken' ? (
            <Text size="xs" c={shown.color} mt={4} role="status" aria-live="polite">
              {shown.text}
            </Text>
          ) : null}
        </>
      )}
    />
  );
}
