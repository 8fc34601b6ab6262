import { Button, Collapse, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ChatRoomMode, ChatRoomState } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useChatMutes, useUnmuteChatUser, useUpdateChatRoom } from './api.ts';
import { formatChatMoment } from './chat-time.ts';

/**
 * What a room's organisers see above its messages: the room's mode (open around the match only for a match
 * room) and who is muted, with Unmute. Loaded only for them (ChatPanel imports it lazily).
 */
export function ChatModeration({ state }: { state: ChatRoomState }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const update = useUpdateChatRoom(state.room);
  const [mutesOpen, { toggle }] = useDisclosure(false);
  const mutes = useChatMutes(state.room, mutesOpen);
  const unmute = useUnmuteChatUser(state.room);
  const modes: ChatRoomMode[] =
    state.kind === 'fixture' ? ['closed', 'open', 'matchWindow'] : ['closed', 'open'];

  return (
    <Stack gap="xs" data-testid="chat-moderation">
      <SegmentedControl
        size="xs"
        fullWidth
        aria-label={t('chat.moderation.mode')}
        value={state.mode}
        disabled={update.isPending}
        data={modes.map((mode) => ({ value: mode, label: t(`chat.moderation.modes.${mode}`) }))}
        onChange={(value) =>
          update.mutate(value as ChatRoomMode, {
            onSuccess: () => notifySuccess(t('chat.moderation.modeChanged')),
            onError: notifyFailure,
          })
        }
      />
      <Button variant="subtle" size="compact-xs" onClick={toggle} aria-expanded={mutesOpen}>
        {t('chat.moderation.mutedUsers')}
      </Button>
      <Collapse expanded={mutesOpen}>
        {mutes.data && mutes.data.items.length === 0 && (
          <Text size="xs" c="dimmed">
            {t('chat.moderation.noMutes')}
          </Text>
        )}
        <Stack
          gap={4}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('chat.moderation.mutedUsers')}
        >
          {mutes.data?.items.map((mute) => (
            <Group key={mute.userId} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs" truncate>
                {mute.userName}{' '}
                <Text span c="dimmed" inherit>
                  {mute.until
                    ? t('chat.moderation.mutedUntil', { time: formatChatMoment(mute.until, timeZone) })
                    : t('chat.moderation.mutedUntilLifted')}
                </Text>
              </Text>
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('chat.moderation.unmuteLabel', { name: mute.userName })}
                loading={unmute.isPending && unmute.variables === mute.userId}
                onClick={() =>
                  unmute.mutate(mute.userId, {
                    onSuccess: () => notifySuccess(t('chat.moderation.unmuted', { name: mute.userName })),
                    onError: notifyFailure,
                  })
                }
              >
                {t('chat.moderation.unmute')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
