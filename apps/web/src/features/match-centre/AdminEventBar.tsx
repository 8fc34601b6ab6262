import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MatchEventTypeName, MatchSheet } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChampSquads } from '../players/index.ts';
import { AdminEventPicker } from './AdminEventPicker.tsx';
import {
  eventColour,
  eventIcon,
  QUICK_EVENT_TYPES,
  SHOOTOUT_EVENT_TYPES,
  sidePlayers,
} from './admin-sheet.ts';
import { useMatchClock } from './useMatchClock.ts';

type Picker = { type: MatchEventTypeName; minute: { minute: number; addedTime: number } | null; key: number };

/**
 * The quick event bar of a football-family match sheet: one tap on the kind of event opens the picker with
 * the clock's minute, one more on the player records it. Knockout fixtures also get the shoot-out kicks.
 */
export function AdminEventBar({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const clock = useMatchClock(sheet.fixture, sheet.periods, sheet.sportKindId);
  const squads = useChampSquads(sheet.fixture.champId);
  const [picker, setPicker] = useState<Picker | null>(null);
  const squad = squads.data?.items ?? [];
  const players = {
    home: sidePlayers(
      sheet.home,
      squad.filter((p) => p.teamId === sheet.home.teamId),
      sheet.events,
    ),
    away: sidePlayers(
      sheet.away,
      squad.filter((p) => p.teamId === sheet.away.teamId),
      sheet.events,
    ),
  };
  const teamsKnown = sheet.home.teamId !== null && sheet.away.teamId !== null;
  const open = (type: MatchEventTypeName) =>
    setPicker((p) => ({ type, minute: clock.eventMinute, key: (p?.key ?? 0) + 1 }));
  const shootout = sheet.fixture.stageType === 'knockout';

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="event-bar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="event-bar-title">
          {t('matchAdmin.events.title')}
        </Title>
        {!teamsKnown && (
          <Text size="sm" c="dimmed">
            {t('matchAdmin.events.teamsUnknown')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {QUICK_EVENT_TYPES.map((type) => (
            <EventButton key={type} type={type} disabled={!teamsKnown} onClick={() => open(type)} />
          ))}
        </SimpleGrid>
        {shootout && (
          <>
            <Text size="sm" fw={600}>
              {t('matchAdmin.events.shootout')}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              {SHOOTOUT_EVENT_TYPES.map((type) => (
                <EventButton key={type} type={type} disabled={!teamsKnown} onClick={() => open(type)} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      {picker && (
        <AdminEventPicker
          key={picker.key}
          sheet={sheet}
          type={picker.type}
          initialMinute={picker.minute}
          players={players}
          onClose={() => setPicker(null)}
        />
      )}
    </Card>
  );
}

function EventButton({
  type,
  disabled,
  onClick,
}: {
  type: MatchEventTypeName;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const Icon = eventIcon[type];
  return (
    <Button
      variant="light"
      color={eventColour[type]}
      h={64}
      px={6}
      disabled={disabled}
      onClick={onClick}
      styles={{ label: { whiteSpace: 'normal', height: '100%' } }}
    >
      <Stack gap={2} align="center" justify="center">
        <Icon size={22} aria-hidden />
        <Text component="span" size="sm" fw={600} lh={1.15} ta="center">
          {t(`matchAdmin.events.types.${type}`)}
        </Text>
      </Stack>
    </Button>
  );
}
