import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { Champ, CheckIn, CheckInTeam, RoundCheckIn } from '@matchday/contracts';
import { IconCircleCheck, IconLock, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toTeamPath } from '../../lib/player-links.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { useFixtures, useStages } from './api.ts';
import {
  useCheckIn,
  useCheckTeamIn,
  useCheckTeamInRound,
  useCloseCheckIn,
  useDeleteRoundCheckIn,
  useSetCheckIn,
} from './participation-api.ts';

/** An instant as a `datetime-local` value in the browser's zone ("2030-05-01T10:00"). */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A competition's check-in (issue 27): where the window stands, who is in, a "Check in" button for each team
 * the caller runs while it is open; for the organiser (`admin`), the window's settings and "Close now".
 */
export function CheckInPanel({ champ, admin = false }: { champ: Champ; admin?: boolean }) {
  const checkIn = useCheckIn(champ.id);
  if (checkIn.isPending) return <Skeleton h={120} />;
  if (checkIn.isError) return <Alert color="red">{checkIn.error.message}</Alert>;
  const data = checkIn.data;
  const mode = admin ? 'admin' : 'observe';
  return (
    <Stack gap="md">
      <CheckInList champ={champ} data={data} mode={mode} />
      {admin && champ.canEdit && <CheckInSettings champ={champ} data={data} />}
      <RoundCheckIns champ={champ} rounds={data.rounds} mode={mode} admin={admin && champ.canEdit} />
      {admin && champ.canEdit && <RoundWindowForm champ={champ} />}
    </Stack>
  );
}

/**
 * The public competition page's card: shown once the organiser has set a window, the competition's or a
 * round's that is not closed yet (a team's owner or Manager checks in for that round there).
 */
export function CheckInCard({ champ }: { champ: Champ }) {
  const checkIn = useCheckIn(champ.id);
  if (!checkIn.data) return null;
  const rounds = checkIn.data.rounds.filter((r) => r.state !== 'closed');
  if (checkIn.data.state === 'none' && rounds.length === 0) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        {checkIn.data.state !== 'none' && <CheckInList champ={champ} data={checkIn.data} mode="observe" />}
        <RoundCheckIns champ={champ} rounds={rounds} mode="observe" admin={false} framed={false} />
      </Stack>
    </Paper>
  );
}

function StateBadge({
  state,
  opensAt,
  closesAt,
}: Pick<RoundCheckIn, 'opensAt' | 'closesAt'> & { state: CheckIn['state'] }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const at = (iso: string) => formatDateTime(iso, timeZone);
  const text =
    state === 'scheduled'
      ? t('competitions.checkIn.state.scheduled', { at: at(opensAt) })
      : state === 'open'
        ? t('competitions.checkIn.state.open', { at: at(closesAt) })
        : t(`competitions.checkIn.state.${state}`);
  return (
    <Badge color={state === 'open' ? 'green' : state === 'closed' ? 'gray' : 'blue'} variant="light">
      {text}
    </Badge>
  );
}

