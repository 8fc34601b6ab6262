import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { AddTeamPlayerBody, type Player, type TeamPlayer } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../components/form-errors.ts';
import { maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { useAddTeamPlayer, useMyPlayers, useUpdateTeamPlayer } from './api.ts';

type Values = {
  playerId: string | null;
  shirtNumber: number | string;
  position: string;
  startDate: string;
  endDate: string;
};

function toBody(v: Values) {
  return {
    playerId: v.playerId,
    shirtNumber: v.shirtNumber === '' ? null : Number(v.shirtNumber),
    position: v.position.trim() || null,
    startDate: v.startDate || null,
    endDate: v.endDate || null,
  };
}

const fields = AddTeamPlayerBody.shape;
const shirtRange = rangeOf(fields.shirtNumber);
/** Refusals whose code belongs to one field but names none (on the roster already; another user's player). */
const codeFields = { 'team.player_already_on_roster': 'playerId', 'team.player_not_owned': 'playerId' };

type Props = {
  team: { id: string; name: string; sportKindId: string; sportName: string };
  /** The entry to edit; without it, the form adds a player. */
  entry?: TeamPlayer;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Adds one of the caller's own players to a team's roster (of the team's sport, searched by name; another user's
 * player joins through an offer, which the hint points to) or changes an entry: shirt number, position and
 * contract period. The server's refusals (a shirt number taken in that period, 409) go
 * under the field they name.
 */
export function RosterEntryForm({ team, entry, onDone, onCancel }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const candidates = useMyPlayers({ keyword: debounced, sportKindId: team.sportKindId, pageSize: 20 });
  const [chosen, setChosen] = useState<Player | null>(null);
  const add = useAddTeamPlayer(team.id);
  const update = useUpdateTeamPlayer(team.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      playerId: entry?.playerId ?? null,
      shirtNumber: entry?.shirtNumber ?? '',
      position: entry?.position ?? '',
      startDate: entry?.startDate ?? '',
      endDate: entry?.endDate ?? '',
    },
    validateInputOnChange: true,
    validate: (values) => {
      const errors = zodFormValidator(AddTeamPlayerBody, toBody, {
        playerId: () => t('players.roster.playerRequired'),
        shirtNumber: () =>
          t('players.errors.shirtNumberRange', { min: shirtRange.min ?? 0, max: shirtRange.max ?? 999 }),
        position: (issue) =>
          issue.kind === 'tooLong' ? t('players.errors.positionTooLong', { max: issue.max }) : undefined,
        startDate: () => t('players.errors.birthDate'),
        endDate: () => t('players.errors.birthDate'),
      })(values);
      if (!errors.endDate && values.startDate && values.endDate && values.endDate < values.startDate)
        errors.endDate = t('players.roster.endBeforeStart');
      return errors;
    },
  });

  // The player already in the list when editing; the search results when adding (the chosen one kept).
  const options = entry
    ? [{ value: entry.playerId, label: entry.name }]
    : [
        ...(chosen && !candidates.data?.items.some((p) => p.id === chosen.id) ? [chosen] : []),
        ...(candidates.data?.items ?? []),
      ].map((p) => ({
        value: p.id,
        label: p.shirtNumber === null ? p.name : `${p.name} (#${p.shirtNumber})`,
      }));

  const submit = (v: Values) => {
    const body = AddTeamPlayerBody.parse(toBody(v));
    const onError = (error: unknown) => showServerErrors(form, error, codeFields);
    if (entry) {
      const { playerId: _player, ...changes } = body;
      update.mutate({ playerId: entry.id, body: changes }, { onSuccess: onDone, onError });
    } else add.mutate(body, { onSuccess: onDone, onError });
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="md">
        <Select
          label={t('players.roster.player')}
          placeholder={t('players.roster.playerPlaceholder')}
          description={
            entry ? undefined : (
              <>
                {t('players.roster.playerHint', { sport: team.sportName })}{' '}
                <Anchor href="/admin/players/create" target="_blank" inherit>
                  {t('players.roster.createPlayer')}
                </Anchor>{' '}
                {t('players.roster.othersHint')}
              </>
            )
          }
          required
          disabled={Boolean(entry)}
          searchable
          searchValue={entry ? undefined : keyword}
          onSearchChange={entry ? undefined : setKeyword}
          filter={({ options: all }) => all}
          data={options}
          nothingFoundMessage={debounced ? t('players.roster.noneFound') : undefined}
          {...form.getInputProps('playerId')}
          onChange={(id) => {
            form.setFieldValue('playerId', id);
            const player = candidates.data?.items.find((p) => p.id === id) ?? null;
            setChosen(player);
            // The player's preferred number and position, unless the user typed their own.
            if (player && form.values.shirtNumber === '' && player.shirtNumber !== null)
              form.setFieldValue('shirtNumber', player.shirtNumber);
            if (player && form.values.position === '' && player.position)
              form.setFieldValue('position', player.position);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t('players.fields.shirtNumber')}
            min={shirtRange.min}
            max={shirtRange.max}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('shirtNumber')}
          />
          <TextInput
            label={t('players.fields.position')}
            maxLength={maxLengthOf(fields.position)}
            {...form.getInputProps('position')}
          />
          <TextInput type="date" label={t('players.roster.startDate')} {...form.getInputProps('startDate')} />
          <TextInput type="date" label={t('players.roster.endDate')} {...form.getInputProps('endDate')} />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('players.roster.periodHint')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('players.cancel')}
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {entry ? t('players.roster.submitEdit') : t('players.roster.submitAdd')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
