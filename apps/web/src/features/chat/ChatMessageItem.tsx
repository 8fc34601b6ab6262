import { ActionIcon, Anchor, Avatar, Group, Menu, Text } from '@mantine/core';
import type { ChatMessage } from '@matchday/contracts';
import { IconDots, IconTrash, IconVolume3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatChatMoment, formatChatTime } from './chat-time.ts';
import { MessageText } from './MessageText.tsx';

/** How long a moderator can mute someone from a message's menu; null: until lifted. */
export const MUTE_CHOICES = [10, 60, 1440, null] as const;

/**
 * One message: avatar, author (a link to their profile), when, the text. Its menu: delete (the room's
 * moderators and the author) and mute the author (moderators).
 */
export function ChatMessageItem({
  message,
  now,
  canDelete,
  canMute,
  onDelete,
  onMute,
}: {
  message: ChatMessage;
  now: number;
  canDelete: boolean;
  canMute: boolean;
  onDelete: (message: ChatMessage) => void;
  onMute: (message: ChatMessage, minutes: number | null) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
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
        </Group>
        <MessageText text={message.text} />
      </div>
      {(canDelete || canMute) && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('chat.messageActions', { name: message.userName })}
            >
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {canDelete && (
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(message)}>
                {t('chat.moderation.delete')}
              </Menu.Item>
            )}
            {canMute && (
              <>
                <Menu.Label>{t('chat.moderation.mute', { name: message.userName })}</Menu.Label>
                {MUTE_CHOICES.map((minutes) => (
                  <Menu.Item
                    key={String(minutes)}
                    leftSection={<IconVolume3 size={14} />}
                    onClick={() => onMute(message, minutes)}
                  >
                    {t(`chat.moderation.muteFor.${minutes ?? 'forever'}`)}
                  </Menu.Item>
                ))}
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
