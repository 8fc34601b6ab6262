import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarSubscribeMenuProps } from './CalendarMenu.tsx';

const loadMenu = () => import('./CalendarMenu.tsx');
const CalendarMenu = lazy(() => loadMenu().then((m) => ({ default: m.CalendarMenu })));

/**
 * Subscribe to an iCalendar feed (issue "Calendar"): `webcal://` for the system's calendar app, Google
 * Calendar and Outlook's "add from web", the .ics file, and the link to copy. Subscriptions follow changes
 * (the feed asks to be fetched every hour); a download is a one-off copy.
 *
 * The button is here; the menu (CalendarMenu.tsx) loads when a pointer comes over it or it takes focus, and
 * opens on the click. A page header's menu was a tenth of a second of a phone's main thread while the page
 * loaded, for a menu few visitors open (issue 13).
 */
export function CalendarSubscribeMenu(props: CalendarSubscribeMenuProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const text = props.label ?? t('calendar.subscribe.button');
  const button = (onClick?: () => void) => (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconCalendarPlus size={16} />}
      aria-label={t('calendar.subscribe.menuLabel', { label: text, name: props.name })}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={onClick}
    >
      {text}
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  // While the menu's code arrives, the same button stands in (it arrives at once after a hover or focus).
  return (
    <Suspense fallback={button()}>
      <CalendarMenu {...props} target={button()} />
    </Suspense>
  );
}
