import {
  Card,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RoundDates } from './schedule-draft.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** How rounds get their dates: every few days from a first date, or a date per round; and the kick-off time. */
export function RoundDatesForm({
  dates,
  roundCount,
  onChange,
}: {
  dates: RoundDates;
  roundCount: number;
  onChange: (dates: RoundDates) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<RoundDates>) => onChange({ ...dates, ...patch });
  const days = Number(dates.daysBetweenRounds);
  const daysError =
    dates.daysBetweenRounds !== '' && !(Number.isInteger(days) && days >= 1 && days <= 365)
      ? t('scheduler.dates.daysInvalid')
      : null;
  const timeError =
    dates.kickoffTime !== '' && !TIME.test(dates.kickoffTime) ? t('scheduler.dates.timeInvalid') : null;
  const undated =
    dates.mode === 'weekly' ? dates.startDate === '' : dates.roundDates.slice(0, roundCount).every((d) => !d);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dates-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="dates-title">
          <IconCalendar size={20} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} aria-hidden />
          {t('scheduler.dates.title')}
        </Title>
        <SegmentedControl
          aria-label={t('scheduler.dates.mode')}
          value={dates.mode}
          onChange={(mode) => set({ mode: mode as RoundDates['mode'] })}
          data={[
            { value: 'weekly', label: t('scheduler.dates.weekly') },
            { value: 'list', label: t('scheduler.dates.list') },
          ]}
          fullWidth
          maw={480}
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {dates.mode === 'weekly' ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput
              type="date"
              label={t('scheduler.dates.startDate')}
              value={dates.startDate}
              onChange={(e) => set({ startDate: e.currentTarget.value })}
            />
            <NumberInput
              label={t('scheduler.dates.daysBetweenRounds')}
              min={1}
              max={365}
              allowDecimal={false}
              value={dates.daysBetweenRounds}
              onChange={(value) => set({ daysBetweenRounds: value })}
              error={daysError}
            />
            <TextInput
              type="time"
              label={t('scheduler.dates.kickoffTime')}
              value={dates.kickoffTime}
              onChange={(e) => set({ kickoffTime: e.currentTarget.value })}
              error={timeError}
            />
          </SimpleGrid>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('scheduler.dates.listHelp')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
              {Array.from({ length: roundCount }, (_, i) => (
                <TextInput
                  // biome-ignore lint/suspicious/noArrayIndexKey: one input per round, in round order
                  key={i}
                  type="date"
                  label={t('scheduler.dates.roundDate', { round: i + 1 })}
                  value={dates.roundDates[i] ?? ''}
                  onChange={(e) => {
                    const next = Array.from({ length: roundCount }, (_, j) => dates.roundDates[j] ?? '');
                    next[i] = e.currentTarget.value;
                    set({ roundDates: next });
                  }}
                />
              ))}
            </SimpleGrid>
            <TextInput
              type="time"
              label={t('scheduler.dates.kickoffTime')}
              value={dates.kickoffTime}
              onChange={(e) => set({ kickoffTime: e.currentTarget.value })}
              error={timeError}
              maw={240}
            />
          </Stack>
        )}
        {undated && (
          <Text size="sm" c="dimmed">
            {t('scheduler.dates.noDatesHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
