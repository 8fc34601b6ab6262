import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { Champ, CheckIn } from '@matchday/contracts';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toTeamPath } from '../../lib/player-links.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { useCheckIn, useCheckTeamIn, useCloseCheckIn, useSetCheckIn } from './participation-api.ts';

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
  return (
    <Stack gap="md">
      <CheckInList champ={champ} data={data} mode={admin ? 'admin' : 'observe'} />
      {admin && champ.canEdit && <CheckInSettings champ={champ} data={data} />}
    </Stack>
  );
}

/** The public competition page's card: shown only once the organiser has set a window. */
export function CheckInCard({ champ }: { champ: Champ }) {
  const checkIn = useCheckIn(champ.id);
  if (!checkIn.data || checkIn.data.state === 'none') return null;
  return (
    <Paper withBorder p="md">
      <CheckInList champ={champ} data={checkIn.data} mode="observe" />
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
          <Stack
            gap={6}
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('competitions.checkIn.title')}
          >
            {data.items.map((team) => (
              <Group key={team.teamId} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={Link} to={toTeamPath(mode, team.teamId)} size="sm">
                  {team.teamName}
                </Anchor>
                {team.checkedIn ? (
                  <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />}>
                    {t('competitions.checkIn.checkedIn')}
                  </Badge>
                ) : team.canCheckIn ? (
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
                ) : (
                  <Text size="xs" c="dimmed">
                    {t('competitions.checkIn.notCheckedIn')}
                  </Text>
                )}
              </Group>
            ))}
          </Stack>
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
