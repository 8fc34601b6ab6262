import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { OFFER_TEAM_LIST_SIZE } from '@matchday/domain';
import { IconClipboardPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { useSession } from '../auth/useSession.ts';
import { useTeamSearch } from '../teams/api.ts';
import { useRegisterTeam, useRegistrationSettings } from './api.ts';
import { formatMoney } from './money.ts';

type Props = { champ: { id: string; sportKindId: string }; sportName: string };

/**
 * "Register your team" on a public competition page, while the competition takes requests (open, before its
 * deadline, not full): the entry fee and deadline beside it. Signed out it leads to sign-in and back; signed in
 * it asks which of the user's teams of the competition's sport to enter. Once registration was opened but no
 * longer takes requests (deadline passed, full) a quiet "Registration closed" says so.
 */
export function RegisterTeamButton({ champ, sportName }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const settings = useRegistrationSettings(champ.id);
  const [opened, setOpened] = useState(false);
  const s = settings.data;
  if (!s) return null;
  if (!s.isAcceptingRequests) {
    return s.registrationOpen ? (
      <Text size="sm" c="dimmed">
        {t('registrations.register.closed')}
      </Text>
    ) : null;
  }
  const facts = [
    s.entryFee ? t('registrations.register.fee', { fee: formatMoney(s.entryFee) }) : null,
    s.registrationDeadline
      ? t('registrations.register.deadline', { date: dayjs(s.registrationDeadline).format('D MMM YYYY') })
      : null,
  ].filter(Boolean);
  const icon = <IconClipboardPlus size={16} />;
  return (
    <Group gap="sm" wrap="wrap">
      {session.isAuthenticated ? (
        <Button leftSection={icon} onClick={() => setOpened(true)}>
          {t('registrations.register.open')}
        </Button>
      ) : (
        <Button
          component={Link}
          to={toLoginPath(`${location.pathname}${location.search}`)}
          leftSection={icon}
          loading={session.isLoading}
        >
          {t('registrations.register.open')}
        </Button>
      )}
      {facts.length > 0 && (
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      )}
      {session.isAuthenticated && (
        <Modal opened={opened} onClose={() => setOpened(false)} title={t('registrations.register.title')}>
          <RegisterTeamForm champ={champ} sportName={sportName} onDone={() => setOpened(false)} />
        </Modal>
      )}
    </Group>
  );
}

function RegisterTeamForm({ champ, sportName, onDone }: Props & { onDone: () => void }) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState<string | null>(null);
  // The offer dialog's list: the caller's own teams of the sport, newest first.
  const teams = useTeamSearch({
    sportKindId: champ.sportKindId,
    isOnlyMyTeams: true,
    pageIndex: 0,
    pageSize: OFFER_TEAM_LIST_SIZE,
  });
  const register = useRegisterTeam(champ.id);
  const items = teams.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!teamId) return;
    register.mutate(teamId, {
      onSuccess: () => {
        notifySuccess(t('registrations.register.sent'));
        onDone();
      },
      // The server's refusal says why in words (closed, past the deadline, full, already pending).
      onError: notifyFailure,
    });
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('registrations.register.help', { sport: sportName })}
        </Text>
        {teams.data && items.length === 0 ? (
          <Text size="sm">{t('registrations.register.noTeams', { sport: sportName })}</Text>
        ) : (
          <Select
            label={t('registrations.register.team')}
            placeholder={t('registrations.register.teamPlaceholder')}
            data={items.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={setTeamId}
            searchable
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('registrations.cancel')}
          </Button>
          <Button type="submit" disabled={!teamId} loading={register.isPending}>
            {t('registrations.register.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
