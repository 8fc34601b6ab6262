import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { OFFER_TEAM_LIST_SIZE } from '@matchday/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { useTeamSearch } from '../../api/team-search.ts';
import { notifyError, notifyFailure, notifySuccess, notifyWarning } from '../../components/notifications.ts';
import { useRegisterPlayer } from './api.ts';
import { ContractPeriodInput } from './ContractPeriodInput.tsx';
import { findDateMessageKey } from './offer-dialog.ts';
import { useContractPeriod } from './useContractPeriod.ts';

type Props = {
  opened: boolean;
  onClose: () => void;
  player: { id: string; name: string; sportKindId: string; sportName: string };
};

/**
 * "Ask to join a team" (`POST /teams/{id}/register-player`): the player's owner picks any team of the player's
 * sport (searched by the start of its name) and optionally a contract period (the offer dialog's date rules;
 * none: today to one year from today). The team's owner decides.
 */
export function AskToJoinTeamDialog({ opened, onClose, player }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('registrations.player.askTitle', { player: player.name })}
    >
      <AskForm player={player} onDone={onClose} />
    </Modal>
  );
}

function AskForm({ player, onDone }: { player: Props['player']; onDone: () => void }) {
  const { t } = useTranslation();
  const period = useContractPeriod();
  const [search, setSearch] = useState('');
  const [teamId, setTeamId] = useState<string | null>(null);
  const [keyword] = useDebouncedValue(search.trim(), 250);
  const teams = useTeamSearch({
    keyword,
    sportKindId: player.sportKindId,
    pageIndex: 0,
    pageSize: OFFER_TEAM_LIST_SIZE,
  });
  const register = useRegisterPlayer();
  const items = teams.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!teamId || period.blocksSend) return;
    const [startDate, endDate] = period.range;
    register.mutate(
      { teamId, body: { playerId: player.id, ...(startDate && endDate ? { startDate, endDate } : {}) } },
      {
        onSuccess: (request) => {
          notifySuccess(t('registrations.player.sent'));
          const key = request.dateWarning ? findDateMessageKey(request.dateWarning.code) : undefined;
          if (key) notifyWarning(t(key));
          onDone();
        },
        onError: (error) => {
          const key = error instanceof ApiError ? findDateMessageKey(error.code) : undefined;
          if (key) notifyError(t(key));
          else notifyFailure(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('registrations.player.askHelp', { sport: player.sportName })}
        </Text>
        <Select
          label={t('registrations.player.team')}
          placeholder={t('registrations.player.teamPlaceholder')}
          data={items.map((team) => ({ value: team.id, label: team.name }))}
          value={teamId}
          onChange={setTeamId}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server already matched the start of the name; Mantine's own filter would match anywhere.
          filter={({ options }) => options}
          nothingFoundMessage={
            teams.data ? t('registrations.player.noTeamFound', { sport: player.sportName }) : null
          }
          data-autofocus
        />
        <ContractPeriodInput
          label={t('registrations.player.askPeriod')}
          description={t('registrations.player.askPeriodHelp')}
          period={period}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('registrations.cancel')}
          </Button>
          <Button type="submit" disabled={!teamId || period.blocksSend} loading={register.isPending}>
            {t('registrations.player.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
