import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UserProfile } from '@matchday/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyFailure, notifySuccess, notifyWarning } from '../../components/notifications.ts';
import { NoMailNotice, sendVerificationEmail, useCannotSend, validateName } from '../auth/index.ts';
import { updateProfile } from './profile-api.ts';
import { SectionCard } from './SectionCard.tsx';

export function ProfileDetailsForm({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const noMail = useCannotSend('confirm');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: profile.name },
    validateInputOnChange: true,
    validate: { name: validateName },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) => updateProfile(profile.id, { name: values.name.trim() }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.profile(profile.id), saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      form.resetDirty({ name: saved.name });
      notifySuccess(t('profile.details.saved'));
    },
    onError: (error) => showServerErrors(form, error),
  });
  const resend = useMutation({
    // The confirmation link brings the user back here (returnUrl in the mailed link).
    mutationFn: () => sendVerificationEmail({ email: profile.email, callbackURL: '/admin/profile' }),
    onSuccess: () => {
      const sent = t('profile.details.resent', { email: profile.email });
      if (noMail) notifyWarning(`${t('auth.noMail.confirm.title')}. ${t('auth.noMail.contact')}`);
      else notifySuccess(sent);
    },
    onError: notifyFailure,
  });
  return (
    <SectionCard title={t('profile.details.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
              {t('profile.details.email', { email: profile.email })}
            </Text>
            <Badge color={profile.emailVerified ? 'teal' : 'yellow'} variant="light">
              {profile.emailVerified ? t('profile.details.verified') : t('profile.details.unverified')}
            </Badge>
            <Badge color="gray" variant="outline">
              {t(`profile.details.roles.${profile.role}`)}
            </Badge>
          </Group>
          {!profile.emailVerified && (
            <Alert color="yellow" title={t('profile.details.unverifiedTitle')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('profile.details.unverifiedBody')}</Text>
                <NoMailNotice kind="confirm" inline />
                <Button
                  size="xs"
                  variant="light"
                  color="yellow"
                  onClick={() => resend.mutate()}
                  loading={resend.isPending}
                >
                  {t('profile.details.resend')}
                </Button>
              </Stack>
            </Alert>
          )}
          <TextInput
            label={t('profile.details.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
