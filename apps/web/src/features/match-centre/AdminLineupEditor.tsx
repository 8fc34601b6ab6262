import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { type LineupBody, LineupEntryBody, type MatchSheet } from '@matchday/contracts';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { rangeOf } from '../../components/zod-form.ts';
import { useSportTypes } from '../home/index.ts';
import { useChampSquads } from '../players/index.ts';
import { useSetLineup } from './api.ts';

type Side = 'home' | 'away';
type Row = { playerId: string; name: string; squadNumber: number | null; position: string | null };
type Pick = { started: boolean; captain: boolean; shirtNumber: number | string };

const shirtRange = rangeOf(LineupEntryBody.shape.shirtNumber);
/** Players on the field when the sport does not say (football's eleven). */
const DEFAULT_ON_FIELD = 11;

const byShirt = (a: Row, b: Row) =>
  (a.squadNumber ?? 1000) - (b.squadNumber ?? 1000) || a.name.localeCompare(b.name);

/**
 * One side's match sheet from the team's competition squad, "in two taps": "Whole squad" picks everyone
 * (the first players by shirt number start, as many as the sport fields, the rest on the bench), "Save"
 * sends it. Each player can be ticked in or out, moved between starters and bench, made captain, and given
 * another shirt number. Box-score lines already saved travel along untouched.
 */
