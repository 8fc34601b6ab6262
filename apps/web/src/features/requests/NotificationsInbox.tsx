import { Box, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Notification } from '@matchday/contracts';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { toSafeReturnPath } from '../../lib/return-url.ts';
import { TimeAgo } from '../registrations/index.ts';
import { useMarkNotificationsRead, useNotifications } from './api.ts';
import { PagedList } from './PagedList.tsx';

/**
 * The inbox: the caller's notifications, newest first, unread ones marked. Opening the page marks nothing;
 * opening a notification marks it read and follows its link; "Mark all as read" clears the rest.
 */
export function NotificationsInbox() {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const list = useNotifications(pageIndex);
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  const now = new Date();

  const markAll = () =>
    markRead.mutate(undefined, {
      onSuccess: () => notifySuccess(t('requests.markedRead')),
      onError: notifyFailure,
    });
  // The link is followed at once; the mark is sent alongside and the inbox refreshes when it lands.
  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate([notification.id], { onError: notifyFailure });
  };

  return (
    <Stack gap="md">
      {list.data && list.data.totalItems > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {unread > 0 ? t('requests.inbox.unread', { count: unread }) : t('requests.inbox.allRead')}
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconChecks size={16} />}
            onClick={markAll}
            disabled={unread === 0}
            loading={markRead.isPending && markRead.variables === undefined}
          >
            {t('requests.inbox.markAllRead')}
          </Button>
        </Group>
      )}
      <PagedList
        query={list}
        label={t('requests.inbox.label')}
        empty={t('requests.inbox.empty')}
        pageIndex={pageIndex}
        onPage={setPageIndex}
      >
        {(notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            onOpen={() => open(notification)}
          />
        )}
      </PagedList>
    </Stack>
  );
}

function NotificationItem({
  notification: n,
  now,
  onOpen,
}: {
  notification: Notification;
  now: Date;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const isUnread = n.readAt === null;
  // Only a path of this site: a notification never sends anyone elsewhere.
  const link = n.link ? toSafeReturnPath(n.link, window.location.origin, '') : '';
  const content = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box
        aria-hidden
        mt={7}
        w={8}
        h={8}
        style={{
          flex: 'none',
          borderRadius: '50%',
          background: isUnread ? 'var(--mantine-color-blue-filled)' : 'transparent',
        }}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
          <Text fw={isUnread ? 700 : 500} style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
            {isUnread && <VisuallyHidden>{t('requests.inbox.unreadMark')}: </VisuallyHidden>}
            {n.title}
          </Text>
          <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
            <TimeAgo value={n.createdAt} now={now} />
          </Text>
        </Group>
        {n.body && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {n.body}
          </Text>
        )}
      </Stack>
    </Group>
  );
  const tint = isUnread ? 'var(--mantine-color-blue-light)' : undefined;
  return (
    <Box component="li" aria-label={n.title}>
      {link ? (
        <Card
          component={Link}
          to={link}
          onClick={onOpen}
          withBorder
          radius="md"
          padding="sm"
          bg={tint}
          data-unread={isUnread || undefined}
        >
          {content}
        </Card>
      ) : (
        <Card withBorder radius="md" padding="sm" bg={tint} data-unread={isUnread || undefined}>
          {content}
          {isUnread && (
            <Group justify="flex-end">
              <Button size="xs" variant="subtle" onClick={onOpen}>
                {t('requests.inbox.markRead')}
              </Button>
            </Group>
          )}
        </Card>
      )}
    </Box>
  );
}
