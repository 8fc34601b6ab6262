import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserProfile } from '@matchday/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { NoMailNotice } from '../auth/index.ts';
import { setPhone, verifyPhone } from './profile-api.ts';
import { SectionCard } from './SectionCard.tsx';

const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;

/** Set a phone number (a 6-digit code is sent by SMS), then confirm it with the code. */
export function PhoneForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [awaitingCode, setAwaitingCode] = useState(false);
  const numberForm = useForm({
    mode: 'controlled',
    initialValues: { phoneNumber: profile.phoneNumber ?? '' },
    validateInputOnChange: true,
    validate: {
      phoneNumber: (value) => {
        if (!value.trim()) return t('profile.phone.numberRequired');
        return PHONE_PATTERN.test(value.trim()) ? null : t('profile.phone.numberInvalid');
      },
    },
  });
  const codeForm = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validateInputOnChange: true,
    validate: { code: (value) => (/^\d{6}$/.test(value) ? null : t('profile.phone.codeInvalid')) },
  });
  const send = useMutation({
    mutationFn: (values: typeof numberForm.values) =>
      setPhone(profile.id, { phoneNumber: values.phoneNumber.trim() }),
    onSuccess: async (_data, values) => {
      setAwaitingCode(true);
      codeForm.reset();
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile(profile.id) });
      notifySuccess(t('profile.phone.sent', { phone: values.phoneNumber.trim() }));
    },
    onError: (error) => showServerErrors(numberForm, error),
  });
  const verify = useMutation({
    mutationFn: (values: typeof codeForm.values) => verifyPhone(profile.id, { code: values.code }),
    onSuccess: async () => {
      setAwaitingCode(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile(profile.id) });
      notifySuccess(t('profile.phone.verified'));
    },
    onError: (error) => showServerErrors(codeForm, error, { 'phone.code_invalid': 'code' }),
  });

  return (
    <SectionCard title={t('profile.phone.title')}>
      <Stack gap="md">
        {profile.phoneNumber && (
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {profile.phoneNumber}
            </Text>
            <Badge color={profile.phoneVerified ? 'teal' : 'yellow'} variant="light">
              {profile.phoneVerified
                ? t('profile.phone.statusVerified')
                : t('profile.phone.statusUnverified')}
            </Badge>
          </Group>
        )}
        <form noValidate onSubmit={numberForm.onSubmit((values) => send.mutate(values))}>
          <Stack gap="sm">
            <TextInput
              label={t('profile.phone.number')}
              description={t('profile.phone.numberHint')}
              type="tel"
              autoComplete="tel"
              required
              {...numberForm.getInputProps('phoneNumber')}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={send.isPending}>
                {t('profile.phone.send')}
              </Button>
            </Group>
          </Stack>
        </form>
        {(awaitingCode || (profile.phoneNumber && !profile.phoneVerified)) && (
          <form noValidate onSubmit={codeForm.onSubmit((values) => verify.mutate(values))}>
            <Stack gap="sm">
              <NoMailNotice kind="phone" />
              <TextInput
                label={t('profile.phone.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                {...codeForm.getInputProps('code')}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={verify.isPending}>
                  {t('profile.phone.verify')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </SectionCard>
  );
}
