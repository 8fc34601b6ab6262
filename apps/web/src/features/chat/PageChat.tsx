import { Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ChatRoomKind, toChatRoom } from '@matchday/contracts';
import { lazy, Suspense } from 'react';
import { useOptionalChatConnection } from './ChatProvider.tsx';

// Chat's code (panel, socket client) loads with the first chat shown, not with the page around it.
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/** Mantine's `md` breakpoint: narrower is a phone or a small tablet. */
const PHONE = '(max-width: 61.99em)';

/**
 * The chat of an item's page (a match, a competition, a league). `collapsedOnPhone`: on a narrow screen it
 * starts closed (with its unread count), since it sits below the page's own content. Nothing shows outside
 * the app's ChatProvider (a page's own tests).
 */
export function PageChat({
  kind,
  id,
  collapsedOnPhone = false,
  height,
}: {
  kind: ChatRoomKind;
  id: string;
  collapsedOnPhone?: boolean;
  height?: number;
}) {
  const connection = useOptionalChatConnection();
  const phone = useMediaQuery(PHONE);
  if (!connection) return null;
  const collapsible = collapsedOnPhone && phone;
  return (
    <Suspense fallback={<Skeleton h={120} />}>
      <ChatPanel
        // A rotated phone starts over in its new layout.
        key={collapsible ? 'collapsible' : 'open'}
        room={toChatRoom(kind, id)}
        collapsible={collapsible}
        defaultCollapsed={collapsible}
        height={height ?? (phone ? 320 : 480)}
      />
    </Suspense>
  );
}
