import { Avatar, Badge, Box, Button, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { endSessionUrl } from '../../features/auth/auth-api.ts';
import { Role } from '../../features/auth/session.ts';
import { useSession } from '../../features/auth/useSession.ts';
import { useUnreadNotificationCount } from '../../features/requests/api.ts';
import { toLoginPath } from '../../lib/return-url.ts';

/**
 * The header's account area: sign-in/register for visitors, a menu (profile, requests, outbox, sign out) for users.
 * The unread notifications show on the menu's button and its Requests item; the user's hub room keeps the count
 * live (`notification.changed`) on every page.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const userId = session.isAuthenticated ? (session.user_id ?? undefined) : undefined;
  useHubRoom('user', userId);
  const unread = useUnreadNotificationCount(userId !== undefined).data ?? 0;

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
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={unread > 0 ? t('account.menuUnread', { count: unread }) : t('account.menu')}
        >
          <Group gap={6} wrap="nowrap">
            <Indicator
              disabled={unread === 0}
              label={unread > 99 ? '99+' : unread}
              size={16}
              offset={4}
              color="red"
              data-testid="unread-indicator"
            >
              <Avatar name={profile.name || profile.email} color="initials" size="sm" />
            </Indicator>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {profile.name || profile.email}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          <Text size="sm" fw={600} truncate>
            {profile.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} to="/admin/profile" leftSection={<IconUser size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/admin/requests"
          leftSection={<IconInbox size={16} />}
          rightSection={
            unread > 0 ? (
              <Badge size="sm" color="red" aria-label={t('account.unread', { count: unread })}>
                {unread > 99 ? '99+' : unread}
              </Badge>
            ) : undefined
          }
        >
          {t('nav.requests')}
        </Menu.Item>
        {profile.role === Role.systemAdmin && (
          <Menu.Item component={Link} to="/admin/outbox" leftSection={<IconMail size={16} />}>
            {t('nav.outbox')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item onClick={() => void handleSignOut()} leftSection={<IconLogout size={16} />}>
          {t('account.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
