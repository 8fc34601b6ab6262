import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { type Champ, TEAM_CSV_COLUMNS } from '@matchday/contracts';
import { IconDownload, IconFileUpload, IconFlagOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvImportDialog } from '../../components/CsvImportDialog.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { AddChampTeamsForm } from './AddChampTeamsForm.tsx';
import { champExportUrl, importChampTeamsCsv, useChampTeams, useRemoveChampTeam } from './api.ts';
import { CreateChampTeamsForm } from './CreateChampTeamsForm.tsx';
import { useWithdrawals } from './participation-api.ts';
import { TeamBatchStatus } from './TeamBatchStatus.tsx';
import { useTeamBatch } from './team-batch.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';

/**
 * The teams entered in a competition. Who may edit adds several existing teams of the sport at once, or
 * creates teams by name (of the league's sport) and enters them in one go, and removes teams.
 */
export function ChampTeamsPanel({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const teams = useChampTeams(champ.id);
  const remove = useRemoveChampTeam(champ.id);
  const batch = useTeamBatch(champ.id, champ.sportKindId);
  const entered = new Set((teams.data?.items ?? []).map((team) => team.id));
  const [importing, setImporting] = useState(false);
  const withdrawals = useWithdrawals(champ.id);
  const noteOf = new Map((withdrawals.data?.items ?? []).map((w) => [w.teamId, w.note]));
  const [withdrawing, setWithdrawing] = useState<{ id: string; name: string } | null>(null);
  const columnLabels = {
    name: t('competitions.teams.importColumns.name'),
    shortName: t('competitions.teams.importColumns.shortName'),
  };

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
      <Group justify="flex-end" gap="xs">
        {teams.data && teams.data.items.length > 0 && (
          <Button
            component="a"
            href={champExportUrl(champ.id, 'champTeams')}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            {t('spreadsheets.export')}
          </Button>
        )}
        {champ.canEdit && (
          <Button
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            onClick={() => setImporting(true)}
          >
            {t('spreadsheets.import')}
          </Button>
        )}
      </Group>
      {champ.canEdit && (
        <CsvImportDialog
          opened={importing}
          onClose={() => setImporting(false)}
          title={t('competitions.teams.importTitle', { champ: champ.name })}
          columns={TEAM_CSV_COLUMNS.map((key) => ({ key, label: columnLabels[key] }))}
          send={(csv, dryRun) => importChampTeamsCsv(champ.id, csv, dryRun)}
          confirmLabel={(count) => t('competitions.teams.importConfirm', { count })}
          onSaved={(answer) =>
            notifySuccess(t('competitions.teams.imported', { count: answer.items.length }))
          }
        />
      )}
      {champ.canEdit && (
        <>
          <Paper withBorder p="md">
            <AddChampTeamsForm champ={champ} entered={entered} run={batch.run} running={batch.running} />
          </Paper>
          <Paper withBorder p="md">
            <CreateChampTeamsForm champ={champ} run={batch.run} running={batch.running} />
          </Paper>
          <TeamBatchStatus progress={batch.progress} result={batch.result} onDismiss={batch.dismiss} />
        </>
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
                <Anchor component={Link} to={`/admin/teams/details/${team.id}`} size="sm">
                  {team.name}
                </Anchor>
              </Group>
              <Group gap={4} wrap="nowrap">
                {noteOf.has(team.id) && (
                  <Tooltip label={noteOf.get(team.id)}>
                    <Badge color="red" variant="light">
                      {noteOf.get(team.id)}
                    </Badge>
                  </Tooltip>
                )}
                {champ.canEdit && !noteOf.has(team.id) && (
                  <ActionIcon
                    variant="subtle"
                    color="orange"
                    aria-label={t('competitions.withdraw.button', { name: team.name })}
                    onClick={() => setWithdrawing({ id: team.id, name: team.name })}
                  >
                    <IconFlagOff size={16} />
                  </ActionIcon>
                )}
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
            </Group>
          ))}
        </Stack>
      )}
      {champ.canEdit && (
        <WithdrawDialog champId={champ.id} team={withdrawing} onClose={() => setWithdrawing(null)} />
      )}
    </Stack>
  );
}
