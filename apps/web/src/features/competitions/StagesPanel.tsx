import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { type Champ, CreateStageBody, type Stage, type StageType } from '@matchday/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { maxLengthOf, rangeOf, zodFormValidator } from '../../components/zod-form.ts';
import { useChampVenues } from '../venues/index.ts';
import { useCreateStage, useDeleteStage, useGenerateFixtures, useStages } from './api.ts';
import { EditStageDialog } from './EditStageDialog.tsx';
import { GenerateFixturesForm } from './GenerateFixturesForm.tsx';

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
      {champ.canEdit && <AddStageForm champId={champ.id} count={stages.data?.items.length ?? 0} />}
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
        {stage.canEdit && (
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

type StageValues = { type: StageType; name: string; legs: number | string; groupCount: number | string };

/** An empty number input is `''`: sent as null, it is "missing" to the schema rather than 0. */
const toNumber = (v: number | string) => (v === '' ? null : Number(v));

/** The body the form submits: legs for league and group stages, a group count for group stages. */
function toStageBody(v: StageValues) {
  return {
    type: v.type,
    name: v.name.trim(),
    ...(v.type !== 'knockout' ? { legs: toNumber(v.legs) } : {}),
    ...(v.type === 'groups' ? { groupCount: toNumber(v.groupCount) } : {}),
  };
}

const LEGS = rangeOf(CreateStageBody.shape.legs);
const GROUP_COUNT = rangeOf(CreateStageBody.shape.groupCount);

function AddStageForm({ champId, count }: { champId: string; count: number }) {
  // Three labelled segments do not fit a phone side by side: they stack there.
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation();
  const create = useCreateStage(champId);
  const form = useForm<StageValues>({
    mode: 'controlled',
    initialValues: { type: 'league', name: '', legs: 1, groupCount: 2 },
    validateInputOnChange: true,
    validate: zodFormValidator(CreateStageBody, toStageBody, {
      name: (issue) => (issue.kind === 'required' ? t('competitions.stages.nameRequired') : undefined),
      legs: () => t('competitions.stages.legsInvalid', LEGS),
      groupCount: () => t('competitions.stages.groupCountInvalid', GROUP_COUNT),
    }),
  });
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          create.mutate(CreateStageBody.parse(toStageBody(v)), {
            onSuccess: () => {
              notifySuccess(t('competitions.stages.created'));
              form.reset();
            },
            onError: notifyFailure,
          }),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('competitions.stages.add')}
          </Title>
          <SegmentedControl
            fullWidth
            orientation={phone ? 'vertical' : 'horizontal'}
            aria-label={t('competitions.stages.type')}
            data={(['league', 'groups', 'knockout'] as const).map((v) => ({
              value: v,
              label: t(`competitions.stages.types.${v}`),
            }))}
            value={form.values.type}
            onChange={(v) => form.setFieldValue('type', v as StageType)}
          />
          <TextInput
            label={t('competitions.stages.name')}
            maxLength={maxLengthOf(CreateStageBody.shape.name)}
            placeholder={count === 0 ? t('competitions.stages.namePlaceholder') : undefined}
            {...form.getInputProps('name')}
          />
          <Group grow align="flex-start">
            {form.values.type !== 'knockout' && (
              <NumberInput
                label={t('competitions.stages.legs')}
                description={t('competitions.stages.legsHelp')}
                min={LEGS.min}
                max={LEGS.max}
                allowDecimal={false}
                {...form.getInputProps('legs')}
              />
            )}
            {form.values.type === 'groups' && (
              <NumberInput
                label={t('competitions.stages.groupCount')}
                min={GROUP_COUNT.min}
                max={GROUP_COUNT.max}
                allowDecimal={false}
                {...form.getInputProps('groupCount')}
              />
            )}
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('competitions.stages.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
