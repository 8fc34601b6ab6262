import { Alert, Anchor, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import type { Invitation } from '@matchday/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toErrorMessage } from '../../components/notifications.ts';
import { useMyPlayers, useMyTeams } from './api.ts';
import { DecisionFooter } from './DecisionFooter.tsx';

export type InvitationChoice = { teamId: string } | { playerId: string };

type Props = {
  opened: boolean;
  invitation: Invitation;
  onClose: () => void;
  /** Sends the acceptance; a refusal stays in the dialog, in the server's words. */
  onConfirm: (choice: InvitationChoice) => Promise<unknown>;
};

/**
 * Accepting an invitation names what the invitee brings: one of their teams (of the competition's sport) for a
 * team invitation, one of their players (of the team's sport) for a player invitation. Nothing is sent until
 * one is chosen.
 */
export function AcceptInvitationDialog({ opened, invitation, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('registrations.acceptInvitation.title')} size="sm">
      {opened && <AcceptForm invitation={invitation} onCancel={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function AcceptForm({
  invitation,
  onCancel,
  onConfirm,
}: {
  invitation: Invitation;
  onCancel: () => void;
  onConfirm: (choice: InvitationChoice) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const isTeam = invitation.kind === 'team';
  const teams = useMyTeams(invitation.sportKindId, isTeam);
  const players = useMyPlayers(invitation.sportKindId, !isTeam);
  const options = isTeam
    ? (teams.data?.items ?? []).map((team) => ({ value: team.id, label: team.name }))
    : (players.data?.items ?? []).map((player) => ({ value: player.id, label: player.name }));
  const list = isTeam ? teams : players;
  const [picked, setPicked] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setPickError(
        isTeam
          ? t('registrations.acceptInvitation.chooseTeam')
          : t('registrations.acceptInvitation.choosePlayer'),
      );
      return;
    }
    setBusy(true);
    setError(null);
    onConfirm(isTeam ? { teamId: picked } : { playerId: picked }).catch((failure: unknown) => {
      setError(toErrorMessage(failure));
      setBusy(false);
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          {isTeam
            ? t('registrations.acceptInvitation.teamHint', { champ: invitation.champName ?? '' })
            : t('registrations.acceptInvitation.playerHint', { team: invitation.teamName ?? '' })}
        </Text>
        {list.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {list.isError && (
          <Alert color="red" role="alert">
            {toErrorMessage(list.error)}
          </Alert>
        )}
        {list.isSuccess && options.length === 0 && (
          <Alert color="yellow">
            <Stack gap={4}>
              <Text size="sm">
                {isTeam
                  ? t('registrations.acceptInvitation.noTeams')
                  : t('registrations.acceptInvitation.noPlayers')}
              </Text>
              <Anchor
                component={Link}
                to={isTeam ? '/admin/teams/create' : '/admin/players/create'}
                size="sm"
              >
                {isTeam
                  ? t('registrations.acceptInvitation.createTeam')
                  : t('registrations.acceptInvitation.createPlayer')}
              </Anchor>
            </Stack>
          </Alert>
        )}
        {list.isSuccess && options.length > 0 && (
          <Select
            label={
              isTeam ? t('registrations.acceptInvitation.team') : t('registrations.acceptInvitation.player')
            }
            placeholder={
              isTeam
                ? t('registrations.acceptInvitation.teamPlaceholder')
                : t('registrations.acceptInvitation.playerPlaceholder')
            }
            data={options}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setPickError(null);
            }}
            error={pickError}
            searchable
            required
            comboboxProps={{ withinPortal: false }}
          />
        )}
        <DecisionFooter
          error={error}
          busy={busy}
          confirmLabel={t('registrations.actions.accept')}
          disabled={options.length === 0}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
