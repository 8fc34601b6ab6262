import { Divider, Stack, Title } from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { CalendarFixtureCard } from './CalendarFixtureCard.tsx';
import { formatDay, groupByDay } from './calendar-dates.ts';

/** The fixtures day by day (only days that have some): the phone's view. */
export function CalendarListView({ fixtures }: { fixtures: readonly CalendarFixture[] }) {
  const { i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Stack gap="md">
      {[...groupByDay(fixtures, timeZone)].map(([day, items]) => (
        <Stack key={day} gap={0} component="section" aria-label={formatDay(day, i18n.language)}>
          <Title order={2} size="h5">
            {formatDay(day, i18n.language)}
          </Title>
          <Divider my={4} />
          {items.map((f) => (
            <CalendarFixtureCard key={f.id} fixture={f} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
