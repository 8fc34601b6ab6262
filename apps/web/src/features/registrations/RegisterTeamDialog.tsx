import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { OFFER_TEAM_LIST_SIZE } from '@matchday/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamSearch } from '../../api/team-search.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useRegisterTeam } from './api.ts';

type Props = { champ: { id: string; sportKindId: string }; sportName: string };

/**
 * The "Register your team" dialog (RegisterTeamButton.tsx opens it): which of the signed-in user's teams of
 * the competition's sport to enter.
 */
export function RegisterTeamDialog({
  opened,
  onClose,
  ...props
}: Props & { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('registrations.register.title')}>
      <RegisterTeamForm {...props} onDone={onClose} />
    </Modal>
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
