import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventBody, MatchEventTypeName, MatchSheet } from '@matchday/contracts';
import { EventBody as EventBodySchema } from '@matchday/contracts';
import { FootballPeriod } from '@matchday/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { rangeOf } from '../../components/zod-form.ts';
import { isShootoutEvent, type PickablePlayer, periodOfEventMinute } from './admin-sheet.ts';
import { useAddEvent } from './api.ts';
import { formatMinute } from './match-clock.ts';

type Side = 'home' | 'away';
type Picked = { side: Side; player: PickablePlayer };

type Props = {
  sheet: MatchSheet;
  /** The event being recorded; null closes the picker. */
  type: MatchEventTypeName | null;
  /** The clock's minute when the picker opened (null: none runs, the organiser types it). */
  initialMinute: { minute: number; addedTime: number } | null;
  players: Record<Side, PickablePlayer[]>;
  onClose: () => void;
};

const minuteRange = rangeOf(EventBodySchema.shape.minute);
const addedRange = rangeOf(EventBodySchema.shape.addedTime);

/**
 * The compact picker behind the quick event bar: the minute (pre-filled from the clock, editable, with added
 * time), then one tap on a player of either side records the event. A goal with "Add the assist" on and a
 * substitution take a second tap (the assist, the player coming on). Server errors show next to the field
 * they name.
 */
