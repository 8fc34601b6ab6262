import { Avatar, Badge, Box, Group, Indicator, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconInbox, IconLogout, IconMail, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHubRoom } from '../../api/useHubRoom.ts';
import { type Profile, Role } from '../../features/auth/index.ts';
import { useUnreadNotificationCount } from '../../features/requests/index.ts';

/**
 * The signed-in user's account menu (profile, requests, outbox, sign out) with the unread notifications on its
 * button and Requests item; loaded lazily by AccountMenu.
 */
export function UserMenu({
  userId,
  profile,
  onSignOut,
}: {
  userId: string | undefined;
  profile: Profile;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  // The user's hub room keeps the unread count live (`notification.changed`) on every page.
  useHubRoom('user', userId);
  const unread = useUnreadNotificationCount(userId !== undefined).data ?? 0;
  const handleSignOut = onSignOut;
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
