import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerErrors } from '../../components/form-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { AuthCard } from './AuthCard.tsx';
import { requestPasswordReset } from './auth-api.ts';
import { NoMailNotice, useCannotSend } from './NoMailNotice.tsx';
import { useReturnUrl } from './useReturnUrl.ts';
import { validateEmail } from './validation.ts';

/**
 * `/forgot-password?returnUrl=…`: ask for a reset link. The answer is the same whether or not the account
 * exists (no account enumeration). The link opens `/reset-password?token=…&returnUrl=…`.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const { returnPath, returnQuery } = useReturnUrl();
  // Until mail can go out, no link is "on its way": the member is told whom to ask instead (issue 30).
  const noMail = useCannotSend('reset');
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validateInputOnChange: true,
    validate: { email: validateEmail },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof form.values) =>
      requestPasswordReset({
        email: values.email.trim(),
        // The server mails `/reset-password?token=…&returnUrl=<redirectTo>` (this site's addresses only).
        redirectTo: returnPath,
      }),
    onError: (error) => showServerErrors(form, error),
  });

  return (
    <AuthCard title={t('auth.forgot.title')}>
      {mutation.isSuccess ? (
        <Stack gap="md">
          {noMail ? (
            <div role="status">
              <NoMailNotice kind="reset" />
            </div>
          ) : (
            <Alert color="teal" role="status">
              {t('auth.forgot.sent', { email: mutation.variables.email.trim() })}
            </Alert>
          )}
          <Anchor component={Link} to={`/login${returnQuery}`} ta="center">
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('auth.forgot.intro')}
            </Text>
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={mutation.isPending}>
              {t('auth.forgot.submit')}
            </Button>
            <Anchor component={Link} to={`/login${returnQuery}`} size="sm" ta="center">
              {t('auth.forgot.backToLogin')}
            </Anchor>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
