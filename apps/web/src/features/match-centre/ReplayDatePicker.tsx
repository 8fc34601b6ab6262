import { Alert, Anchor, Button, Card, Group, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';
import { useUpdateFixture } from './api.ts';

const FIRST_OPTIONS = 6;
const MORE_OPTIONS = 10;
const MAX_OPTIONS = 100;

/**
 * A postponed match's new date: the dates, kick-offs and venues where it can be replayed without breaking any
 * rule of its stage's schedule (`GET /fixture/{id}/replay-options`, soonest first); choosing one moves the match
 * there (`PUT /fixture/{id}` `{ startsAt, venueId, status: 'scheduled' }`).
 */
export function ReplayDatePicker({ fixture }: { fixture: Fixture }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const titleId = useId();
  // A few dates first (the server offers every day that works), more on request.
  const [limit, setLimit] = useState(FIRST_OPTIONS);
  const options = useQuery({
    queryKey: queryKeys.fixtures.replayOptions(fixture.id, limit),
    queryFn: ({ signal }) =>
      callApi(api.schedule.getReplayOptions, { params: { id: fixture.id }, query: { limit } }, { signal }),
    placeholderData: keepPreviousData,
  });
  const update = useUpdateFixture(fixture.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const items = options.data?.items ?? [];
  const option = chosen === null ? undefined : items[Number(chosen)];

  // The promise, not mutate's callbacks: the moved match has a new sheet, and this card goes with its status.
  const move = () => {
    if (!option) return;
    void update.mutateAsync({ startsAt: option.startsAt, venueId: option.venueId, status: 'scheduled' }).then(
      () =>
        notifySuccess(
          t('matchAdmin.replay.moved', {
            when: formatInstant(option.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm'),
          }),
        ),
      notifyFailure,
    );
  };

  const notScheduled = options.error instanceof ApiError && options.error.code === 'schedule.not_scheduled';
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          <IconCalendarRepeat
            size={20}
            style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
            aria-hidden
          />
          {t('matchAdmin.replay.title')}
        </Title>
        {options.isPending && <Skeleton h={80} />}
        {notScheduled && (
          <Text size="sm" c="dimmed">
            {t('matchAdmin.replay.notScheduled')}{' '}
            <Anchor
              component={Link}
              to={`/admin/competitions/details/${fixture.champId}/stages/${fixture.stageId}/schedule`}
              inherit
            >
              {t('matchAdmin.replay.openScheduler')}
            </Anchor>
          </Text>
        )}
        {options.isError && !notScheduled && <Alert color="red">{options.error.message}</Alert>}
        {options.data && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('matchAdmin.replay.none')}
          </Text>
        )}
        {items.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {t('matchAdmin.replay.help')}
            </Text>
            <Radio.Group value={chosen} onChange={setChosen} aria-label={t('matchAdmin.replay.options')}>
              <Stack gap={6}>
                {items.map((o, i) => (
                  <Radio.Card
                    key={`${o.startsAt}-${o.venueId}`}
                    value={String(i)}
                    radius="sm"
                    p="xs"
                    withBorder
                  >
                    <Group wrap="nowrap" gap="sm" align="flex-start">
                      <Radio.Indicator mt={2} />
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {formatInstant(o.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {[
                            o.venueName ?? t('matchAdmin.replay.noVenue'),
                            t('matchAdmin.replay.round', { round: o.round }),
                          ].join(' · ')}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="space-between">
              {items.length >= limit && limit < MAX_OPTIONS ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setLimit((n) => Math.min(MAX_OPTIONS, n + MORE_OPTIONS))}
                  loading={options.isFetching}
                >
                  {t('matchAdmin.replay.more')}
                </Button>
              ) : (
                <span />
              )}
              <Button onClick={move} disabled={!option} loading={update.isPending}>
                {t('matchAdmin.replay.move')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
