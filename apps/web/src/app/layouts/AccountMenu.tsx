import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { endSessionUrl, useSession } from '../../features/auth/index.ts';
import { toLoginPath } from '../../lib/return-url.ts';

// The signed-in menu (a Mantine Menu: popover, floating-ui, focus trap) is a chunk of its own: visitors, most of
// a public page's readers, never download it (issue 13, first load).
const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })));

/**
 * The header's account area: sign-in/register for visitors, a menu (profile, requests, outbox, sign out) for users.
 * The unread notifications show on the menu's button and its Requests item (UserMenu.tsx, which also follows
 * the user's hub room so the count stays live on every page).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (session.isLoading) return null;
  if (!session.isAuthenticated || !session.profile) {
    const here = `${location.pathname}${location.search}`;
    const returnPath = ['/login', '/register'].includes(location.pathname) ? '/' : here;
    return (
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to={toLoginPath(returnPath)} variant="subtle" size="sm">
          {t('account.signIn')}
        </Button>
        <Button component={Link} to={toLoginPath(returnPath, 'register')} size="sm" visibleFrom="xs">
          {t('account.register')}
        </Button>
      </Group>
    );
  }

  const { profile } = session;
  // A full page load through the end-session call: the server ends the session and sends the browser home,
  // and nothing of the signed-in user stays in memory.
  const handleSignOut = () => {
    queryClient.clear();
    window.location.assign(endSessionUrl(`${window.location.origin}/`));
  };

  return (
    <Suspense fallback={null}>
      <UserMenu userId={session.user_id ?? undefined} profile={profile} onSignOut={handleSignOut} />
    </Suspense>
  );
}
