import { Anchor, Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LineupBody, MatchSheet } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useSetLineup } from './api.ts';

type Side = 'home' | 'away';
type Lines = Record<string, Record<string, number | string>>;

/**
 * One side's box score for sports other than the football family (basketball points, rebounds…;
 * volleyball kills, aces…): a line per player on the match sheet, saved with the line-up
 * (`PUT /fixture/{id}/homesquad` with each player's `stats`). A grid of small fields per player rather than
 * a wide table, so a phone needs no sideways scrolling.
 */
export function AdminBoxScore({ sheet, side }: { sheet: MatchSheet; side: Side }) {
  const { t } = useTranslation();
  const lineup = sheet[side];
  const keys = sheet.boxScoreKeys;
  const save = useSetLineup(sheet.fixture.id, side);
  const [lines, setLines] = useState<Lines>(() =>
    Object.fromEntries(
      lineup.items.map((p) => [p.playerId, Object.fromEntries(keys.map((k) => [k, p.stats?.[k] ?? '']))]),
    ),
  );
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};

  if (lineup.items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('matchAdmin.boxScore.lineupFirst')}
      </Text>
    );

  const submit = () => {
    const body: LineupBody = {
      players: lineup.items.map((p) => {
        const line = lines[p.playerId] ?? {};
        const stats = Object.fromEntries(
          keys.flatMap((k) => (line[k] === '' || line[k] === undefined ? [] : [[k, Number(line[k])]])),
        );
        return {
          playerId: p.playerId,
          started: p.started,
          captain: p.captain,
          shirtNumber: p.shirtNumber,
          position: p.position,
          stats: Object.keys(stats).length > 0 ? stats : null,
        };
      }),
    };
    // Through the promise, not per-call callbacks: the refetch after a save remounts this editor, and TanStack
    // Query drops the callbacks of an unmounted observer (the message would be lost).
    save.mutateAsync(body).then(
      () => notifySuccess(t('matchAdmin.boxScore.saved', { team: lineup.teamName ?? '' })),
      (error: unknown) => {
        if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0) notifyFailure(error);
      },
    );
  };

  return (
    <Stack gap="sm">
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {lineup.items.map((p, index) => (
          <Stack
            key={p.playerId}
            component="li"
            gap={4}
            py={8}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text size="sm" fw={600}>
              <Text span c="dimmed" inherit>
                {p.shirtNumber ?? '–'}
              </Text>{' '}
              <Anchor component={Link} to={`/admin/players/details/${p.playerId}`} inherit>
                {p.playerName}
              </Anchor>
            </Text>
            <SimpleGrid cols={{ base: 4, xs: Math.min(keys.length, 7) }} spacing={6} verticalSpacing={6}>
              {keys.map((k) => (
                <NumberInput
                  key={k}
                  size="xs"
                  label={t(`matchAdmin.boxScore.keys.${k}`, { defaultValue: k })}
                  aria-label={t('matchAdmin.boxScore.field', {
                    stat: t(`matchAdmin.boxScore.long.${k}`, { defaultValue: k }),
                    name: p.playerName,
                  })}
                  allowDecimal={false}
                  allowNegative={false}
                  inputMode="numeric"
                  hideControls
                  disabled={!sheet.canEdit}
                  value={lines[p.playerId]?.[k] ?? ''}
                  onChange={(value) =>
                    setLines((current) => ({
                      ...current,
                      [p.playerId]: { ...current[p.playerId], [k]: value },
                    }))
                  }
                  error={errors[`players.${index}.stats.${k}`]}
                />
              ))}
            </SimpleGrid>
            {errors[`players.${index}.stats`] && (
              <Text size="xs" c="red" role="alert">
                {errors[`players.${index}.stats`]}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
      {sheet.canEdit && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending}>
            {t('matchAdmin.boxScore.save', { team: lineup.teamName ?? '' })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
