import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toSafeReturnPath } from '../../lib/return-url.ts';
import { AuthCard } from './AuthCard.tsx';
import { verifyEmail } from './auth-api.ts';

/**
 * `/verify-email?token=…`: the page the confirmation mail links to. Confirms once (a query, so React's
 * double effects and re-renders do not spend the token twice), then offers to continue to the page the
 * user registered from (`returnUrl` or `callbackURL`, when on this site).
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.title'));
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token');
  const next = toSafeReturnPath(params.get('returnUrl') ?? params.get('callbackURL'), window.location.origin);
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const verified = verification.isSuccess;
  useEffect(() => {
    if (verified) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [verified, queryClient]);

  return (
    <AuthCard title={t('auth.verify.title')}>
      <Stack gap="md">
        {!token && (
          <Alert color="red" role="alert">
            {t('auth.verify.missingToken')}
          </Alert>
        )}
        {token && verification.isPending && (
          <Center>
            <Stack align="center" gap="xs">
              <Loader />
              <Text>{t('auth.verify.verifying')}</Text>
            </Stack>
          </Center>
        )}
        {verified && (
          <Alert color="teal" role="status">
            {t('auth.verify.success')}
          </Alert>
        )}
        {verification.isError && (
          <Alert color="red" role="alert">
            {t('auth.verify.failed')}
          </Alert>
        )}
        {(verified || verification.isError || !token) && (
          <Button component={Link} to={next} fullWidth>
            {t('auth.verify.continue')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
