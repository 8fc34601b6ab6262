import { Anchor, Card, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ChatRoomMode, ChatRoomState } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useChatRoomState, useUpdateChatRoom } from './api.ts';
import { formatChatMoment } from './chat-time.ts';

const MATCH_MODES: ChatRoomMode[] = ['matchWindow', 'open', 'closed'];

/**
 * The match room's mode on the organiser's match sheet (issue 30): by default it follows the match (open an hour
 * before kick-off until the end); the organiser opens or closes it here without going to the public page.
 */
export function MatchChatControl({ fixtureId, matchPath }: { fixtureId: string; matchPath: string }) {
  const { t } = useTranslation();
  const room = `fixture:${fixtureId}`;
  const state = useChatRoomState(room);
  const update = useUpdateChatRoom(room);
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="match-chat-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="match-chat-title">
          {t('chat.matchControl.title')}
        </Title>
        {state.data ? (
          <>
            <SegmentedControl
              size="xs"
              fullWidth
              aria-label={t('chat.moderation.mode')}
              value={state.data.mode}
              disabled={update.isPending || !state.data.canModerate}
              data={MATCH_MODES.map((mode) => ({ value: mode, label: t(`chat.moderation.modes.${mode}`) }))}
              onChange={(value) =>
                update.mutate(value as ChatRoomMode, {
                  onSuccess: () => notifySuccess(t('chat.moderation.modeChanged')),
                  onError: notifyFailure,
                })
              }
            />
            <RoomNow state={state.data} />
            <Anchor component={Link} to={matchPath} size="sm">
              {t('chat.matchControl.viewRoom')}
            </Anchor>
          </>
        ) : (
          <Skeleton height={56} />
        )}
      </Stack>
    </Card>
  );
}

/** Whether fans can write now, and when a room that follows its match opens. */
function RoomNow({ state }: { state: ChatRoomState }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const opensLater = !state.isOpen && state.opensAt !== null && Date.parse(state.opensAt) > Date.now();
  return (
    <Text size="sm" c="dimmed" role="status">
      {state.isOpen
        ? t('chat.matchControl.open')
        : opensLater && state.opensAt
          ? t('chat.matchControl.opensAt', { time: formatChatMoment(state.opensAt, timeZone) })
          : t('chat.matchControl.closed')}
    </Text>
  );
}
