import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess, notifyWarning } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { isOtherSite } from '../../lib/return-url.ts';
import { AuthCard } from './AuthCard.tsx';
import { signIn } from './auth-api.ts';
import { GoToOtherSite } from './GoToOtherSite.tsx';
import { useReturnUrl } from './useReturnUrl.ts';
import { useSession } from './useSession.ts';
import { validateEmail, validatePresentPassword } from './validation.ts';

/** `/login?returnUrl=…`: sign in with email and password, then go back to `returnUrl` (when on this site). */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const queryClient = useQueryClient();
  const { returnPath, returnQuery, goBack } = useReturnUrl();
  const session = useSession();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validateInputOnChange: true,
    validate: { email: validateEmail, password: validatePresentPassword },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      signIn({ email: values.email.trim(), password: values.password }),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      notifySuccess(t('auth.login.success', { name: data.user.name }));
      if (!data.user.emailVerified) notifyWarning(t('auth.login.unverified', { email: data.user.email }));
      await goBack();
    },
    onError: (error) => showServerErrors(form, error, { INVALID_EMAIL_OR_PASSWORD: 'password' }),
  });

  // Someone already signed in has nothing to do here (a bookmarked /login, the browser's back button).
  if (session.isAuthenticated && mutation.isIdle) {
    return isOtherSite(returnPath) ? (
      <GoToOtherSite href={returnPath} />
    ) : (
      <Navigate to={returnPath} replace />
    );
  }

  return (
    <AuthCard title={t('auth.login.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={`/forgot-password${returnQuery}`} size="sm">
              {t('auth.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={`/register${returnQuery}`}>
              {t('auth.login.register')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
