import { Box, Group, Text } from '@mantine/core';
import type { HubRoomKind } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import type { HubRoomStatus } from '../api/hub.ts';
import { useHubRoomStatus } from '../api/useHubRoom.ts';

const dotColour: Record<HubRoomStatus, string> = {
  live: 'var(--mantine-color-green-6)',
  connecting: 'var(--mantine-color-gray-5)',
  offline: 'var(--mantine-color-orange-6)',
};

/**
 * A small dot and a word saying whether a public page updates by itself: whether the hub room the page follows
 * (`useHubRoom`) is live.
 */
export function LiveIndicator({ kind, id }: { kind: HubRoomKind; id: string | undefined }) {
  const { t } = useTranslation();
  const status = useHubRoomStatus(kind, id);
  return (
    // The hint as the element's title: a Mantine tooltip brought floating-ui (~35 kB with its popover parts) to
    // every live page's first load, for a hint only a mouse shows (issue 25).
    <Group
      gap={6}
      wrap="nowrap"
      role="status"
      aria-live="polite"
      data-status={status}
      title={t(`hub.${status}Hint`)}
    >
      <Box w={8} h={8} style={{ borderRadius: '50%', background: dotColour[status] }} aria-hidden />
      <Text size="xs" c="dimmed">
        {t(`hub.${status}`)}
      </Text>
    </Group>
  );
}
