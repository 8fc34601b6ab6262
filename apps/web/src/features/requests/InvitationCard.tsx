import { Anchor } from '@mantine/core';
import type { Invitation } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeriod } from '../../lib/relative-time.ts';
import {
  DecisionFacts,
  Fact,
  RequestActions,
  RequestCard,
  TimeAgo,
  useDecideInvitation,
} from '../registrations/index.ts';
import { toCompetitionPath, toPlayerPath, toTeamPath, toUserPath } from './request-links.ts';

/** The catalogue sentence of an invitation, from the caller's side. */
function toHeadlineKey(invitation: Invitation): string {
  const side = invitation.direction === 'sent' ? 'Sent' : 'Received';
  return `requests.invitation.${invitation.kind}${side}`;
}

/**
 * An invitation: an organiser's to enter a team into a competition, or a team's to bring a player. Accepting
 * names the team or the player the invitee brings (AcceptInvitationDialog).
 */
export function InvitationCard({ invitation, now }: { invitation: Invitation; now: Date }) {
  const { t } = useTranslation();
  const decide = useDecideInvitation();
  const inv = invitation;
  const key = toHeadlineKey(inv);
  const names = {
    sender: inv.senderName ?? t('registrations.someone'),
    invitee: inv.inviteeName ?? inv.inviteeEmail ?? t('registrations.someone'),
    champ: inv.champName ?? '',
    team: inv.teamName ?? '',
  };
  return (
    <RequestCard
      sentence={{
        i18nKey: key,
        values: names,
        links: {
          sender: <Anchor component={Link} to={toUserPath(inv.senderId)} inherit fw={600} />,
          champ: inv.champId ? (
            <Anchor component={Link} to={toCompetitionPath(inv.champId)} inherit fw={600} />
          ) : (
            <span />
          ),
          team: inv.teamId ? (
            <Anchor component={Link} to={toTeamPath(inv.teamId)} inherit fw={600} />
          ) : (
            <span />
          ),
        },
      }}
      status={inv.status}
      actions={
        <RequestActions
          canDecide={inv.canDecide}
          canWithdraw={inv.canWithdraw}
          invitation={inv}
          decide={(body) => decide.mutateAsync({ id: inv.id, kind: inv.kind, body })}
        />
      }
    >
      {inv.message && <Fact label={t('requests.invitation.message')}>{inv.message}</Fact>}
      {inv.startDate && inv.endDate && (
        <Fact label={t('registrations.player.period')}>{formatPeriod(inv.startDate, inv.endDate)}</Fact>
      )}
      {inv.kind === 'team' && inv.status === 'accepted' && inv.teamId && (
        <Fact label={t('requests.invitation.enteredTeam')}>
          <Anchor component={Link} to={toTeamPath(inv.teamId)} inherit>
            {inv.teamName}
          </Anchor>
        </Fact>
      )}
      {inv.kind === 'player' && inv.playerId && (
        <Fact label={t('requests.invitation.broughtPlayer')}>
          <Anchor component={Link} to={toPlayerPath(inv.playerId)} inherit>
            {inv.playerName}
          </Anchor>
        </Fact>
      )}
      <DecisionFacts request={inv} now={now} />
      {(inv.status === 'pending' || inv.status === 'expired') && (
        <Fact
          label={
            inv.status === 'pending' ? t('requests.invitation.expires') : t('requests.invitation.expired')
          }
        >
          <TimeAgo value={inv.expiresAt} now={now} />
        </Fact>
      )}
    </RequestCard>
  );
}
