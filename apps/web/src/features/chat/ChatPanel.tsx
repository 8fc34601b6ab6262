import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Divider,
  Group,
  Loader,
  Stack,
  Text,
} from '@mantine/core';
import { useDocumentVisibility } from '@mantine/hooks';
import type { ChatMessage } from '@matchday/contracts';
import { IconArrowDown, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useSession } from '../auth/index.ts';
import { useChatMessages, useChatRoomState, useMarkChatRead } from './api.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessageItem } from './ChatMessageItem.tsx';
import type { ChatRoomStatus } from './chat-client.ts';
import { toChronological } from './chat-messages.ts';
import { formatChatMoment } from './chat-time.ts';
import { useChatRoom } from './useChatRoom.ts';

// Organisers only: everyone else never downloads it.
const ChatModeration = lazy(() =>
  import('./ChatModeration.tsx').then((m) => ({ default: m.ChatModeration })),
);

/** Within this many pixels of the end counts as "at the bottom": new messages scroll into view. */
const BOTTOM_SLACK = 48;
/** Marking read waits for the messages to settle (a burst is one request). */
const MARK_READ_DELAY_MS = 1000;

const dotColour: Record<ChatRoomStatus, string> = {
  live: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-gray-5)',
  offline: 'var(--mantine-color-orange-6)',
};

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * A chat room (`fixture:{id}`, `champ:{id}`, `league:{id}`): its messages live, oldest at the top, older
 * pages on demand, and a composer. Organisers get the room's mode, the muted users and a menu per message.
 * `collapsible` (a phone under the match): a header that opens it, with the unread count while closed.
 */
