import { Avatar, Box, Button, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { endSessionUrl } from '../../features/auth/auth-api.ts';
import { Role } from '../../features/auth/session.ts';
import { useSession } from '../../features/auth/useSession.ts';
import { toLoginPath } from '../../lib/return-url.ts';

/** The header's account area: sign-in/register for visitors, a menu (profile, outbox, sign out) for users. */
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
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.menu')}>
          <Group gap={6} wrap="nowrap">
            <Avatar name={profile.name || profile.email} color="initials" size="sm" />
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
