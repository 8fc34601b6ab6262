import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  type GeneratedTeams,
  MAX_GENERATED_TEAM_PLAYERS,
  MAX_GENERATED_TEAMS,
  MIN_GENERATED_TEAMS,
} from '@matchday/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showServerErrors } from '../../components/form-errors.ts';
import { useMyChamps } from '../competitions/index.ts';
import { useSportTypesWithLeagues } from '../leagues/index.ts';
import { useMyPlayers } from '../players/index.ts';
import { useGenerateTeams } from './api.ts';

type Values = {
  sportKindId: string | null;
  count: number | string;
  namePrefix: string;
  playerIds: string[];
  champId: string | null;
};

const INITIAL: Values = { sportKindId: null, count: 2, namePrefix: '', playerIds: [], champId: null };

type Props = { opened: boolean; onClose: () => void };

/**
 * "Generate teams" (`POST /teams/generate`): a sport, how many teams, a name prefix, optionally the caller's own
 * players of the sport (searched by name; another user's joins through an offer; the server splits them, docs/adr/0012-team-generation.md) and a competition of the
 * sport to enter the teams in. While the server works the dialog says so; then it lists the new teams.
 */
export function GenerateTeamsDialog({ opened, onClose }: Props) {
  const { t } = useTranslation();
  const sports = useSportTypesWithLeagues();
  const generate = useGenerateTeams();
  const [result, setResult] = useState<GeneratedTeams | null>(null);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  /** Names of the players picked so far, so a pick stays labelled when a new search replaces the options. */
  const [pickedNames, setPickedNames] = useState<Record<string, string>>({});
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: {
      sportKindId: (v) => (v ? null : t('teams.errors.sportRequired')),
      count: (v) => {
        const n = Number(v);
        return Number.isInteger(n) && n >= MIN_GENERATED_TEAMS && n <= MAX_GENERATED_TEAMS
          ? null
          : t('teams.generate.countRange', { min: MIN_GENERATED_TEAMS, max: MAX_GENERATED_TEAMS });
      },
      namePrefix: (v) => (v.trim() ? null : t('teams.generate.prefixRequired')),
    },
  });
  const sportKindId = form.values.sportKindId ?? '';
  const candidates = useMyPlayers({
    keyword: debounced,
    sportKindId,
    pageSize: 20,
    enabled: opened && sportKindId !== '',
  });
  const champs = useMyChamps({ pageIndex: 0, pageSize: 100 }); // the caller's competitions, sport-filtered below

  const playerOptions = useMemo(() => {
    const found = sportKindId ? (candidates.data?.items ?? []) : [];
    const options = new Map(found.map((p) => [p.id, p.name]));
    for (const id of form.values.playerIds) options.set(id, pickedNames[id] ?? options.get(id) ?? id);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [candidates.data, form.values.playerIds, pickedNames, sportKindId]);

  const champOptions = (champs.data?.items ?? [])
    .filter((c) => c.canEdit && c.sportKindId === sportKindId)
    .map((c) => ({ value: c.id, label: [c.name, c.season].filter(Boolean).join(' · ') }));

  const close = () => {
    setResult(null);
    form.reset();
    setPickedNames({});
    generate.reset();
    onClose();
  };

  const submit = form.onSubmit((values) =>
    generate.mutate(
      {
        sportKindId: values.sportKindId ?? '',
        count: Number(values.count),
        namePrefix: values.namePrefix.trim(),
        ...(values.playerIds.length > 0 ? { playerIds: values.playerIds } : {}),
        ...(values.champId ? { champId: values.champId } : {}),
      },
      { onSuccess: setResult, onError: (error) => showServerErrors(form, error) },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title={t('teams.generate.title')} size="lg">
      {result ? (
        <Stack gap="md">
          <Alert color="green" title={t('teams.generate.done', { count: result.totalItems })}>
            {t('teams.generate.seed', { seed: result.seed })}
          </Alert>
          <Stack
            gap={4}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('teams.generate.newTeams')}
          >
            {result.items.map((team, index) => (
              <li key={team.id}>
                <Anchor component={Link} to={`/admin/teams/details/${team.id}`} onClick={close}>
                  {team.name}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {t('teams.generate.players', { count: result.playerCounts[index] ?? 0 })}
                </Text>
              </li>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={close}>{t('teams.generate.close')}</Button>
          </Group>
        </Stack>
      ) : generate.isPending ? (
        <Group gap="sm" role="status" aria-live="polite" py="lg">
          <Loader size="sm" />
          <Text>{t('teams.generate.working', { count: Number(form.values.count) })}</Text>
        </Group>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              label={t('teams.fields.sport')}
              placeholder={t('teams.fields.sportPlaceholder')}
              required
              data={(sports.data ?? []).map((s) => ({ value: s.id, label: s.displayName }))}
              {...form.getInputProps('sportKindId')}
              onChange={(value) => {
                form.setFieldValue('sportKindId', value);
                form.setFieldValue('playerIds', []);
                form.setFieldValue('champId', null);
              }}
            />
            <Group grow align="flex-start">
              <NumberInput
                label={t('teams.generate.count')}
                required
                min={MIN_GENERATED_TEAMS}
                max={MAX_GENERATED_TEAMS}
                allowDecimal={false}
                {...form.getInputProps('count')}
              />
              <TextInput
                label={t('teams.generate.prefix')}
                description={t('teams.generate.prefixHelp')}
                required
                {...form.getInputProps('namePrefix')}
              />
            </Group>
            <MultiSelect
              label={t('teams.generate.playersLabel')}
              description={t('teams.generate.playersHelp')}
              placeholder={sportKindId ? t('teams.generate.playersSearch') : t('teams.generate.sportFirst')}
              disabled={!sportKindId}
              searchable
              searchValue={keyword}
              onSearchChange={setKeyword}
              filter={({ options }) => options}
              maxValues={MAX_GENERATED_TEAM_PLAYERS}
              data={playerOptions}
              {...form.getInputProps('playerIds')}
              onChange={(ids) => {
                const names = new Map(playerOptions.map((o) => [o.value, o.label]));
                setPickedNames((prev) => ({
                  ...prev,
                  ...Object.fromEntries(ids.map((id) => [id, names.get(id) ?? prev[id] ?? id])),
                }));
                form.setFieldValue('playerIds', ids);
              }}
            />
            <Select
              label={t('teams.generate.champ')}
              description={t('teams.generate.champHelp')}
              placeholder={t('teams.generate.champNone')}
              clearable
              disabled={!sportKindId}
              data={champOptions}
              {...form.getInputProps('champId')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('teams.cancel')}
              </Button>
              <Button type="submit">{t('teams.generate.submit')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