export function AdminEventPicker({ sheet, type, initialMinute, players, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const add = useAddEvent(sheet.fixture.id);
  const [minute, setMinute] = useState<number | string>(initialMinute?.minute ?? '');
  const [addedTime, setAddedTime] = useState<number | string>(initialMinute?.addedTime || '');
  const [withAssist, setWithAssist] = useState(false);
  const [first, setFirst] = useState<Picked | null>(null);
  const [minuteError, setMinuteError] = useState<string | null>(null);

  if (type === null) return null;
  const shootout = isShootoutEvent(type);
  const secondStep = type === 'substitution' || (type === 'goal' && withAssist);
  const errors = add.error instanceof ApiError ? add.error.fieldErrors : {};
  const fieldless =
    add.error && !(add.error instanceof ApiError && Object.keys(add.error.fieldErrors).length > 0)
      ? toErrorMessage(add.error)
      : null;
  const playerError =
    errors.playerId ?? errors.relatedPlayerId ?? errors.teamId ?? errors.type ?? errors.period;
  const typeName = t(`matchAdmin.events.types.${type}`);

  const submit = (side: Side, player: PickablePlayer, related: PickablePlayer | null) => {
    const m = minute === '' ? null : Number(minute);
    if (!shootout && m === null) {
      setMinuteError(t('matchAdmin.events.minuteRequired'));
      return;
    }
    const added = addedTime === '' ? 0 : Number(addedTime);
    const teamId = side === 'home' ? sheet.home.teamId : sheet.away.teamId;
    if (!teamId) return;
    const body: EventBody = {
      type,
      teamId,
      playerId: player.playerId,
      relatedPlayerId: related?.playerId ?? null,
      minute: shootout ? null : m,
      addedTime: shootout ? null : added,
      period: shootout
        ? FootballPeriod.penalties
        : m === null
          ? null
          : periodOfEventMinute(m, sheet.periods, sheet.sportKindId),
    };
    add.mutate(body, {
      onSuccess: () => {
        notifySuccess(
          t('matchAdmin.events.added', {
            event: typeName,
            player: player.name,
            minute: shootout ? '' : formatMinute(m, added),
          }).trim(),
        );
        onClose();
      },
    });
  };

  const tap = (side: Side, player: PickablePlayer) => {
    setMinuteError(null);
    if (first === null && secondStep) {
      setFirst({ side, player });
      return;
    }
    if (first) submit(first.side, first.player, player);
    else submit(side, player, null);
  };

  const instruction = first
    ? type === 'substitution'
      ? t('matchAdmin.events.pickOn', { name: first.player.name })
      : t('matchAdmin.events.pickAssist', { name: first.player.name })
    : t(`matchAdmin.events.pick.${type}`);

  return (
    <Modal
      opened
      onClose={onClose}
      title={typeName}
      fullScreen={phone}
      size="lg"
      closeButtonProps={{ 'aria-label': t('matchAdmin.events.closePicker') }}
    >
      <Stack gap="sm">
        {!shootout && (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <NumberInput
              label={t('matchAdmin.events.minute')}
              value={minute}
              onChange={(v) => {
                setMinute(v);
                setMinuteError(null);
              }}
              min={minuteRange.min}
              max={minuteRange.max}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              w={110}
              error={minuteError ?? errors.minute}
              data-autofocus={initialMinute === null ? true : undefined}
            />
            <NumberInput
              label={t('matchAdmin.events.addedTime')}
              value={addedTime}
              onChange={setAddedTime}
              min={addedRange.min}
              max={addedRange.max}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              prefix="+"
              w={110}
              error={errors.addedTime}
            />
          </Group>
        )}
        {type === 'goal' && first === null && (
          <Switch
            size="md"
            label={t('matchAdmin.events.withAssist')}
            checked={withAssist}
            onChange={(e) => setWithAssist(e.currentTarget.checked)}
          />
        )}
        <Text fw={600}>{instruction}</Text>
        {playerError && (
          <Alert color="red" role="alert">
            {playerError}
          </Alert>
        )}
        {fieldless && (
          <Alert color="red" role="alert">
            {fieldless}
          </Alert>
        )}
        {first ? (
          <Stack gap="xs">
            <PlayerButtons
              players={players[first.side].filter((p) => p.playerId !== first.player.playerId)}
              // Coming on: the bench first; an assist: the players on the pitch first (the list's order).
              order={type === 'substitution' ? 'benchFirst' : 'asGiven'}
              disabled={add.isPending}
              onPick={(p) => tap(first.side, p)}
            />
            <Group grow>
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} />}
                onClick={() => setFirst(null)}
              >
                {t('matchAdmin.events.back')}
              </Button>
              {type === 'goal' && (
                <Button
                  variant="light"
                  loading={add.isPending}
                  onClick={() => submit(first.side, first.player, null)}
                >
                  {t('matchAdmin.events.noAssist')}
                </Button>
              )}
            </Group>
          </Stack>
        ) : (
          <SimpleGrid cols={2} spacing="xs">
            {(['home', 'away'] as const).map((side) => (
              <Stack key={side} gap={6} component="section" aria-label={sheet[side].teamName ?? side}>
                <Text size="sm" fw={700} lineClamp={2}>
                  {sheet[side].teamName ?? t('matchAdmin.tbd')}
                </Text>
                <PlayerButtons
                  players={players[side]}
                  order="asGiven"
                  disabled={add.isPending || !sheet[side].teamId}
                  onPick={(p) => tap(side, p)}
                />
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Modal>
  );
}

function PlayerButtons({
  players,
  order,
  disabled,
  onPick,
}: {
  players: PickablePlayer[];
  order: 'asGiven' | 'benchFirst';
  disabled: boolean;
  onPick: (player: PickablePlayer) => void;
}) {
  const { t } = useTranslation();
  const onPitch = { key: 'onPitch', players: players.filter((p) => p.onPitch) } as const;
  const bench = { key: 'bench', players: players.filter((p) => !p.onPitch) } as const;
  const groups = (order === 'benchFirst' ? [bench, onPitch] : [onPitch, bench]).filter(
    (g) => g.players.length > 0,
  );
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('matchAdmin.events.noPlayers')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {groups.map((group) => (
        <Stack gap={6} key={group.key}>
          {groups.length > 1 && (
            <Divider label={t(`matchAdmin.events.groups.${group.key}`)} labelPosition="left" />
          )}
          {group.players.map((p) => (
            <Button
              key={p.playerId}
              variant={p.onPitch ? 'light' : 'default'}
              fullWidth
              h="auto"
              mih={48}
              py={6}
              px="xs"
              justify="flex-start"
              disabled={disabled}
              onClick={() => onPick(p)}
              // Whole names, on two lines if need be: a truncated name is a guess at the touchline.
              styles={{
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.2, fontWeight: 600 },
              }}
            >
              {p.shirtNumber !== null ? `${p.shirtNumber} · ${p.name}` : p.name}
            </Button>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
