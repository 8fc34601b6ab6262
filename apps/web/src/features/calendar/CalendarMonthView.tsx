import { Box, Button, Stack, Text } from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { dayOf, formatCalendarDate } from '../../lib/zoned-time.ts';
import { CalendarFixtureCard } from './CalendarFixtureCard.tsx';
import { daysOf, formatDay, groupByDay, weekdayNames } from './calendar-dates.ts';

/** How many fixtures a day cell shows before "+N more". */
const CELL_ITEMS = 3;

/**
 * The month as a grid of weeks (Monday first); days of the neighbouring months are dimmed. A busy day shows
 * its first fixtures and "+N more", which opens that day's list.
 */
export function CalendarMonthView({
  fixtures,
  start,
  end,
  month,
  onOpenDay,
}: {
  fixtures: readonly CalendarFixture[];
  /** The grid's first and last days (`YYYY-MM-DD`). */
  start: string;
  end: string;
  /** A day of the month shown. */
  month: string;
  onOpenDay: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const byDay = groupByDay(fixtures, timeZone);
  const today = dayOf(Date.now(), timeZone);
  const cell = { border: '1px solid var(--mantine-color-default-border)', minHeight: 96, padding: 4 };
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box
        role="group"
        aria-label={formatCalendarDate(month, 'MMMM YYYY')}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(88px, 1fr))', minWidth: 640 }}
      >
        {weekdayNames(i18n.language).map((name) => (
          <Text key={name} aria-hidden size="xs" fw={700} ta="center" py={4}>
            {name}
          </Text>
        ))}
        {daysOf(start, end).map((key) => {
          const items = byDay.get(key) ?? [];
          const outside = key.slice(0, 7) !== month.slice(0, 7);
          return (
            <Box
              key={key}
              role="group"
              aria-label={formatDay(key, i18n.language)}
              style={{
                ...cell,
                // Days of the next and previous months are shaded, not faded: faded match links failed contrast.
                background:
                  key === today
                    ? 'var(--mantine-primary-color-light)'
                    : outside
                      ? 'var(--mantine-color-gray-0)'
                      : undefined,
              }}
            >
              <Text size="xs" fw={700} ta="right" c={outside ? 'dimmed' : undefined}>
                {Number(key.slice(8))}
              </Text>
              <Stack gap={2}>
                {items.slice(0, CELL_ITEMS).map((f) => (
                  <CalendarFixtureCard key={f.id} fixture={f} compact />
                ))}
                {items.length > CELL_ITEMS && (
                  <Button variant="subtle" size="compact-xs" onClick={() => onOpenDay(key)}>
                    {t('calendar.more', { count: items.length - CELL_ITEMS })}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
