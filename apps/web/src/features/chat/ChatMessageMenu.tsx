import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ChatMessage } from '@matchday/contracts';
import { IconTrash, IconVolume3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenuItem, ActionMenuLabel } from '../../components/ActionMenu.tsx';
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
 * A message's menu items: delete it (after confirming) and mute its author. ChatMessageItem's menu (an
 * ActionMenu, with the page) brings these in when it first opens or a pointer comes over its button (the
 * confirmation modal, the notifications, the moderation calls): a reader who may do neither (every visitor)
 * never downloads them, and the chat on a public page stays light (issue 25).
 */
export function ChatMessageMenuItems({ room, message, canDelete, canMute }: ChatMessageMenuProps) {
  const { t } = useTranslation();
  const remove = useDeleteChatMessage(room);
  const mute = useMuteChatUser(room);

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
    <>
      {canDelete && (
        <ActionMenuItem color="red" icon={<IconTrash size={14} />} onClick={confirmDelete}>
          {t('chat.moderation.delete')}
        </ActionMenuItem>
      )}
      {canMute && (
        <>
          <ActionMenuLabel>{t('chat.moderation.mute', { name: message.userName })}</ActionMenuLabel>
          {MUTE_CHOICES.map((minutes) => (
            <ActionMenuItem
              key={String(minutes)}
              icon={<IconVolume3 size={14} />}
              onClick={() => muteAuthor(minutes)}
            >
              {t(`chat.moderation.muteFor.${minutes ?? 'forever'}`)}
            </ActionMenuItem>
          ))}
        </>
      )}
    </>
  );
}
