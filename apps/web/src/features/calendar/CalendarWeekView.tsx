import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CalendarFixtureCard } from './CalendarFixtureCard.tsx';
import { dayKeyOf, daysOf, formatDay, groupByDay } from './calendar-dates.ts';

/** Seven days side by side (stacked on a phone), each with its fixtures. */
export function CalendarWeekView({
  fixtures,
  start,
  end,
}: {
  fixtures: readonly CalendarFixture[];
  start: Dayjs;
  end: Dayjs;
}) {
  const { i18n } = useTranslation();
  const byDay = groupByDay(fixtures);
  const today = dayKeyOf(new Date().toISOString());
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs">
      {daysOf(start, end).map((day) => {
        const key = dayKeyOf(day);
        const items = byDay.get(key) ?? [];
        return (
          <Paper
            key={key}
            withBorder
            p="xs"
            component="section"
            aria-label={formatDay(day, i18n.language)}
            bg={key === today ? 'var(--mantine-primary-color-light)' : undefined}
          >
            <Text size="sm" fw={700}>
              {formatDay(day, i18n.language)}
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
