import { Anchor, Box, Text } from '@mantine/core';
import type { ChatRoomState } from '@matchday/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useSession } from '../auth/index.ts';
import { formatChatMoment } from './chat-time.ts';

// The box to write in (ChatWriter.tsx): only whoever may write downloads it, not the readers of a page.
const ChatWriter = lazy(() => import('./ChatWriter.tsx').then((m) => ({ default: m.ChatWriter })));

/**
 * Writing in a room (ChatWriter.tsx: Enter sends, Shift+Enter starts a new line). Whoever cannot write is told
 * why instead: signed out (with a link to sign in and come back), the room closed (and when it opens), muted
 * (until when).
 */
export function ChatComposer({ state, now }: { state: ChatRoomState; now: number }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const session = useSession();
  const location = useLocation();

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

  // The box's height (one line) is held while its code arrives.
  return (
    <Suspense fallback={<Box h={36} />}>
      <ChatWriter state={state} />
    </Suspense>
  );
}
