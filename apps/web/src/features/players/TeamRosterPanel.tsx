import { ActionIcon, Alert, Anchor, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { TeamPlayer } from '@matchday/contracts';
import { IconClipboardList, IconDownload, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { importRosterCsv, rosterExportUrl, useRemoveTeamPlayer, useTeamRoster } from './api.ts';
import { formatPeriod } from './period.ts';
import { RosterEntryForm } from './RosterEntryForm.tsx';
import { RosterImportDialog } from './RosterImportDialog.tsx';

type Props = {
  team: { id: string; name: string; sportKindId: string; canEdit: boolean };
  sportName: string;
};

/** A team's roster (by shirt number, then name); who may edit the team adds, edits and removes entries. */
export function TeamRosterPanel({ team, sportName }: Props) {
  const { t } = useTranslation();
  const roster = useTeamRoster(team.id);
  const remove = useRemoveTeamPlayer(team.id);
  // null: closed; 'new': adding; an entry: editing it.
  const [editing, setEditing] = useState<TeamPlayer | 'new' | null>(null);
  const [pasting, setPasting] = useState(false);
  const phone = useMediaQuery('(max-width: 36em)');

  const confirmRemove = (entry: TeamPlayer) =>
    modals.openConfirmModal({
      title: t('players.roster.removeTitle'),
      children: (
        <Text size="sm">{t('players.roster.removeBody', { name: entry.name, team: team.name })}</Text>
      ),
      labels: { confirm: t('players.roster.removeConfirm'), cancel: t('players.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(entry.id, {
          onSuccess: () => notifySuccess(t('players.roster.removed')),
          onError: notifyFailure,
        }),
    });

  const entry = editing === 'new' ? undefined : (editing ?? undefined);
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="xs">
        {roster.data && roster.data.items.length > 0 && (
          <Button
            component="a"
            href={rosterExportUrl(team.id)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('spreadsheets.export')}
          </Button>
        )}
        {team.canEdit && (
          <>
            <Button
              variant="default"
              leftSection={<IconClipboardList size={16} />}
              onClick={() => setPasting(true)}
            >
              {t('players.roster.paste')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('players.roster.add')}
            </Button>
          </>
        )}
      </Group>
      {team.canEdit && (
        <RosterImportDialog
          opened={pasting}
          onClose={() => setPasting(false)}
          title={t('players.roster.importTitle', { team: team.name })}
          send={(csv, dryRun) => importRosterCsv(team.id, csv, { dryRun })}
          onSaved={(count) => notifySuccess(t('players.roster.imported', { count }))}
        />
      )}
      {roster.isPending && <Skeleton h={120} />}
      {roster.isError && <Alert color="red">{roster.error.message}</Alert>}
      {roster.data && roster.data.items.length === 0 && (
        <Text c="dimmed">{team.canEdit ? t('players.roster.emptyEditable') : t('players.roster.empty')}</Text>
      )}
      {roster.data && roster.data.items.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" aria-label={t('players.roster.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={48}>{t('players.roster.columns.number')}</Table.Th>
                <Table.Th>{t('players.roster.columns.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('players.roster.columns.position')}</Table.Th>
                <Table.Th>{t('players.roster.columns.period')}</Table.Th>
                {team.canEdit && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roster.data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{e.shirtNumber ?? '–'}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/players/details/${e.playerId}`} size="sm" fw={600}>
                      {e.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{e.position ?? ''}</Table.Td>
                  <Table.Td>{formatPeriod(t, e)}</Table.Td>
                  {team.canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('players.roster.edit', { name: e.name })}
                          onClick={() => setEditing(e)}
                        >
                          <IconEdit size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('players.roster.remove', { name: e.name })}
                          onClick={() => confirmRemove(e)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        fullScreen={phone}
        title={
          entry
            ? t('players.roster.editTitle', { name: entry.name, team: team.name })
            : t('players.roster.addTitle', { team: team.name })
        }
      >
        {editing !== null && (
          <RosterEntryForm
            team={{ ...team, sportName }}
            entry={entry}
            onCancel={() => setEditing(null)}
            onDone={() => {
              notifySuccess(entry ? t('players.roster.saved') : t('players.roster.added'));
              setEditing(null);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
