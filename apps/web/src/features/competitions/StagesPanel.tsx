import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Champ, Stage } from '@matchday/contracts';
import { IconCalendarCog, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useChampVenues } from '../venues/index.ts';
import {
  useChampTeams,
  useCreateStage,
  useDeleteStage,
  useDrawRound,
  useGenerateFixtures,
  useStages,
  useStageTies,
} from './api.ts';
import { DrawRound, teamsStillIn } from './DrawRound.tsx';
import { EditStageDialog } from './EditStageDialog.tsx';
import { GenerateFixturesForm } from './GenerateFixturesForm.tsx';
import { StageForm } from './StageForm.tsx';

/** Stages of a competition: add one (league, groups, knockout), edit it, generate its fixtures, delete it. */
export function StagesPanel({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const stages = useStages(champ.id);
  return (
    <Stack gap="md">
      {stages.isPending && <Skeleton h={80} />}
      {stages.isError && <Alert color="red">{stages.error.message}</Alert>}
      {stages.data && stages.data.items.length === 0 && (
        <Text c="dimmed">{t('competitions.stages.empty')}</Text>
      )}
      {stages.data?.items.map((stage) => (
        <StageCard key={stage.id} stage={stage} teamCount={champ.teamCount} />
      ))}
      {champ.canEdit && <AddStageForm champ={champ} stages={stages.data?.items ?? []} />}
    </Stack>
  );
}

function StageCard({ stage, teamCount }: { stage: Stage; teamCount: number }) {
  const { t } = useTranslation();
  const generate = useGenerateFixtures();
  const venues = useChampVenues(stage.champId);
  const venueCount = venues.data?.items.filter((v) => v.listedByChamp).length ?? 0;
  const unplaced = generate.data?.unplacedFixtureIds?.length ?? 0;
  const remove = useDeleteStage();
  const [editing, setEditing] = useState(false);
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('competitions.stages.deleteTitle'),
      children: (
        <Text size="sm">
          {t('competitions.stages.deleteBody', { name: stage.name, count: stage.fixtureCount })}
        </Text>
      ),
      labels: { confirm: t('competitions.stages.deleteConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(stage.id, {
          onSuccess: () => notifySuccess(t('competitions.stages.deleted')),
          onError: notifyFailure,
        }),
    });
  return (
    <Card withBorder radius="md" padding="md" aria-label={stage.name}>
      {editing && <EditStageDialog stage={stage} opened onClose={() => setEditing(false)} />}
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={3} size="h4">
                {stage.name}
              </Title>
              <Badge variant="light">{t(`competitions.stages.types.${stage.type}`)}</Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {[
                stage.type !== 'knockout' ? t('competitions.stages.legsValue', { count: stage.legs }) : null,
                stage.type === 'groups'
                  ? t('competitions.stages.groupsValue', { count: stage.groupCount })
                  : null,
                t('competitions.stages.fixturesValue', { count: stage.fixtureCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          {stage.canEdit && (
            <Group gap={4}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
              >
                {t('competitions.stages.edit')}
              </Button>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                onClick={confirmDelete}
              >
                {t('competitions.stages.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {stage.canEdit && teamCount < 2 && (
          <Text size="sm" c="orange">
            {t('competitions.stages.needTeams')}
          </Text>
        )}
        {stage.canEdit && stage.type === 'knockout' && stage.draw === 'eachRound' && (
          <DrawRoundPanel stage={stage} />
        )}
        {stage.canEdit && teamCount >= 2 && (stage.type === 'league' || stage.type === 'groups') && (
          <Group gap="xs" wrap="wrap">
            <Button
              component={Link}
              to={`/admin/competitions/details/${stage.champId}/stages/${stage.id}/schedule`}
              variant="light"
              leftSection={<IconCalendarCog size={16} />}
            >
              {t('scheduler.open')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('scheduler.openHelp')}
            </Text>
          </Group>
        )}
        {stage.canEdit && !(stage.type === 'knockout' && stage.draw === 'eachRound') && (
          <GenerateFixturesForm
            stage={stage}
            pending={generate.isPending}
            serverError={generate.isError ? toErrorMessage(generate.error) : null}
            venueCount={venueCount}
            unplacedCount={generate.isSuccess ? unplaced : 0}
            onGenerate={(body) =>
              generate.mutate(body, {
                onSuccess: (list) =>
                  notifySuccess(t('competitions.generate.done', { count: list.totalItems })),
              })
            }
          />
        )}
      </Stack>
    </Card>
  );
}

function AddStageForm({ champ, stages }: { champ: Champ; stages: readonly Stage[] }) {
  const { t } = useTranslation();
  const create = useCreateStage(champ.id);
  const teams = useChampTeams(champ.id);
  return (
    <StageForm
      teams={teams.data?.items ?? []}
      stages={stages}
      count={stages.length}
      pending={create.isPending}
      serverError={create.error}
      onSubmit={(body, reset) =>
        create.mutate(body, {
          onSuccess: () => {
            notifySuccess(t('competitions.stages.created'));
            reset();
          },
          // Refusals naming a field sit next to it; the others are a notification.
          onError: (error) => {
            if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0)
              notifyFailure(error);
          },
        })
      }
    />
  );
}

/**
 * A knockout drawn round by round: its entrants (the seeding, else the competition's teams) less the teams
 * knocked out, and the draw of the next round among them.
 */
function DrawRoundPanel({ stage }: { stage: Stage }) {
  const { t } = useTranslation();
  const teams = useChampTeams(stage.champId);
  const ties = useStageTies(stage.champId, stage.id);
  const draw = useDrawRound();
  if (!teams.data || !ties.data) return <Skeleton h={80} />;
  const all = teams.data.items.map((team) => ({ id: team.id, name: team.name }));
  const entrants =
    stage.seeding.length > 0
      ? stage.seeding.flatMap((teamId) => all.filter((team) => team.id === teamId))
      : all;
  const { available, playing } = teamsStillIn(entrants, ties.data.items);
  const round = Math.max(0, ...ties.data.items.map((tie) => tie.round)) + (playing.length > 0 ? 0 : 1);
  if (available.length < 2 && playing.length === 0) return null;
  return (
    <DrawRound
      key={round}
      round={round}
      teams={available}
      playing={playing}
      pending={draw.isPending}
      error={draw.error}
      onSubmit={(pairings, done) =>
        draw.mutate(
          { stageId: stage.id, pairings },
          {
            onSuccess: () => {
              // Ties, not fixtures: a two-legged tie is two fixtures.
              notifySuccess(t('competitions.draw.done', { count: pairings.length }));
              done();
            },
          },
        )
      }
    />
  );
}
