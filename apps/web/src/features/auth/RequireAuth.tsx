import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { toLoginPath } from '../../lib/return-url.ts';
import { useSession } from './useSession.ts';

/**
 * Route guard: renders its children (or the nested route) for a signed-in user, otherwise sends the
 * visitor to `/login?returnUrl=<this page>`. With `requiredRole`, a signed-in user without that role sees a
 * "not allowed" page instead (the server refuses the calls anyway; this only spares a broken page).
 */
export function RequireAuth({ children, requiredRole }: { children?: ReactNode; requiredRole?: string }) {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  if (session.isLoading) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  // A busy or unreachable server says nothing about the session: never send a signed-in user to sign in.
  if (session.isUnavailable) {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" role="alert" title={t('auth.session.unavailableTitle')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('auth.session.unavailableBody')}</Text>
            <Button size="xs" variant="light" onClick={session.retry}>
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!session.isAuthenticated) {
    return <Navigate to={toLoginPath(`${location.pathname}${location.search}`)} replace />;
  }
  if (requiredRole && session.profile?.role !== requiredRole) return <ForbiddenPage />;
  return children ?? <Outlet />;
}
