import { Notifications } from '@mantine/notifications';

/** Mantine's notification stack, a chunk of its own: providers.tsx mounts it when the first one is shown. */
export function NotificationsHost() {
  // Two at a time: a burst of saves (a match entered quickly) must not cover the page.
  return <Notifications position="top-right" limit={2} />;
}
