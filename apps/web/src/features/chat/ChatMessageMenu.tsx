import { Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ChatMessage } from '@matchday/contracts';
import { IconTrash, IconVolume3 } from '@tabler/icons-react';
import { cloneElement, type ReactElement, type Ref, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDeleteChatMessage, useMuteChatUser } from './api.ts';

/** How long a moderator can mute someone from a message's menu; null: until lifted. */
export const MUTE_CHOICES = [10, 60, 1440, null] as const;

export interface ChatMessageMenuProps {
  room: string;
  message: ChatMessage;
  /** The room's moderators and the message's author. */
  canDelete: boolean;
  /** The room's moderators, on someone else's message. */
  canMute: boolean;
}

/**
 * A message's menu: delete it (after confirming) and mute its author. ChatMessageItem shows its button and
 * brings this in (Mantine's Menu with floating-ui, the confirmation modal, the notifications) when a pointer
 * comes over the button or it takes focus: a reader who may do neither (every visitor) never downloads it, and
 * the chat on a public page stays light (issue 25). The click that brought it was on the button: it opens at once.
 */
export function ChatMessageMenu({
  room,
  message,
  canDelete,
  canMute,
  target,
}: ChatMessageMenuProps & { target: ReactElement }) {
  const { t } = useTranslation();
  const remove = useDeleteChatMessage(room);
  const mute = useMuteChatUser(room);
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // The button here replaced the one clicked: it takes the focus first, then the menu opens, so that closing
  // the menu gives the focus back to it (as a menu opened from its own button does).
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('chat.moderation.deleteTitle'),
      children: <Text size="sm">{t('chat.moderation.deleteBody', { name: message.userName })}</Text>,
      labels: { confirm: t('chat.moderation.deleteConfirm'), cancel: t('chat.moderation.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(message.id, {
          onSuccess: () => notifySuccess(t('chat.moderation.deleted')),
          onError: notifyFailure,
        }),
    });
  const muteAuthor = (minutes: number | null) =>
    mute.mutate(
      { userId: message.userId, minutes },
      {
        onSuccess: () => notifySuccess(t('chat.moderation.muted', { name: message.userName })),
        onError: notifyFailure,
      },
    );

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        {cloneElement(target as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: button })}
      </Menu.Target>
      <Menu.Dropdown>
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
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
                onClick={() => muteAuthor(minutes)}
              >
                {t(`chat.moderation.muteFor.${minutes ?? 'forever'}`)}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
