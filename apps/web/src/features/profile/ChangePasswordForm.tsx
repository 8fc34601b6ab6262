import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { validateConfirmation, validateNewPassword, validatePresentPassword } from '../auth/index.ts';
import { changePassword } from './profile-api.ts';
import { SectionCard } from './SectionCard.tsx';

export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validateInputOnChange: true,
    validate: {
      currentPassword: validatePresentPassword,
      newPassword: validateNewPassword,
      confirmPassword: validateConfirmation('newPassword'),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      changePassword(userId, { currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: () => {
      form.reset();
      notifySuccess(t('profile.password.saved'));
    },
    onError: (error) => showServerErrors(form, error, { 'password.current_invalid': 'currentPassword' }),
  });
  return (
    <SectionCard title={t('profile.password.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="sm">
          <PasswordInput
            label={t('profile.password.current')}
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('profile.password.next')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('profile.password.confirm')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
