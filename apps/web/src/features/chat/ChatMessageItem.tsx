import { ActionIcon, Anchor, Avatar, Group, Loader, Text } from '@mantine/core';
import type { ChatMessage } from '@matchday/contracts';
import { IconDots } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionMenu } from '../../components/ActionMenu.tsx';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import type { ChatMessageMenuProps } from './ChatMessageMenu.tsx';
import { formatChatMoment, formatChatTime } from './chat-time.ts';
import { MessageText } from './MessageText.tsx';

const loadMenu = () => import('./ChatMessageMenu.tsx');
const ChatMessageMenuItems = lazy(() => loadMenu().then((m) => ({ default: m.ChatMessageMenuItems })));

/**
 * One message: avatar, author (a link to their profile), when, the text. Its menu (ChatMessageMenu.tsx): delete
 * (the room's moderators and the author) and mute the author (moderators).
 */
export function ChatMessageItem({
  room,
  message,
  now,
  canDelete,
  canMute,
}: {
  room: string;
  message: ChatMessage;
  now: number;
  canDelete: boolean;
  canMute: boolean;
}) {
  return (
    <Group
      component="li"
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      data-testid="chat-message"
      data-seq={message.seq}
      py={4}
    >
      <Avatar src={message.userImage} alt="" name={message.userName} size="sm" radius="xl" />
      <div style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/user-profile/${message.userId}`} size="sm" fw={600} truncate>
            {message.userName}
          </Anchor>
          <MessageTime message={message} now={now} />
        </Group>
        <MessageText text={message.text} />
      </div>
      {(canDelete || canMute) && (
        <MessageActions room={room} message={message} canDelete={canDelete} canMute={canMute} />
      )}
    </Group>
  );
}

function MessageTime({ message, now }: { message: ChatMessage; now: number }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Text
      component="time"
      dateTime={message.createdAt}
      title={formatChatMoment(message.createdAt, timeZone)}
      size="xs"
      c="dimmed"
      style={{ whiteSpace: 'nowrap' }}
    >
      {formatChatTime(message.createdAt, now, t('chat.justNow'), timeZone)}
    </Text>
  );
}

/**
 * The message's menu: its button is the page's from the start; the items' code (moderation calls, the
 * confirmation) loads when a pointer comes over the button or it takes focus, and at the latest when it opens.
 */
function MessageActions(props: ChatMessageMenuProps) {
  const { t } = useTranslation();
  return (
    <ActionMenu
      width={220}
      button={(menuButton) => (
        <ActionIcon
          {...menuButton}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('chat.messageActions', { name: props.message.userName })}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
        >
          <IconDots size={14} />
        </ActionIcon>
      )}
    >
      <Suspense fallback={<Loader size="xs" m="xs" aria-label={t('common.loading')} />}>
        <ChatMessageMenuItems {...props} />
      </Suspense>
    </ActionMenu>
  );
}
