import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { resetPassword } from './auth-api.ts';
import { useReturnUrl } from './useReturnUrl.ts';
import { validateConfirmation, validateNewPassword } from './validation.ts';

/** `/reset-password?token=…`: the page the reset mail links to. Success leads to sign-in (then returnUrl). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.reset.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const { returnQuery } = useReturnUrl();
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validateInputOnChange: true,
    validate: {
      newPassword: validateNewPassword,
      confirmPassword: validateConfirmation('newPassword'),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      resetPassword({ token: token ?? '', newPassword: values.newPassword }),
    onSuccess: async () => {
      notifySuccess(t('auth.reset.success'));
      await navigate(`/login${returnQuery}`, { replace: true });
    },
    onError: (error) =>
      showServerErrors(form, error, { PASSWORD_TOO_SHORT: 'newPassword', PASSWORD_TOO_LONG: 'newPassword' }),
  });

  if (!token || linkError) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Stack gap="md">
          <Alert color="red" role="alert">
            {linkError ? t('errors.INVALID_TOKEN') : t('auth.reset.missingToken')}
          </Alert>
          <Anchor component={Link} to={`/forgot-password${returnQuery}`} ta="center">
            {t('auth.reset.requestNew')}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <PasswordInput
            label={t('auth.fields.newPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
