import { Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MatchSheet, UpdateFixtureBody } from '@matchday/contracts';
import { FootballPeriod, isFootballFamily } from '@matchday/domain';
import {
  IconBan,
  IconCalendarPause,
  IconFlag,
  IconPlayerPause,
  IconPlayerPlay,
  type IconProps,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { periodName } from './admin-labels.ts';
import { useUpdateFixture } from './api.ts';

type Action = {
  key: string;
  label: string;
  body: UpdateFixtureBody;
  icon: ComponentType<IconProps>;
  /** Asks first: ending, postponing or cancelling a match is not undone by a tap. */
  confirm?: { title: string; body: string; colour: string };
};

/** The next steps of a match from where it stands: the main one(s) first, the rest after. */
function statusActions(t: TFunction, sheet: MatchSheet): { main: Action[]; more: Action[] } {
  const f = sheet.fixture;
  const football = isFootballFamily(sheet.sportKindId);
  const period = f.period ?? 1;
  const name = (p: number) => periodName(t, p, sheet.periods, football);
  const home = f.homeTeamName ?? '';
  const away = f.awayTeamName ?? '';
  const start = (
    p: number,
    key: string,
    label = t('matchAdmin.status.start', { period: name(p) }),
  ): Action => ({
    key,
    label,
    body: { status: 'live', period: p },
    icon: IconPlayerPlay,
  });
  const pause: Action = {
    key: 'break',
    label:
      football && period === FootballPeriod.firstHalf
        ? t('matchAdmin.status.halfTime')
        : t('matchAdmin.status.endPeriod', { period: name(period) }),
    body: { status: 'halftime' },
    icon: IconPlayerPause,
  };
  const fullTime: Action = {
    key: 'fullTime',
    label: t('matchAdmin.status.fullTime'),
    body: { status: 'finished' },
    icon: IconFlag,
    confirm: {
      title: t('matchAdmin.status.fullTimeTitle'),
      body: t('matchAdmin.status.fullTimeBody', {
        home,
        away,
        homeScore: f.homeScore ?? 0,
        awayScore: f.awayScore ?? 0,
      }),
      colour: 'blue',
    },
  };
  const postpone: Action = {
    key: 'postpone',
    label: t('matchAdmin.status.postpone'),
    body: { status: 'postponed' },
    icon: IconCalendarPause,
    confirm: {
      title: t('matchAdmin.status.postponeTitle'),
      body: t('matchAdmin.status.postponeBody'),
      colour: 'yellow',
    },
  };
  const cancel: Action = {
    key: 'cancel',
    label: t('matchAdmin.status.cancel'),
    body: { status: 'cancelled' },
    icon: IconBan,
    confirm: {
      title: t('matchAdmin.status.cancelTitle'),
      body: t('matchAdmin.status.cancelBody'),
      colour: 'red',
    },
  };
  const notPlayed = [
    ...(f.status === 'postponed' ? [] : [postpone]),
    ...(f.status === 'cancelled' ? [] : [cancel]),
  ];

  switch (f.status) {
    case 'finished':
      return { main: [], more: [] };
    case 'scheduled':
    case 'postponed':
    case 'cancelled':
      return { main: [start(1, 'kickOff', t('matchAdmin.status.kickOff'))], more: notPlayed };
    case 'halftime': {
      if (football) {
        // After the second half: extra time; after extra time: the shoot-out.
        if (period === FootballPeriod.secondHalf)
          return {
            main: [start(3, 'extraTime', t('matchAdmin.status.extraTime')), fullTime],
            more: notPlayed,
          };
        if (period >= FootballPeriod.extraTimeSecondHalf)
          return {
            main: [start(5, 'penalties', t('matchAdmin.status.penalties')), fullTime],
            more: notPlayed,
          };
        return { main: [start(period + 1, 'next')], more: [fullTime, ...notPlayed] };
      }
      return {
        main: [start(period + 1, 'next')],
        more: [...(period >= sheet.periods.count ? [fullTime] : []), ...notPlayed],
      };
    }
    case 'live': {
      if (football) {
        if (period === FootballPeriod.firstHalf) return { main: [pause], more: [fullTime, ...notPlayed] };
        if (period === FootballPeriod.secondHalf)
          return {
            main: [fullTime, start(3, 'extraTime', t('matchAdmin.status.extraTime'))],
            more: notPlayed,
          };
        if (period === FootballPeriod.extraTimeFirstHalf)
          return { main: [start(4, 'next')], more: [pause, fullTime, ...notPlayed] };
        if (period === FootballPeriod.extraTimeSecondHalf)
          return {
            main: [fullTime, start(5, 'penalties', t('matchAdmin.status.penalties'))],
            more: notPlayed,
          };
        return { main: [fullTime], more: notPlayed };
      }
      if (period < sheet.periods.count)
        return { main: [pause, start(period + 1, 'next')], more: [fullTime, ...notPlayed] };
      return { main: [fullTime], more: [start(period + 1, 'next'), ...notPlayed] };
    }
  }
}

/**
 * Runs the match (`PUT /fixture/{id}` status and period): kick off, half-time, second half, extra time,
 * penalties, full time (asks first), postpone and cancel (ask first). A finished match changes only through
 * its score.
 */
export function AdminStatusControls({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const update = useUpdateFixture(sheet.fixture.id);
  // Which button started the pending change (the action objects are rebuilt on every render).
  const [pending, setPending] = useState<string | null>(null);
  const { main, more } = statusActions(t, sheet);
  const teamsKnown = sheet.fixture.homeTeamId !== null && sheet.fixture.awayTeamId !== null;

  const run = (action: Action) => {
    const go = () => {
      setPending(action.key);
      update.mutate(action.body, { onError: notifyFailure });
    };
    if (!action.confirm) return go();
    modals.openConfirmModal({
      title: action.confirm.title,
      children: <Text size="sm">{action.confirm.body}</Text>,
      labels: { confirm: action.label, cancel: t('matchAdmin.cancel') },
      confirmProps: { color: action.confirm.colour },
      onConfirm: go,
    });
  };

  if (sheet.fixture.status === 'finished')
    return (
      <Text size="sm" c="dimmed">
        {t('matchAdmin.status.finishedHint')}
      </Text>
    );

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={t('matchAdmin.status.title')}>
      <Stack gap="xs">
        <SimpleGrid cols={main.length > 1 ? 2 : 1} spacing="xs">
          {main.map((a) => {
            const Icon = a.icon;
            return (
              <Button
                key={a.key}
                size="lg"
                color={a.key === 'fullTime' ? 'dark' : undefined}
                leftSection={<Icon size={20} aria-hidden />}
                disabled={!teamsKnown}
                loading={update.isPending && pending === a.key}
                onClick={() => run(a)}
                styles={{ label: { whiteSpace: 'normal', lineHeight: 1.15 } }}
              >
                {a.label}
              </Button>
            );
          })}
        </SimpleGrid>
        {more.length > 0 && (
          <Group gap="xs" justify="flex-end">
            {more.map((a) => {
              const Icon = a.icon;
              return (
                <Button
                  key={a.key}
                  size="sm"
                  variant="subtle"
                  color={a.key === 'cancel' ? 'red' : 'gray'}
                  leftSection={<Icon size={16} aria-hidden />}
                  disabled={
                    update.isPending ||
                    (!teamsKnown && a.body.status !== 'postponed' && a.body.status !== 'cancelled')
                  }
                  onClick={() => run(a)}
                >
                  {a.label}
                </Button>
              );
            })}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
