import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CHAT_MESSAGE_MAX, ChatJoinAck, ChatRoomName } from '@matchday/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useSession } from '../auth/index.ts';
import { usePostChatMessage } from './api.ts';
import { useChatConnection } from './ChatProvider.tsx';
import type { ChatSocket } from './chat-client.ts';

/** How often the latency is measured (a `ping` answered by the server). */
const PING_EVERY_MS = 2000;
const LOG_KEPT = 200;
const SERVER_EVENTS = ['chat.message', 'chat.messageDeleted', 'chat.roomChanged'] as const;

type Connection =
  | { state: 'idle' }
  | { state: 'connecting' }
  | { state: 'connected'; transport: string }
  | { state: 'disconnected'; reason: string };

interface LogEntry {
  id: number;
  at: Date;
  event: string;
  detail: string;
}

interface Latency {
  last: number;
  total: number;
  count: number;
}

const transportOf = (socket: ChatSocket) => socket.io?.engine?.transport?.name ?? '?';
const toTime = (at: Date) => at.toISOString().slice(11, 23);

/**
 * `/chat-test?room=…` (the spec's chat test page, for operators): a socket of its own on the hub's `/chat`
 * namespace, which shows whether it connects and how (WebSocket or long-polling), its id, the latency
 * (a `ping` every 2 s), what joining the room answered and every event the room receives. Signed in, it
 * can post to the room through the chat API, so the whole path can be watched end to end.
 */
