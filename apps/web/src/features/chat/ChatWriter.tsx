import { Alert, Button, Group, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX, type ChatRoomState } from '@matchday/contracts';
import { IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { usePostChatMessage } from './api.ts';

/** The counter shows from here on: most messages are short, and a number under them is noise. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

/** Errors the server names by code; anything else shows the server's own message. */
const KNOWN_ERRORS = new Set(['chat.rate_limited', 'chat.muted', 'chat.room_closed']);

/**
 * The box to write a message in, for whoever may write in the room (ChatComposer.tsx decides): Enter sends,
 * Shift+Enter starts a new line, a counter near the limit, the server's refusal inline.
 */
export function ChatWriter({ state }: { state: ChatRoomState }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const post = usePostChatMessage(state.room);
  const [text, setText] = useState('');

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
