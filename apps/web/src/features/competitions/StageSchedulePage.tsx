import { Alert, Anchor, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Constraint, ScheduleResult } from '@matchday/contracts';
import { IconDeviceFloppy, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { formatCalendarDate } from '../../lib/zoned-time.ts';
import { useChamp, useChampTeams, useStages } from './api.ts';
import { ConstraintForm, type FormKind, formKindOf } from './ConstraintForm.tsx';
import { ConstraintList, WhyNot } from './ConstraintList.tsx';
import { GroundAvailability } from './GroundAvailability.tsx';
import { RoundDatesForm } from './RoundDatesForm.tsx';
import { PreviewHeading, SchedulePreview, ScheduleSolving } from './SchedulePreview.tsx';
import {
  useCancelSchedule,
  useScheduleProgress,
  useScheduleSettings,
  useScheduleStage,
} from './schedule-api.ts';
import {
  draftOfSettings,
  emptyDraft,
  loadDraft,
  roundCountOf,
  roundDateOf,
  type ScheduleDraft,
  saveDraft,
  toScheduleBody,
} from './schedule-draft.ts';
import { describeScheduleConstraint } from './schedule-words.ts';

const SCHEDULABLE = new Set(['league', 'groups']);

/**
 * `/admin/competitions/details/{id}/stages/{stageId}/schedule` (issue 28): the fixture scheduler of a league or
 * groups stage. Round dates, ground availability per team, the constraint list in words, a preview solved by the
 * server (`dryRun`, with progress and Stop), the broken wishes marked in it, Save, and the "why not" when the rules
 * cannot all hold.
 */
export function StageSchedulePage() {
  const { id = '', stageId = '' } = useParams();
  const { t } = useTranslation();
  const champ = useChamp(id);
  const stages = useStages(id);
  const teams = useChampTeams(id);
  const stage = stages.data?.items.find((s) => s.id === stageId);
  usePageTitle(stage ? t('scheduler.title', { stage: stage.name }) : t('scheduler.open'));

  const back = (
    <Anchor component={Link} to={`/admin/competitions/details/${id}?tabs=stages`} size="sm">
      ← {champ.data?.name ?? t('competitions.tabs.stages')}
    </Anchor>
  );
  if (champ.isPending || stages.isPending || teams.isPending)
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  if (champ.isError || stages.isError || teams.isError || !stage)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{t('scheduler.notFound')}</Alert>
      </Stack>
    );
  const teamList = teams.data.items.map((team) => ({ id: team.id, name: team.name }));
  const roundCount = roundCountOf(stage, teamList.length);
  return (
    <Stack gap="md" maw={1200}>
      {back}
      <div>
        <Title order={1} size="h2">
          {t('scheduler.title', { stage: stage.name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('scheduler.intro')}
        </Text>
      </div>
      {!SCHEDULABLE.has(stage.type) ? (
        <Alert color="gray">{t('scheduler.unsupported')}</Alert>
      ) : !stage.canEdit ? (
        <Alert color="gray">{t('scheduler.readOnly')}</Alert>
      ) : teamList.length < 2 ? (
        <Alert color="orange">{t('scheduler.needTeams')}</Alert>
      ) : (
        <SchedulerWithDraft
          stageId={stage.id}
          champId={id}
          fixtureCount={stage.fixtureCount}
          teams={teamList}
          roundCount={roundCount}
        />
      )}
    </Stack>
  );
}

type Editing = { index: number | null; kind: FormKind };

type SchedulerProps = {
  stageId: string;
  champId: string;
  fixtureCount: number;
  teams: { id: string; name: string }[];
  roundCount: number;
};

/**
 * The draft to start from: the one kept in this browser, else what the stage was last saved with, else nothing.
 */
function SchedulerWithDraft(props: SchedulerProps) {
  const [local] = useState(() => loadDraft(props.stageId));
  const settings = useScheduleSettings(props.stageId);
  if (local) return <Scheduler {...props} initial={local} />;
  if (settings.isPending) return <Skeleton h={200} radius="md" />;
  const saved = settings.data?.settings;
  return <Scheduler {...props} initial={saved ? draftOfSettings(saved) : emptyDraft()} />;
}

function Scheduler({
  stageId,
  champId,
  fixtureCount,
  teams,
  roundCount,
  initial,
}: SchedulerProps & { initial: ScheduleDraft }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ScheduleDraft>(initial);
  // Kept in this browser once changed here: an untouched draft keeps following what the server saved.
  useEffect(() => {
    if (draft !== initial) saveDraft(stageId, draft);
  }, [stageId, draft, initial]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [conflicts, setConflicts] = useState<number[] | null>(null);
  const [previewed, setPreviewed] = useState<{
    body: string;
    result: ScheduleResult;
    constraints: Constraint[];
  } | null>(null);
  const [saved, setSaved] = useState(false);
  const preview = useScheduleStage(stageId, { preview: true });
  const save = useScheduleStage(stageId, { preview: false });
  const cancel = useCancelSchedule(stageId);
  const solving = preview.isPending || save.isPending;
  const progress = useScheduleProgress(stageId, solving);

  const names = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);
  const describe = (c: Constraint) =>
    describeScheduleConstraint(c, {
      t,
      name: (teamId) => names.get(teamId) ?? t('scheduler.words.unknownTeam'),
      teamCount: teams.length,
      roundCount,
      language: i18n.language,
    });
  // In the list and the why-not each row's badge says rule or wish (and its weight): the words need not.
  const describeRow = (c: Constraint) => describe({ ...c, soft: false });
  const roundDate = (round: number) => roundDateOf(draft.dates, round);
  const roundLabel = (round: number) => {
    const date = roundDate(round);
    return date
      ? t('scheduler.form.roundOptionDated', { round, date: formatCalendarDate(date, 'ddd D MMM') })
      : t('scheduler.form.roundOption', { round });
  };

  const body = toScheduleBody(draft, roundCount, true);
  const bodyKey = JSON.stringify(body);
  const stale = previewed !== null && previewed.body !== bodyKey;

  const setConstraints = (constraints: Constraint[]) => {
    setDraft((d) => ({ ...d, constraints }));
    setSaved(false);
  };
  const remove = (index: number) => {
    setConstraints(draft.constraints.filter((_, i) => i !== index));
    setConflicts((list) => list?.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)) ?? null);
    notifySuccess(t('scheduler.list.removed'));
  };
  const submitConstraint = (c: Constraint) => {
    if (!editing) return;
    if (editing.index === null) setConstraints([...draft.constraints, c]);
    else setConstraints(draft.constraints.map((x, i) => (i === editing.index ? c : x)));
    setEditing(null);
  };

  const onSolveError = (error: Error) => {
    if (error instanceof ApiError && error.code === 'schedule.infeasible') {
      const list = error.problem.conflicts;
      setConflicts(Array.isArray(list) ? list.filter((i): i is number => typeof i === 'number') : []);
    }
  };
  const runPreview = () => {
    setConflicts(null);
    setSaved(false);
    setPreviewed(null);
    preview.mutate(body, {
      onSuccess: (result) => setPreviewed({ body: bodyKey, result, constraints: body.constraints }),
      onError: onSolveError,
    });
  };
  const runSave = () => {
    const go = () =>
      save.mutate(
        { ...body, dryRun: false },
        {
          onSuccess: (result) => {
            setPreviewed({ body: bodyKey, result, constraints: body.constraints });
            setSaved(true);
            notifySuccess(t('scheduler.preview.saved', { count: result.totalItems }));
          },
          onError: onSolveError,
        },
      );
    if (fixtureCount === 0) return go();
    modals.openConfirmModal({
      title: t('scheduler.preview.saveTitle'),
      children: <Text size="sm">{t('scheduler.preview.saveBody', { count: fixtureCount })}</Text>,
      labels: { confirm: t('scheduler.preview.saveConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: go,
    });
  };

  const failed = [preview, save].find((m) => m.isError)?.error ?? null;
  const stopped = failed instanceof ApiError && failed.code === 'schedule.cancelled';
  const infeasible = failed instanceof ApiError && failed.code === 'schedule.infeasible';

  return (
    <Stack gap="md">
      <Text size="sm">{t('scheduler.roundCount', { count: roundCount })}</Text>
      <RoundDatesForm
        dates={draft.dates}
        roundCount={roundCount}
        onChange={(dates) => setDraft((d) => ({ ...d, dates }))}
      />
      <GroundAvailability
        teams={teams}
        roundCount={roundCount}
        roundDate={roundDate}
        constraints={draft.constraints}
        onChange={setConstraints}
      />
      <ConstraintList
        constraints={draft.constraints}
        describe={describeRow}
        onAdd={(kind) => setEditing({ index: null, kind })}
        onEdit={(index) => setEditing({ index, kind: formKindOf(draft.constraints[index]!) })}
        onRemove={remove}
      />
      <Card withBorder radius="md" padding="md" component="section" aria-labelledby="preview-title">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <PreviewHeading />
            <Group gap="xs">
              <Button
                leftSection={<IconPlayerPlay size={16} />}
                onClick={runPreview}
                disabled={solving}
                variant={previewed && !stale ? 'default' : 'filled'}
              >
                {previewed ? t('scheduler.preview.again') : t('scheduler.preview.run')}
              </Button>
              {previewed && !saved && (
                <Button
                  leftSection={<IconDeviceFloppy size={16} />}
                  color="teal"
                  onClick={runSave}
                  disabled={solving || stale}
                  loading={save.isPending}
                >
                  {t('scheduler.preview.save')}
                </Button>
              )}
            </Group>
          </Group>
          {solving && (
            <ScheduleSolving
              progress={progress.data}
              onStop={() => cancel.mutate()}
              stopping={cancel.isPending}
            />
          )}
          {!solving && stopped && <Alert color="gray">{t('scheduler.preview.stopped')}</Alert>}
          {!solving && infeasible && conflicts && (
            <WhyNot
              conflicts={conflicts}
              constraints={draft.constraints}
              describe={describeRow}
              onEdit={(index) => setEditing({ index, kind: formKindOf(draft.constraints[index]!) })}
              onRemove={remove}
            />
          )}
          {!solving && failed && !stopped && !infeasible && (
            <Alert color="red" role="alert" title={t('scheduler.preview.refused')}>
              {toErrorMessage(failed)}
            </Alert>
          )}
          {stale && <Alert color="yellow">{t('scheduler.preview.stale')}</Alert>}
          {saved && previewed && (
            <Alert color="teal">
              {t('scheduler.preview.saved', { count: previewed.result.totalItems })}
              {' · '}
              <Anchor component={Link} to={`/admin/competitions/details/${champId}?tabs=fixtures`} inherit>
                {t('competitions.tabs.fixtures')}
              </Anchor>
            </Alert>
          )}
          {!previewed && !solving && !failed && (
            <Text size="sm" c="dimmed">
              {t('scheduler.preview.empty')}
            </Text>
          )}
          {previewed && (
            <SchedulePreview
              result={previewed.result}
              constraints={previewed.constraints}
              describe={describe}
            />
          )}
        </Stack>
      </Card>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.index === null ? t('scheduler.form.addTitle') : t('scheduler.form.editTitle')}
        size="lg"
      >
        {editing && (
          <ConstraintForm
            key={`${editing.index}-${editing.kind}`}
            teams={teams}
            roundCount={roundCount}
            roundLabel={roundLabel}
            initial={editing.index === null ? undefined : draft.constraints[editing.index]}
            initialKind={editing.kind}
            onSubmit={submitConstraint}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