/** Each team's line: its name (a link), then "Checked in", the caller's check-in button, or "Not checked in". */
function TeamRows({
  items,
  mode,
  label,
  action,
}: {
  items: CheckInTeam[];
  mode: 'admin' | 'observe';
  label: string;
  action: (team: CheckInTeam) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((team) => (
        <Group key={team.teamId} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={toTeamPath(mode, team.teamId)} size="sm">
            {team.teamName}
          </Anchor>
          {team.checkedIn ? (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />}>
              {t('competitions.checkIn.checkedIn')}
            </Badge>
          ) : team.canCheckIn ? (
            action(team)
          ) : (
            <Text size="xs" c="dimmed">
              {t('competitions.checkIn.notCheckedIn')}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The windows before single rounds (issue 27: "optionally before each round"): who plays and who is in, a
 * "Check in for round N" button for each team the caller runs while the window is open; for the organiser,
 * "Close now" and what the close did.
 */
function RoundCheckIns({
  champ,
  rounds,
  mode,
  admin,
  framed = true,
}: {
  champ: Champ;
  rounds: RoundCheckIn[];
  mode: 'admin' | 'observe';
  admin: boolean;
  /** Each window in a frame of its own (the Check-in tab); the public card is one frame already. */
  framed?: boolean;
}) {
  const { t } = useTranslation();
  const checkTeamIn = useCheckTeamInRound(champ.id);
  const close = useCloseCheckIn(champ.id);
  const remove = useDeleteRoundCheckIn(champ.id);
  if (rounds.length === 0) return null;
  const confirmRemove = (r: RoundCheckIn) =>
    modals.openConfirmModal({
      title: t('competitions.checkIn.round.removeTitle', { round: r.round }),
      children: <Text size="sm">{t('competitions.checkIn.round.removeBody')}</Text>,
      labels: { confirm: t('competitions.checkIn.round.removeConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(
          { stageId: r.stageId, round: r.round },
          {
            onSuccess: () => notifySuccess(t('competitions.checkIn.round.removed')),
            onError: notifyFailure,
          },
        ),
    });
  const confirmClose = (r: RoundCheckIn) =>
    modals.openConfirmModal({
      title: t('competitions.checkIn.round.closeTitle', { round: r.round }),
      children: (
        <Text size="sm">
          {t('competitions.checkIn.round.closeBody', { count: r.items.filter((i) => !i.checkedIn).length })}
        </Text>
      ),
      labels: { confirm: t('competitions.checkIn.closeConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        close.mutate(
          { stageId: r.stageId, round: r.round },
          { onSuccess: () => notifySuccess(t('competitions.checkIn.closed')), onError: notifyFailure },
        ),
    });
  return (
    <Stack gap="sm">
      {rounds.map((r) => {
        const heading = t('competitions.checkIn.round.title', { stage: r.stageName, round: r.round });
        return (
          <Paper key={`${r.stageId}:${r.round}`} withBorder={framed} p={framed ? 'md' : 0}>
            <Stack gap="sm">
              <Group justify="space-between" align="center">
                <Title order={3} size="h5">
                  {heading}
                </Title>
                <StateBadge state={r.state} opensAt={r.opensAt} closesAt={r.closesAt} />
              </Group>
              {r.items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('competitions.checkIn.round.noTeams')}
                </Text>
              ) : (
                <>
                  <Text size="sm" c="dimmed">
                    {t('competitions.checkIn.count', { count: r.checkedInCount, total: r.items.length })}
                  </Text>
                  <TeamRows
                    items={r.items}
                    mode={mode}
                    label={heading}
                    action={(team) => (
                      <Button
                        size="compact-sm"
                        aria-label={t('competitions.checkIn.round.checkInButton', {
                          team: team.teamName,
                          round: r.round,
                        })}
                        loading={
                          checkTeamIn.isPending &&
                          checkTeamIn.variables?.teamId === team.teamId &&
                          checkTeamIn.variables.round === r.round
                        }
                        onClick={() =>
                          checkTeamIn.mutate(
                            { teamId: team.teamId, stageId: r.stageId, round: r.round },
                            {
                              onSuccess: () =>
                                notifySuccess(
                                  t('competitions.checkIn.checkedInDone', { team: team.teamName }),
                                ),
                              onError: notifyFailure,
                            },
                          )
                        }
                      >
                        {t('competitions.checkIn.round.checkIn', { round: r.round })}
                      </Button>
                    )}
                  />
                </>
              )}
              {r.state === 'closed' && (
                <Text size="sm" c="dimmed">
                  {t('competitions.checkIn.round.outcome', {
                    forfeited: r.forfeitedFixtureIds.length,
                    cancelled: r.cancelledFixtureIds.length,
                  })}
                </Text>
              )}
              {admin && r.state !== 'closed' && (
                <Group>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    leftSection={<IconLock size={14} />}
                    onClick={() => confirmClose(r)}
                    loading={close.isPending && close.variables?.round === r.round}
                    aria-label={t('competitions.checkIn.round.closeNow', {
                      round: r.round,
                      stage: r.stageName,
                    })}
                  >
                    {t('competitions.checkIn.closeNow')}
                  </Button>
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    leftSection={<IconTrash size={14} />}
                    onClick={() => confirmRemove(r)}
                    loading={remove.isPending && remove.variables?.round === r.round}
                    aria-label={t('competitions.checkIn.round.remove', {
                      round: r.round,
                      stage: r.stageName,
                    })}
                  >
                    {t('competitions.checkIn.round.removeShort')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

type RoundValues = { stageId: string; round: string; opensAt: string; closesAt: string };

/** The organiser adds (or sets anew) the window before one round of a stage whose fixtures are drawn. */
function RoundWindowForm({ champ }: { champ: Champ }) {
  const { t } = useTranslation();
  const stages = useStages(champ.id);
  const fixtures = useFixtures(champ.id);
  const save = useSetCheckIn(champ.id);
  const form = useForm<RoundValues>({
    mode: 'controlled',
    initialValues: { stageId: '', round: '', opensAt: '', closesAt: '' },
    validate: {
      stageId: (v) => (v ? null : t('competitions.checkIn.round.stageRequired')),
      round: (v) => (v ? null : t('competitions.checkIn.round.roundRequired')),
      opensAt: (v) => (v ? null : t('competitions.checkIn.opensRequired')),
      closesAt: (v, values) =>
        !v
          ? t('competitions.checkIn.closesRequired')
          : values.opensAt && new Date(v).getTime() <= new Date(values.opensAt).getTime()
            ? t('competitions.checkIn.closesBeforeOpens')
            : null,
    },
  });
  const played = (fixtures.data?.items ?? []).filter((f) => !f.isBye);
  const stageOptions = (stages.data?.items ?? [])
    .filter((st) => played.some((f) => f.stageId === st.id))
    .map((st) => ({ value: st.id, label: st.name }));
  const roundOptions = [
    ...new Set(played.filter((f) => f.stageId === form.values.stageId).map((f) => f.round)),
  ]
    .sort((a, b) => a - b)
    .map((round) => ({
      value: String(round),
      label: t('competitions.checkIn.round.roundOption', { round }),
    }));
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate(
            {
              opensAt: new Date(v.opensAt).toISOString(),
              closesAt: new Date(v.closesAt).toISOString(),
              missing: 'forfeit',
              stageId: v.stageId,
              round: Number(v.round),
            },
            {
              onSuccess: () => {
                notifySuccess(t('competitions.checkIn.round.saved'));
                form.reset();
              },
              onError: notifyFailure,
            },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('competitions.checkIn.round.settings')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('competitions.checkIn.round.intro')}
          </Text>
          {stageOptions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {stages.isPending || fixtures.isPending ? '' : t('competitions.checkIn.round.noFixtures')}
            </Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label={t('competitions.checkIn.round.stage')}
                  data={stageOptions}
                  allowDeselect={false}
                  {...form.getInputProps('stageId')}
                  onChange={(value) => {
                    form.setFieldValue('stageId', value ?? '');
                    form.setFieldValue('round', '');
                  }}
                />
                <Select
                  label={t('competitions.checkIn.round.round')}
                  data={roundOptions}
                  disabled={!form.values.stageId}
                  allowDeselect={false}
                  {...form.getInputProps('round')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('competitions.checkIn.round.opensAt')}
                  {...form.getInputProps('opensAt')}
                />
                <TextInput
                  type="datetime-local"
                  label={t('competitions.checkIn.round.closesAt')}
                  {...form.getInputProps('closesAt')}
                />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  {t('competitions.checkIn.round.save')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function CheckInList({ champ, data, mode }: { champ: Champ; data: CheckIn; mode: 'admin' | 'observe' }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const checkTeamIn = useCheckTeamIn(champ.id);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '');
  const stateText =
    data.state === 'scheduled'
      ? t('competitions.checkIn.state.scheduled', { at: at(data.opensAt) })
      : data.state === 'open'
        ? t('competitions.checkIn.state.open', { at: at(data.closesAt) })
        : t(`competitions.checkIn.state.${data.state}`);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('competitions.checkIn.title')}
        </Title>
        <Badge
          color={data.state === 'open' ? 'green' : data.state === 'closed' ? 'gray' : 'blue'}
          variant="light"
        >
          {stateText}
        </Badge>
      </Group>
      {data.state === 'none' ? (
        <Text c="dimmed" size="sm">
          {mode === 'admin' && champ.canEdit
            ? t('competitions.checkIn.noneAdmin')
            : t('competitions.checkIn.none')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('competitions.checkIn.count', { count: data.checkedInCount, total: data.items.length })}
          </Text>
          <TeamRows
            items={data.items}
            mode={mode}
            label={t('competitions.checkIn.title')}
            action={(team) => (
              <Button
                size="compact-sm"
                // Begins with what it shows (WCAG 2.5.3), then names the team.
                aria-label={t('competitions.checkIn.checkInButton', { team: team.teamName })}
                loading={checkTeamIn.isPending && checkTeamIn.variables === team.teamId}
                onClick={() =>
                  checkTeamIn.mutate(team.teamId, {
                    onSuccess: () =>
                      notifySuccess(t('competitions.checkIn.checkedInDone', { team: team.teamName })),
                    onError: notifyFailure,
                  })
                }
              >
                {t('competitions.checkIn.checkIn')}
              </Button>
            )}
          />
          {data.dropped.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('competitions.checkIn.droppedLabel')}{' '}
              {data.dropped.map((d, i) => (
                <span key={d.teamId}>
                  {i > 0 ? ', ' : ''}
                  <Anchor component={Link} to={toTeamPath(mode, d.teamId)} inherit>
                    {d.teamName}
                  </Anchor>
                </span>
              ))}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

type SettingsValues = { opensAt: string; closesAt: string; missing: 'drop' | 'forfeit' };

function CheckInSettings({ champ, data }: { champ: Champ; data: CheckIn }) {
  const { t } = useTranslation();
  const save = useSetCheckIn(champ.id);
  const close = useCloseCheckIn(champ.id);
  const form = useForm<SettingsValues>({
    mode: 'controlled',
    initialValues: {
      opensAt: toLocalInput(data.opensAt),
      closesAt: toLocalInput(data.closesAt),
      missing: data.missing ?? 'drop',
    },
    validate: {
      opensAt: (v) => (v ? null : t('competitions.checkIn.opensRequired')),
      closesAt: (v, values) =>
        !v
          ? t('competitions.checkIn.closesRequired')
          : values.opensAt && new Date(v).getTime() <= new Date(values.opensAt).getTime()
            ? t('competitions.checkIn.closesBeforeOpens')
            : null,
    },
  });
  const missingCount = data.items.filter((i) => !i.checkedIn).length;
  const confirmClose = () =>
    modals.openConfirmModal({
      title: t('competitions.checkIn.closeTitle'),
      children: <Text size="sm">{t('competitions.checkIn.closeBody', { count: missingCount })}</Text>,
      labels: { confirm: t('competitions.checkIn.closeConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        close.mutate(undefined, {
          onSuccess: () => notifySuccess(t('competitions.checkIn.closed')),
          onError: notifyFailure,
        }),
    });
  return (
    <Paper withBorder p="md">
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate(
            {
              opensAt: new Date(v.opensAt).toISOString(),
              closesAt: new Date(v.closesAt).toISOString(),
              missing: v.missing,
            },
            { onSuccess: () => notifySuccess(t('competitions.checkIn.saved')), onError: notifyFailure },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('competitions.checkIn.settings')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('competitions.checkIn.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('competitions.checkIn.opensAt')}
              {...form.getInputProps('opensAt')}
            />
            <TextInput
              type="datetime-local"
              label={t('competitions.checkIn.closesAt')}
              {...form.getInputProps('closesAt')}
            />
          </SimpleGrid>
          <Radio.Group label={t('competitions.checkIn.missing')} {...form.getInputProps('missing')}>
            <Stack gap={6} mt={6}>
              <Radio value="drop" label={t('competitions.checkIn.missingDrop')} />
              <Radio value="forfeit" label={t('competitions.checkIn.missingForfeit')} />
            </Stack>
          </Radio.Group>
          <Group justify="space-between">
            {data.state === 'open' || data.state === 'scheduled' ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconLock size={16} />}
                onClick={confirmClose}
                loading={close.isPending}
              >
                {t('competitions.checkIn.closeNow')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={save.isPending}>
              {t('competitions.checkIn.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
