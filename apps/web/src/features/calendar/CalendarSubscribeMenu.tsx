import { Button, CopyButton, Menu } from '@mantine/core';
import {
  IconBrandGoogle,
  IconBrandWindows,
  IconCalendarEvent,
  IconCalendarPlus,
  IconCheck,
  IconCopy,
  IconDownload,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageOrigin } from '../../lib/page-origin.tsx';
import { toFeedLinks } from './feed-links.ts';

export interface CalendarSubscribeMenuProps {
  /** The feed's path on this site (`/api/teams/{id}/calendar.ics`) or its absolute address. */
  feed: string;
  /** What the subscription is called in the calendar app (the team's name…). */
  name: string;
  /** The `/calendar` page filtered to the same fixtures, when there is one. */
  calendarPath?: string | undefined;
  /** Extra items at the end (the favourites feed's "new link"). */
  children?: ReactNode;
  label?: string | undefined;
}

/**
 * Subscribe to an iCalendar feed (issue "Calendar"): `webcal://` for the system's calendar app, Google
 * Calendar and Outlook's "add from web", the .ics file, and the link to copy. Subscriptions follow changes
 * (the feed asks to be fetched every hour); a download is a one-off copy. Mantine's Menu from the start: its
 * button is the one on the page, never swapped for another under the pointer (issue 25).
 */
export function CalendarSubscribeMenu({
  feed,
  name,
  calendarPath,
  children,
  label,
}: CalendarSubscribeMenuProps) {
  const { t } = useTranslation();
  const { origin } = usePageOrigin();
  const links = toFeedLinks(feed, name, origin);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const text = label ?? t('calendar.subscribe.button');
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconCalendarPlus size={16} />}
          aria-label={t('calendar.subscribe.menuLabel', { label: text, name })}
        >
          {text}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component="a" href={links.webcal} leftSection={<IconCalendarEvent size={16} />}>
          {t('calendar.subscribe.webcal')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.google}
          {...external}
          leftSection={<IconBrandGoogle size={16} />}
        >
          {t('calendar.subscribe.google')}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={links.outlook}
          {...external}
          leftSection={<IconBrandWindows size={16} />}
        >
          {t('calendar.subscribe.outlook')}
        </Menu.Item>
        <Menu.Item component="a" href={links.https} download leftSection={<IconDownload size={16} />}>
          {t('calendar.subscribe.download')}
        </Menu.Item>
        <CopyButton value={links.https}>
          {({ copied, copy }) => (
            <Menu.Item
              closeMenuOnClick={false}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t('calendar.subscribe.copied') : t('calendar.subscribe.copy')}
            </Menu.Item>
          )}
        </CopyButton>
        {calendarPath && (
          <Menu.Item component={Link} to={calendarPath} leftSection={<IconCalendarEvent size={16} />}>
            {t('calendar.subscribe.openCalendar')}
          </Menu.Item>
        )}
        {children}
      </Menu.Dropdown>
    </Menu>
  );
}
