import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
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
import { signUp } from './auth-api.ts';
import { GoToOtherSite } from './GoToOtherSite.tsx';
import { useCannotSend } from './NoMailNotice.tsx';
import { useReturnUrl } from './useReturnUrl.ts';
import { useSession } from './useSession.ts';
import { validateConfirmation, validateEmail, validateName, validateNewPassword } from './validation.ts';

/**
 * `/register?returnUrl=…`: create an account (the first one on an installation becomes SystemAdmin). The
 * account is signed in at once; the confirmation mail links to `/verify-email`, then on to `returnUrl`.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const queryClient = useQueryClient();
  const { returnPath, returnQuery, goBack } = useReturnUrl();
  const session = useSession();
  const noMail = useCannotSend('confirm');
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', email: '', password: '', confirmPassword: '' },
    validateInputOnChange: true,
    validate: {
      name: validateName,
      email: validateEmail,
      password: validateNewPassword,
      confirmPassword: validateConfirmation('password'),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        callbackURL: returnPath,
      }),
    onSuccess: async (_data, values) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      if (noMail) {
        // No confirmation mail will come (issue 30): say so, and what to do, rather than promise one.
        notifySuccess(t('auth.register.ready'));
        notifyWarning(
          `${t('auth.noMail.confirm.title')}. ${t('auth.noMail.confirm.body')} ${t('auth.noMail.contact')}`,
        );
      } else notifySuccess(t('auth.register.success', { email: values.email.trim() }));
      await goBack();
    },
    onError: (error) =>
      showServerErrors(form, error, {
        USER_ALREADY_EXISTS: 'email',
        USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email',
        PASSWORD_TOO_SHORT: 'password',
        PASSWORD_TOO_LONG: 'password',
      }),
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
    <AuthCard title={t('auth.register.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <TextInput
            label={t('auth.fields.name')}
            autoComplete="name"
            required
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('auth.fields.email')}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth.fields.password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {t('auth.register.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.register.haveAccount')}{' '}
            <Anchor component={Link} to={`/login${returnQuery}`}>
              {t('auth.register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