export function ChatTestPage() {
  const { t } = useTranslation();
  usePageTitle(t('chat.test.title'));
  const { openSocket } = useChatConnection();
  const session = useSession();
  const [search] = useSearchParams();
  const [room, setRoom] = useState(search.get('room') ?? '');
  const [connection, setConnection] = useState<Connection>({ state: 'idle' });
  const [socketId, setSocketId] = useState<string>();
  const [latency, setLatency] = useState<Latency>();
  const [joinAck, setJoinAck] = useState<string>();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [text, setText] = useState('');
  const socket = useRef<ChatSocket | null>(null);
  const stop = useRef<() => void>(() => {});
  const nextLogId = useRef(0);
  const target = room.trim();
  const roomValid = ChatRoomName.safeParse(target).success;
  const post = usePostChatMessage(target);

  // Leaving the page closes its socket.
  useEffect(() => () => stop.current(), []);

  const append = (event: string, detail: string) => {
    nextLogId.current += 1;
    const entry = { id: nextLogId.current, at: new Date(), event, detail };
    setLog((entries) => [entry, ...entries].slice(0, LOG_KEPT));
  };

  const connect = async () => {
    stop.current();
    setConnection({ state: 'connecting' });
    setJoinAck(undefined);
    setLatency(undefined);
    setSocketId(undefined);
    const opened = await openSocket();
    socket.current = opened;
    let pinger: ReturnType<typeof setInterval> | undefined;
    const ping = () => {
      const sent = Date.now();
      opened.emit('ping', () => {
        const last = Date.now() - sent;
        setLatency((l) => ({ last, total: (l?.total ?? 0) + last, count: (l?.count ?? 0) + 1 }));
      });
    };
    const onConnect = () => {
      setConnection({ state: 'connected', transport: transportOf(opened) });
      setSocketId(opened.id);
      append('connect', opened.id ?? '');
      opened.io?.engine?.on?.('upgrade', () => {
        setConnection({ state: 'connected', transport: transportOf(opened) });
        append('upgrade', transportOf(opened));
      });
      opened.emit('join', { room: target }, (raw) => {
        const ack = ChatJoinAck.safeParse(raw);
        setJoinAck(
          !ack.success
            ? JSON.stringify(raw)
            : ack.data.ok
              ? t('chat.test.joinOk', { room: ack.data.room })
              : t('chat.test.joinRefused', { code: ack.data.code, message: ack.data.message }),
        );
        append('join', JSON.stringify(raw));
      });
      clearInterval(pinger);
      ping();
      pinger = setInterval(ping, PING_EVERY_MS);
    };
    const onDisconnect = (reason?: unknown) => {
      clearInterval(pinger);
      setConnection({ state: 'disconnected', reason: String(reason ?? '') });
      setSocketId(undefined);
      append('disconnect', String(reason ?? ''));
    };
    const onError = (error?: unknown) => {
      const reason = error instanceof Error ? error.message : String(error ?? '');
      setConnection({ state: 'disconnected', reason });
      append('connect_error', reason);
    };
    const onEvents = SERVER_EVENTS.map((name) => {
      const listener = (payload?: unknown) => append(name, JSON.stringify(payload));
      opened.on(name, listener);
      return [name, listener] as const;
    });
    opened.on('connect', onConnect);
    opened.on('disconnect', onDisconnect);
    opened.on('connect_error', onError);
    stop.current = () => {
      clearInterval(pinger);
      opened.disconnect();
      opened.off('connect', onConnect);
      opened.off('disconnect', onDisconnect);
      opened.off('connect_error', onError);
      for (const [name, listener] of onEvents) opened.off(name, listener);
      socket.current = null;
      stop.current = () => {};
    };
    opened.connect();
  };

  const connected = connection.state === 'connected';
  const stateText =
    connection.state === 'connected'
      ? t('chat.test.states.connected', { transport: connection.transport })
      : connection.state === 'disconnected'
        ? t('chat.test.states.disconnected', { reason: connection.reason })
        : t(`chat.test.states.${connection.state}`);

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {t('chat.test.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('chat.test.intro')}
          </Text>
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (roomValid) void connect();
          }}
        >
          <Group align="flex-end" gap="xs">
            <TextInput
              label={t('chat.test.room')}
              description={t('chat.test.roomHint')}
              value={room}
              onChange={(event) => setRoom(event.currentTarget.value)}
              error={target && !roomValid ? t('chat.test.roomInvalid') : undefined}
              style={{ flex: 1, minWidth: 240 }}
              disabled={connection.state === 'connecting' || connected}
            />
            <Button type="submit" disabled={!roomValid || connection.state === 'connecting' || connected}>
              {t('chat.test.connect')}
            </Button>
            <Button
              variant="default"
              disabled={connection.state === 'idle' || connection.state === 'disconnected'}
              onClick={() => stop.current()}
            >
              {t('chat.test.disconnect')}
            </Button>
          </Group>
        </form>
        <Card withBorder padding="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Field label={t('chat.test.connection')} testId="chat-test-state" value={stateText} />
            <Field
              label={t('chat.test.socketId')}
              testId="chat-test-socket-id"
              value={socketId ?? t('chat.test.none')}
            />
            <Field
              label={t('chat.test.latency')}
              testId="chat-test-latency"
              value={
                latency
                  ? t('chat.test.latencyValue', {
                      last: latency.last,
                      average: Math.round(latency.total / latency.count),
                    })
                  : t('chat.test.none')
              }
            />
            <Field
              label={t('chat.test.joinAck')}
              testId="chat-test-join"
              value={joinAck ?? t('chat.test.none')}
            />
          </SimpleGrid>
        </Card>
        <Card withBorder padding="sm">
          <Text fw={600} mb="xs">
            {t('chat.test.send')}
          </Text>
          {session.isAuthenticated ? (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const message = text.trim();
                if (!message || !roomValid) return;
                post.mutate(message, {
                  onSuccess: (sent) => {
                    setText('');
                    append('POST', JSON.stringify({ id: sent.id, seq: sent.seq }));
                  },
                });
              }}
            >
              <Stack gap="xs">
                <Textarea
                  aria-label={t('chat.test.send')}
                  description={t('chat.test.sendHint')}
                  value={text}
                  maxLength={CHAT_MESSAGE_MAX}
                  onChange={(event) => setText(event.currentTarget.value)}
                  autosize
                  minRows={1}
                />
                {post.error && (
                  <Alert color="red" p="xs">
                    {post.error.message}
                  </Alert>
                )}
                <Group>
                  <Button type="submit" loading={post.isPending} disabled={!roomValid || !text.trim()}>
                    {t('chat.composer.send')}
                  </Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Text size="sm">
              <Link
                to={`/login?returnUrl=${encodeURIComponent(`/chat-test${target ? `?room=${target}` : ''}`)}`}
              >
                {t('chat.test.signInToSend')}
              </Link>
            </Text>
          )}
        </Card>
        <Card withBorder padding="sm">
          <Text fw={600} mb="xs">
            {t('chat.test.log')}
          </Text>
          {log.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('chat.test.logEmpty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360}>
              <Stack
                gap={2}
                component="ol"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t('chat.test.log')}
              >
                {log.map((entry) => (
                  <Text key={entry.id} component="li" size="xs" ff="monospace" data-testid="chat-test-log">
                    <Code>{toTime(entry.at)}</Code> <b>{entry.event}</b> {entry.detail}
                  </Text>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Card>
      </Stack>
    </Container>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