export function AdminLineupEditor({ sheet, side }: { sheet: MatchSheet; side: Side }) {
  const { t } = useTranslation();
  const lineup = sheet[side];
  const squads = useChampSquads(sheet.fixture.champId);
  const sports = useSportTypes();
  const save = useSetLineup(sheet.fixture.id, side);
  const onField = sports.data?.find((s) => s.id === sheet.sportKindId)?.playersOnField ?? DEFAULT_ON_FIELD;
  const [picks, setPicks] = useState<Map<string, Pick>>(
    () =>
      new Map(
        lineup.items.map((p) => [
          p.playerId,
          { started: p.started, captain: p.captain, shirtNumber: p.shirtNumber ?? '' },
        ]),
      ),
  );

  if (lineup.teamId === null)
    return (
      <Text size="sm" c="dimmed">
        {t('matchAdmin.lineup.teamUnknown')}
      </Text>
    );
  if (squads.isPending) return <Skeleton h={160} />;
  if (squads.isError) return <Alert color="red">{squads.error.message}</Alert>;

  const squad = squads.data.items.filter((p) => p.teamId === lineup.teamId);
  const rows: Row[] = squad
    .map((p) => ({ playerId: p.playerId, name: p.name, squadNumber: p.shirtNumber, position: p.position }))
    .sort(byShirt);
  // A player on the saved sheet who has since left the squad still shows, so the sheet can be corrected.
  for (const p of lineup.items)
    if (!rows.some((r) => r.playerId === p.playerId))
      rows.push({
        playerId: p.playerId,
        name: p.playerName,
        squadNumber: p.shirtNumber,
        position: p.position,
      });

  const starters = [...picks.values()].filter((p) => p.started).length;
  const bench = picks.size - starters;
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const chosen = rows.filter((r) => picks.has(r.playerId));
  // Starters first, then the bench, each by shirt number: the order the sheet shows them in, and the order
  // the server's field errors (`players.3.shirtNumber`) count in.
  const ordered = [
    ...chosen.filter((r) => picks.get(r.playerId)?.started),
    ...chosen.filter((r) => !picks.get(r.playerId)?.started),
  ];
  const rowError = (playerId: string) => {
    const index = ordered.findIndex((r) => r.playerId === playerId);
    if (index < 0) return undefined;
    return Object.entries(errors).find(
      ([field]) => field.startsWith(`players.${index}.`) || field === `players.${index}`,
    )?.[1];
  };
  const listError = errors.players;

  const update = (playerId: string, change: Partial<Pick> | null) =>
    setPicks((current) => {
      const next = new Map(current);
      if (change === null) {
        next.delete(playerId);
        return next;
      }
      const existing = next.get(playerId);
      if (!existing) {
        // Ticked in: a starter while the side is short of a full team, then the bench.
        const startersNow = [...current.values()].filter((p) => p.started).length;
        next.set(playerId, { started: startersNow < onField, captain: false, shirtNumber: '', ...change });
      } else next.set(playerId, { ...existing, ...change });
      if (change.captain)
        for (const [id, p] of next) if (id !== playerId && p.captain) next.set(id, { ...p, captain: false });
      return next;
    });

  const pickAll = () =>
    setPicks((current) => {
      const next = new Map(current);
      let startersNow = [...current.values()].filter((p) => p.started).length;
      for (const r of rows) {
        if (next.has(r.playerId)) continue;
        next.set(r.playerId, { started: startersNow < onField, captain: false, shirtNumber: '' });
        if (startersNow < onField) startersNow += 1;
      }
      return next;
    });

  const submit = () => {
    const stats = new Map(lineup.items.map((p) => [p.playerId, p.stats]));
    const body: LineupBody = {
      players: ordered.map((r) => {
        const p = picks.get(r.playerId)!;
        return {
          playerId: r.playerId,
          started: p.started,
          captain: p.captain,
          // Empty: the squad number the placeholder shows (the server's default when the field is left out).
          shirtNumber: p.shirtNumber === '' ? undefined : Number(p.shirtNumber),
          position: r.position,
          stats: stats.get(r.playerId) ?? null,
        };
      }),
    };
    // Through the promise, not per-call callbacks: the refetch after a save remounts this editor, and TanStack
    // Query drops the callbacks of an unmounted observer (the message would be lost).
    save.mutateAsync(body).then(
      () => notifySuccess(t('matchAdmin.lineup.saved', { team: lineup.teamName ?? '' })),
      (error: unknown) => {
        if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) notifyFailure(error);
      },
    );
  };

  if (rows.length === 0)
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('matchAdmin.lineup.squadEmpty', { team: lineup.teamName ?? '' })}
        </Text>
        <Anchor
          component={Link}
          to={`/admin/competitions/details/${sheet.fixture.champId}?tabs=squads`}
          size="sm"
        >
          {t('matchAdmin.lineup.toSquads')}
        </Anchor>
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('matchAdmin.lineup.count', { starters, bench })}
        </Text>
        {sheet.canEdit && (
          <Group gap="xs">
            <Button variant="light" size="sm" onClick={pickAll} disabled={picks.size === rows.length}>
              {t('matchAdmin.lineup.pickAll')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              size="sm"
              onClick={() => setPicks(new Map())}
              disabled={picks.size === 0}
            >
              {t('matchAdmin.lineup.clear')}
            </Button>
          </Group>
        )}
      </Group>
      {listError && (
        <Alert color="red" role="alert">
          {listError}
        </Alert>
      )}
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((r) => {
          const pick = picks.get(r.playerId);
          const error = rowError(r.playerId);
          return (
            <Stack
              key={r.playerId}
              component="li"
              gap={4}
              py={6}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group gap="xs" wrap="wrap" justify="space-between">
                <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 170px', minWidth: 0 }}>
                  <Checkbox
                    size="md"
                    checked={pick !== undefined}
                    disabled={!sheet.canEdit}
                    onChange={(e) => update(r.playerId, e.currentTarget.checked ? {} : null)}
                    aria-label={t('matchAdmin.lineup.include', { name: r.name })}
                  />
                  <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Text span c="dimmed" inherit>
                      {r.squadNumber ?? '–'}
                    </Text>{' '}
                    <Anchor component={Link} to={`/admin/players/details/${r.playerId}`} inherit>
                      {r.name}
                    </Anchor>
                    {r.position ? (
                      <Text span c="dimmed" inherit>
                        {' '}
                        · {r.position}
                      </Text>
                    ) : null}
                  </Text>
                </Group>
                {pick && (
                  <Group gap={6} wrap="nowrap">
                    <SegmentedControl
                      size="xs"
                      disabled={!sheet.canEdit}
                      value={pick.started ? 'starter' : 'bench'}
                      onChange={(value) => update(r.playerId, { started: value === 'starter' })}
                      data={[
                        { value: 'starter', label: t('matchAdmin.lineup.starter') },
                        { value: 'bench', label: t('matchAdmin.lineup.bench') },
                      ]}
                      aria-label={t('matchAdmin.lineup.role', { name: r.name })}
                    />
                    <NumberInput
                      size="xs"
                      w={58}
                      allowDecimal={false}
                      allowNegative={false}
                      inputMode="numeric"
                      min={shirtRange.min}
                      max={shirtRange.max}
                      placeholder={r.squadNumber === null ? '#' : String(r.squadNumber)}
                      value={pick.shirtNumber}
                      disabled={!sheet.canEdit}
                      onChange={(value) => update(r.playerId, { shirtNumber: value })}
                      aria-label={t('matchAdmin.lineup.shirt', { name: r.name })}
                      hideControls
                    />
                    <ActionIcon
                      variant={pick.captain ? 'filled' : 'subtle'}
                      color="yellow"
                      size="lg"
                      disabled={!sheet.canEdit}
                      aria-pressed={pick.captain}
                      aria-label={t('matchAdmin.lineup.captain', { name: r.name })}
                      onClick={() => update(r.playerId, { captain: !pick.captain })}
                    >
                      {pick.captain ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Group>
                )}
              </Group>
              {error && (
                <Text size="xs" c="red" role="alert">
                  {error}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
      {sheet.canEdit && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('matchAdmin.lineup.save', { team: lineup.teamName ?? '' })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