export function ChatPanel({
  room,
  title,
  collapsible = false,
  defaultCollapsed = false,
  height = 420,
}: {
  room: string;
  title?: string;
  collapsible?: boolean;
  defaultCollapsed?: boolean;
  /** Of the message list: the page does not grow with the chat, the list scrolls inside. */
  height?: number;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const status = useChatRoom(room);
  const state = useChatRoomState(room);
  const messages = useChatMessages(room);
  const session = useSession();
  const markRead = useMarkChatRead(room);
  const visibility = useDocumentVisibility();
  const now = useNow(30_000);
  const [collapsed, setCollapsed] = useState(collapsible && defaultCollapsed);
  const items = useMemo(() => toChronological(messages.data), [messages.data]);
  const newest = items[items.length - 1];

  // What an anonymous reader has seen (signed-in readers have the server's unread count).
  const [seenSeq, setSeenSeq] = useState<number>();
  useEffect(() => {
    if (newest && (!collapsed || seenSeq === undefined)) setSeenSeq(newest.seq);
  }, [newest, collapsed, seenSeq]);

  const unread = state.data?.unread ?? 0;
  const { mutate: markReadNow, isPending: marking } = markRead;
  useEffect(() => {
    if (!session.isAuthenticated || collapsed || visibility !== 'visible' || unread === 0 || marking) return;
    const timer = setTimeout(() => markReadNow(), MARK_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.isAuthenticated, collapsed, visibility, unread, marking, markReadNow]);

  const badge = session.isAuthenticated
    ? unread
    : items.filter((m) => seenSeq !== undefined && m.seq > seenSeq).length;
  const heading = title ?? state.data?.title ?? t('chat.title');

  return (
    <Card withBorder padding="sm" radius="md" component="section" aria-label={heading} w="100%">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {heading}
          </Text>
          <Group
            gap={4}
            wrap="nowrap"
            role="status"
            aria-live="polite"
            data-status={status}
            data-testid="chat-status"
          >
            <Box w={8} h={8} style={{ borderRadius: '50%', background: dotColour[status] }} aria-hidden />
            <Text size="xs" c="dimmed">
              {t(`chat.status.${status}`)}
            </Text>
          </Group>
        </Group>
        <Group gap={4} wrap="nowrap">
          {collapsed && badge > 0 && (
            <Badge color="red" size="sm" circle={badge < 10} aria-label={t('chat.unread', { count: badge })}>
              {badge > 99 ? '99+' : badge}
            </Badge>
          )}
          {collapsible && (
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => setCollapsed((c) => !c)}
              aria-label={collapsed ? t('chat.expand') : t('chat.collapse')}
              aria-expanded={!collapsed}
            >
              {collapsed ? <IconChevronDown size={16} /> : <IconChevronUp size={16} />}
            </ActionIcon>
          )}
        </Group>
      </Group>
      {!collapsed && (
        <Stack gap="xs" mt="xs">
          {state.data?.canModerate && (
            <Suspense fallback={null}>
              <ChatModeration state={state.data} />
            </Suspense>
          )}
          {state.isError || messages.isError ? (
            <Alert color="red" p="xs">
              <Text size="sm">{t('chat.loadFailed')}</Text>
              <Button
                mt={4}
                size="compact-xs"
                variant="default"
                onClick={() => {
                  void state.refetch();
                  void messages.refetch();
                }}
              >
                {t('chat.retry')}
              </Button>
            </Alert>
          ) : (
            <MessageList
              room={room}
              items={items}
              height={height}
              now={now}
              isPending={messages.isPending}
              hasOlder={messages.hasNextPage}
              loadingOlder={messages.isFetchingNextPage}
              onLoadOlder={() => void messages.fetchNextPage()}
              selfId={session.user_id}
              canModerate={state.data?.canModerate ?? false}
              empty={
                state.data && !state.data.isOpen
                  ? state.data.opensAt && Date.parse(state.data.opensAt) > now
                    ? t('chat.emptyOpensAt', { time: formatChatMoment(state.data.opensAt, timeZone) })
                    : t('chat.emptyClosed')
                  : t('chat.empty')
              }
            />
          )}
          <Divider />
          {state.data && <ChatComposer state={state.data} now={now} />}
        </Stack>
      )}
    </Card>
  );
}

/** Height of the message list while the room has no message. */
const EMPTY_HEIGHT = 96;

function MessageList({
  room,
  items,
  height,
  now,
  isPending,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  selfId,
  canModerate,
  empty,
}: {
  room: string;
  items: ChatMessage[];
  height: number;
  now: number;
  isPending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  selfId: string | null;
  canModerate: boolean;
  empty: string;
}) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const previous = useRef<{ newestId?: string; oldestId?: string; scrollHeight: number } | null>(null);
  const newest = items[items.length - 1];
  const oldest = items[0];

  // Runs before paint: the list never shows a jump.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = previous.current;
    if (!before) {
      list.scrollTop = list.scrollHeight;
    } else if (oldest && before.oldestId !== oldest.id && before.newestId === newest?.id) {
      // An older page came in above: the messages being read stay where they were.
      list.scrollTop += list.scrollHeight - before.scrollHeight;
    } else if (newest && before.newestId !== newest.id) {
      if (atBottom.current || newest.userId === selfId) list.scrollTop = list.scrollHeight;
      else setNewBelow(true);
    }
    previous.current = { newestId: newest?.id, oldestId: oldest?.id, scrollHeight: list.scrollHeight };
  }, [newest, oldest, selfId]);

  const onScroll = () => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < BOTTOM_SLACK;
    if (atBottom.current) setNewBelow(false);
    if (list.scrollTop < BOTTOM_SLACK && hasOlder && !loadingOlder) onLoadOlder();
  };
  const jumpToNewest = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  };

  return (
    <Box pos="relative">
      <Box
        ref={listRef}
        // An empty room (closed, or nobody has written yet) takes a line, not a tall blank box beside the page.
        h={!isPending && items.length === 0 ? EMPTY_HEIGHT : height}
        style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
        onScroll={onScroll}
      >
        {hasOlder && (
          <Center py={4}>
            <Button size="compact-xs" variant="subtle" onClick={onLoadOlder} loading={loadingOlder}>
              {t('chat.loadOlder')}
            </Button>
          </Center>
        )}
        {isPending && (
          <Center h="100%">
            <Loader size="sm" aria-label={t('common.loading')} />
          </Center>
        )}
        {!isPending && items.length === 0 && (
          <Center h="100%">
            <Text size="sm" c="dimmed" ta="center" data-testid="chat-empty">
              {empty}
            </Text>
          </Center>
        )}
        <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('chat.messages')}>
          {items.map((message) => (
            <ChatMessageItem
              key={message.id}
              room={room}
              message={message}
              now={now}
              canDelete={canModerate || message.userId === selfId}
              canMute={canModerate && message.userId !== selfId}
            />
          ))}
        </Box>
      </Box>
      {newBelow && (
        <Center pos="absolute" bottom={8} left={0} right={0}>
          <Button
            size="compact-xs"
            radius="xl"
            leftSection={<IconArrowDown size={12} />}
            onClick={jumpToNewest}
          >
            {t('chat.newMessages')}
          </Button>
        </Center>
      )}
    </Box>
  );
}
