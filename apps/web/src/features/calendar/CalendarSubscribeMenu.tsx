import { Button, CopyButton } from '@mantine/core';
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
import { ActionMenu, ActionMenuItem } from '../../components/ActionMenu.tsx';
import { usePageOrigin } from '../../lib/page-origin.tsx';
import { toFeedLinks } from './feed-links.ts';

export interface CalendarSubscribeMenuProps {
  /** The feed's path on this site (`/api/teams/{id}/calendar.ics`) or its absolute address. */
  feed: string;
  /** What the subscription is called in the calendar app (the team's name…). */
  name: string;
  /** The `/calendar` page filtered to the same fixtures, when there is one. */
  calendarPath?: string | undefined;
  /** Extra items at the end (the favourites feed's "new link"): `ActionMenu` items. */
  children?: ReactNode;
  label?: string | undefined;
  /** Which edge of the button the menu lines up with (`start` where the button sits at the left). */
  align?: 'start' | 'end';
}

/**
 * Subscribe to an iCalendar feed (issue "Calendar"): `webcal://` for the system's calendar app, Google
 * Calendar and Outlook's "add from web", the .ics file, and the link to copy. Subscriptions follow changes
 * (the feed asks to be fetched every hour); a download is a one-off copy. The menu is the light ActionMenu: the
 * page's own button opens it (issue 25).
 */
export function CalendarSubscribeMenu({
  feed,
  name,
  calendarPath,
  children,
  label,
  align = 'end',
}: CalendarSubscribeMenuProps) {
  const { t } = useTranslation();
  const text = label ?? t('calendar.subscribe.button');
  // The page's own address, on the server as in the browser (the page is drawn on both).
  const links = toFeedLinks(feed, name, usePageOrigin().origin);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <ActionMenu
      align={align}
      button={(props) => (
        <Button
          {...props}
          variant="default"
          size="sm"
          leftSection={<IconCalendarPlus size={16} />}
          aria-label={t('calendar.subscribe.menuLabel', { label: text, name })}
        >
          {text}
        </Button>
      )}
    >
      <ActionMenuItem href={links.webcal} icon={<IconCalendarEvent size={16} />}>
        {t('calendar.subscribe.webcal')}
      </ActionMenuItem>
      <ActionMenuItem href={links.google} linkProps={external} icon={<IconBrandGoogle size={16} />}>
        {t('calendar.subscribe.google')}
      </ActionMenuItem>
      <ActionMenuItem href={links.outlook} linkProps={external} icon={<IconBrandWindows size={16} />}>
        {t('calendar.subscribe.outlook')}
      </ActionMenuItem>
      <ActionMenuItem href={links.https} linkProps={{ download: '' }} icon={<IconDownload size={16} />}>
        {t('calendar.subscribe.download')}
      </ActionMenuItem>
      <CopyButton value={links.https}>
        {({ copied, copy }) => (
          <ActionMenuItem
            onClick={copy}
            keepOpen
            icon={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          >
            {copied ? t('calendar.subscribe.copied') : t('calendar.subscribe.copy')}
          </ActionMenuItem>
        )}
      </CopyButton>
      {calendarPath && (
        <ActionMenuItem to={calendarPath} icon={<IconCalendarEvent size={16} />}>
          {t('calendar.subscribe.openCalendar')}
        </ActionMenuItem>
      )}
      {children}
    </ActionMenu>
  );
}
