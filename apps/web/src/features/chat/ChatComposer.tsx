import { Alert, Anchor, Button, Group, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX, type ChatRoomState } from '@matchday/contracts';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useSession } from '../auth/index.ts';
import { usePostChatMessage } from './api.ts';
import { formatChatMoment } from './chat-time.ts';

/** The counter shows from here on: most messages are short, and a number under them is noise. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

/** Errors the server names by code; anything else shows the server's own message. */
const KNOWN_ERRORS = new Set(['chat.rate_limited', 'chat.muted', 'chat.room_closed']);

/**
 * Writing in a room: Enter sends, Shift+Enter starts a new line. Whoever cannot write is told why instead:
 * signed out (with a link to sign in and come back), the room closed (and when it opens), muted (until when).
 */
export function ChatComposer({ state, now }: { state: ChatRoomState; now: number }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const post = usePostChatMessage(state.room);
  const [text, setText] = useState('');

  if (session.isLoading) return null;
  if (!session.isAuthenticated) {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <Text size="sm" ta="center" data-testid="chat-composer-disabled">
        <Anchor component={Link} to={`/login?returnUrl=${encodeURIComponent(returnUrl)}`}>
          {t('chat.composer.signIn')}
        </Anchor>
      </Text>
    );
  }
  if (state.mute) {
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="chat-composer-disabled">
        {state.mute.until
          ? t('chat.composer.muted', { time: formatChatMoment(state.mute.until, timeZone) })
          : t('chat.composer.mutedUntilLifted')}
      </Text>
    );
  }
  if (!state.isOpen) {
    const opensLater = state.opensAt !== null && Date.parse(state.opensAt) > now;
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="chat-composer-disabled">
        {t('chat.composer.closed')}
        {opensLater && state.opensAt
          ? ` — ${t('chat.composer.opensAt', { time: formatChatMoment(state.opensAt, timeZone) })}`
          : ''}
      </Text>
    );
  }
  if (!state.canWrite) {
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="chat-composer-disabled">
        {t('chat.composer.cannotWrite')}
      </Text>
    );
  }

  const trimmed = text.trim();
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const send = () => {
    if (!trimmed || tooLong || post.isPending) return;
    post.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (error) => {
        // Muted or closed meanwhile: the room's state says so (and the composer explains it).
        if (error instanceof ApiError && (error.status === 403 || error.status === 409))
          void queryClient.invalidateQueries({ queryKey: queryKeys.chat.room(state.room) });
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const error = post.error;
  const errorText =
    error instanceof ApiError && KNOWN_ERRORS.has(error.code)
      ? t(`chat.errors.${error.code.slice('chat.'.length)}`)
      : error?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {errorText && (
        <Alert color="red" p="xs" mb="xs" data-testid="chat-send-error">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{errorText}</Text>
            {error instanceof ApiError && error.status === 429 && (
              <Button size="compact-xs" variant="default" onClick={send}>
                {t('chat.retry')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          aria-label={t('chat.composer.label')}
          placeholder={t('chat.composer.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
          error={tooLong ? t('chat.composer.tooLong', { max: CHAT_MESSAGE_MAX }) : undefined}
        />
        <Button
          type="submit"
          loading={post.isPending}
          disabled={!trimmed || tooLong}
          aria-label={t('chat.composer.send')}
          px="sm"
        >
          <IconSend size={16} />
        </Button>
      </Group>
      {text.length >= COUNTER_FROM && (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} ta="right" data-testid="chat-counter">
          {t('chat.composer.counter', { count: text.length, max: CHAT_MESSAGE_MAX })}
        </Text>
      )}
    </form>
  );
}
