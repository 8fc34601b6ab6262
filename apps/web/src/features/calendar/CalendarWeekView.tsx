import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { dayOf } from '../../lib/zoned-time.ts';
import { CalendarFixtureCard } from './CalendarFixtureCard.tsx';
import { daysOf, formatDay, groupByDay } from './calendar-dates.ts';

/** Seven days side by side (stacked on a phone), each with its fixtures. */
export function CalendarWeekView({
  fixtures,
  start,
  end,
}: {
  fixtures: readonly CalendarFixture[];
  /** The week's first and last days (`YYYY-MM-DD`). */
  start: string;
  end: string;
}) {
  const { i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const byDay = groupByDay(fixtures, timeZone);
  const today = dayOf(Date.now(), timeZone);
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
      {daysOf(start, end).map((key) => {
        const items = byDay.get(key) ?? [];
        return (
          <Paper
            key={key}
            withBorder
            p="xs"
            component="section"
            aria-label={formatDay(key, i18n.language)}
            bg={key === today ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Text size="sm" fw={700}>
              {formatDay(key, i18n.language)}
            </Text>
            <Stack gap={4} mt={4}>
              {items.map((f) => (
                <CalendarFixtureCard key={f.id} fixture={f} compact />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
