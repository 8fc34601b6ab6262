import { ActionIcon, Alert, Anchor, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { Champ } from '@matchday/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { LeagueLogo } from '../leagues/LeagueLogo.tsx';
import { useTeamSearch } from '../teams/api.ts';
import { useAddChampTeam, useChampTeams, useRemoveChampTeam } from './api.ts';

/** The teams entered in a competition; who may edit adds teams of the sport (by name) and removes them. */
export function ChampTeamsPanel({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const teams = useChampTeams(champ.id);
  const add = useAddChampTeam(champ.id);
  const remove = useRemoveChampTeam(champ.id);
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword, 250);
  const [teamId, setTeamId] = useState<string | null>(null);
  const candidates = useTeamSearch({
    keyword: debounced,
    sportKindId: champ.sportKindId,
    pageIndex: 0,
    pageSize: 50,
  });
  const entered = new Set((teams.data?.items ?? []).map((team) => team.id));
  // Only teams the organiser owns or manages can be entered directly (ADR 0007); others join by registration.
  const options = (candidates.data?.items ?? [])
    .filter((team) => team.canEdit && !entered.has(team.id))
    .map((team) => ({ value: team.id, label: team.name }));

  const confirmRemove = (id: string, name: string) =>
    modals.openConfirmModal({
      title: t('competitions.teams.removeTitle'),
      children: <Text size="sm">{t('competitions.teams.removeBody', { name })}</Text>,
      labels: { confirm: t('competitions.teams.removeConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(id, {
          onSuccess: () => notifySuccess(t('competitions.teams.removed')),
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      {champ.canEdit && (
        <Group align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            label={t('competitions.teams.addLabel')}
            placeholder={t('competitions.teams.addPlaceholder')}
            description={t('competitions.teams.addHint')}
            searchable
            searchValue={keyword}
            onSearchChange={setKeyword}
            data={options}
            value={teamId}
            onChange={setTeamId}
            nothingFoundMessage={t('competitions.teams.noneFound')}
          />
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={!teamId}
            loading={add.isPending}
            onClick={() =>
              teamId &&
              add.mutate(teamId, {
                onSuccess: () => {
                  setTeamId(null);
                  setKeyword('');
                  notifySuccess(t('competitions.teams.added'));
                },
                onError: notifyFailure,
              })
            }
          >
            {t('competitions.teams.add')}
          </Button>
        </Group>
      )}
      {champ.canEdit && (
        <Text size="sm" c="dimmed">
          {t('competitions.teams.createHint')}{' '}
          <Anchor component={Link} to="/admin/teams/create">
            {t('competitions.teams.createLink')}
          </Anchor>
        </Text>
      )}
      {teams.isPending && <Skeleton h={80} />}
      {teams.isError && <Alert color="red">{teams.error.message}</Alert>}
      {teams.data && teams.data.items.length === 0 && <Text c="dimmed">{t('competitions.teams.empty')}</Text>}
      {teams.data && teams.data.items.length > 0 && (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('competitions.tabs.teams')}
        >
          {teams.data.items.map((team) => (
            <Group key={team.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <LeagueLogo logo={team.logo} name={team.name} size={28} />
                <Text size="sm">{team.name}</Text>
              </Group>
              {champ.canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('competitions.teams.remove', { name: team.name })}
                  onClick={() => confirmRemove(team.id, team.name)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
