import { Skeleton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ChatRoomKind, toChatRoom } from '@matchday/contracts';
import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/near-viewport.ts';
import { useOptionalChatConnection } from './ChatProvider.tsx';

// Chat's code (panel, socket client) loads with the first chat shown, not with the page around it.
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));

/** Mantine's `md` breakpoint: narrower is a phone or a small tablet. */
const PHONE = '(max-width: 61.99em)';

/**
 * The chat of an item's page (a match, a competition, a league). `collapsedOnPhone`: on a narrow screen it
 * starts closed (with its unread count), since it sits below the page's own content. Nothing shows outside
 * the app's ChatProvider (a page's own tests). Its code loads when it comes on screen: below a page's content
 * on a phone, its module and first render were a tenth of a second of blocking while the page loaded
 * (issue 13); beside a match on a wide screen it is in view, and loads at once.
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
  // On screen, not near it: below a page's content on a phone, the chat waits until the visitor gets there.
  const [placeholder, near] = useNearViewport<HTMLDivElement>('0px');
  if (!connection) return null;
  const collapsible = collapsedOnPhone && phone;
  // A closed chat's place is its header's height (54 px), so nothing moves under the visitor when it arrives.
  if (!near) return <Skeleton ref={placeholder} h={collapsible ? 54 : 120} />;
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
