import { CopyButton, Menu } from '@mantine/core';
import {
  IconBrandGoogle,
  IconBrandWindows,
  IconCalendarEvent,
  IconCheck,
  IconCopy,
  IconDownload,
} from '@tabler/icons-react';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
 * The subscribe menu itself: CalendarSubscribeMenu shows its button and brings this in (Mantine's Menu, with
 * floating-ui) when the visitor first reaches for it; it opens at once, the click that brought it having
 * been on the button.
 */
export function CalendarMenu({
  feed,
  name,
  calendarPath,
  children,
  target,
}: CalendarSubscribeMenuProps & { target: ReactElement }) {
  const { t } = useTranslation();
  const links = toFeedLinks(feed, name, window.location.origin);
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  // The button here replaced the one clicked: it takes the focus first, then the menu opens, so that closing
  // the menu gives the focus back to it (as a menu opened from its own button does).
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={260} opened={opened} onChange={setOpened}>
      <Menu.Target>
        {cloneElement(target as ReactElement<{ ref?: Ref<HTMLButtonElement> }>, { ref: button })}
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
