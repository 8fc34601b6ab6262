import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Champ, ChampTeam, ChampTeamPlayer } from '@matchday/contracts';
import { IconClipboardList, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useSession } from '../auth/index.ts';
import {
  importRosterCsv,
  RosterImportDialog,
  useAddChampTeamPlayer,
  useChampSquads,
  useRemoveChampTeamPlayer,
  useTeamRoster,
} from '../players/index.ts';
import { useChampTeams } from './api.ts';

/** One team's squad for the competition; who may edit the competition adds players from the team's roster. */
function TeamSquad({ champ, team, squad }: { champ: Champ; team: ChampTeam; squad: ChampTeamPlayer[] }) {
  const { t } = useTranslation();
  // The roster is only needed to add players: only those who may edit load it.
  const roster = useTeamRoster(champ.canEdit ? team.id : '');
  const add = useAddChampTeamPlayer();
  const remove = useRemoveChampTeamPlayer();
  const [entryId, setEntryId] = useState<string | null>(null);
  const [pasting, setPasting] = useState(false);
  const session = useSession();
  // New players go on the team's roster, which only its owner (or SystemAdmin) puts players on directly.
  const mayPaste =
    champ.canEdit && (session.user_id === team.ownerId || session.profile?.role === 'SystemAdmin');
  const inSquad = new Set(squad.map((s) => s.playerId));
  const candidates = (roster.data?.items ?? []).filter((e) => !inSquad.has(e.playerId));
  const chosen = candidates.find((e) => e.id === entryId);

  const confirmRemove = (entry: ChampTeamPlayer) =>
    modals.openConfirmModal({
      title: t('players.squads.removeTitle'),
      children: (
        <Text size="sm">{t('players.squads.removeBody', { name: entry.name, team: team.name })}</Text>
      ),
      labels: { confirm: t('players.squads.removeConfirm'), cancel: t('players.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => notifySuccess(t('players.squads.removed')),
          onError: notifyFailure,
        }),
    });

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={team.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <LeagueLogo logo={team.logo} name={team.name} size={28} />
            <Anchor component={Link} to={`/admin/teams/details/${team.id}`} fw={600} truncate>
              {team.name}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light">{t('players.squads.count', { count: squad.length })}</Badge>
            {mayPaste && (
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconClipboardList size={14} />}
                onClick={() => setPasting(true)}
              >
                {t('players.squads.paste')}
              </Button>
            )}
          </Group>
        </Group>
        {mayPaste && (
          <RosterImportDialog
            opened={pasting}
            onClose={() => setPasting(false)}
            title={t('players.squads.importTitle', { team: team.name })}
            send={(csv, dryRun) => importRosterCsv(team.id, csv, { dryRun, champId: champ.id })}
            onSaved={(count) => notifySuccess(t('players.squads.imported', { count }))}
          />
        )}
        {squad.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('players.squads.squadEmpty')}
          </Text>
        )}
        {squad.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {squad.map((s) => (
              <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ minWidth: 0 }} truncate>
                  <Text span c="dimmed" size="sm" w={32} display="inline-block">
                    {s.shirtNumber ?? '–'}
                  </Text>
                  <Anchor component={Link} to={`/admin/players/details/${s.playerId}`} inherit>
                    {s.name}
                  </Anchor>
                  {s.position ? ` · ${s.position}` : ''}
                </Text>
                {champ.canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('players.squads.remove', { name: s.name })}
                    onClick={() => confirmRemove(s)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
        {champ.canEdit && (
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <Select
              style={{ flex: 1, minWidth: 0 }}
              label={t('players.squads.addLabel')}
              placeholder={t('players.squads.addPlaceholder')}
              searchable
              disabled={roster.isPending}
              data={candidates.map((e) => ({
                value: e.id,
                label: e.shirtNumber === null ? e.name : `${e.shirtNumber} · ${e.name}`,
              }))}
              value={entryId}
              onChange={setEntryId}
              nothingFoundMessage={t('players.squads.rosterEmpty')}
            />
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={!chosen}
              loading={add.isPending}
              onClick={() =>
                chosen &&
                add.mutate(
                  {
                    champId: champ.id,
                    teamId: team.id,
                    playerId: chosen.playerId,
                    shirtNumber: chosen.shirtNumber,
                    position: chosen.position,
                  },
                  {
                    onSuccess: () => {
                      setEntryId(null);
                      notifySuccess(t('players.squads.added'));
                    },
                    onError: notifyFailure,
                  },
                )
              }
            >
              {t('players.squads.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The Squads tab of a competition: per entered team, the players it registered for this competition. */
export function ChampSquadsPanel({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const teams = useChampTeams(champ.id);
  const squads = useChampSquads(champ.id);
  if (teams.isPending || squads.isPending) return <Skeleton h={120} />;
  if (teams.isError) return <Alert color="red">{teams.error.message}</Alert>;
  if (squads.isError) return <Alert color="red">{squads.error.message}</Alert>;
  if (teams.data.items.length === 0) return <Text c="dimmed">{t('players.squads.empty')}</Text>;
  return (
    <Stack gap="sm">
      {teams.data.items.map((team) => (
        <TeamSquad
          key={team.id}
          champ={champ}
          team={team}
          squad={squads.data.items.filter((s) => s.teamId === team.id)}
        />
      ))}
    </Stack>
  );
}
