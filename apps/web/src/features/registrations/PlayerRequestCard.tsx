import { Anchor, Badge } from '@mantine/core';
import type { PlayerTeamRequest } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PlayerScreenMode, toTeamPath, toUserProfilePath } from '../../lib/player-links.ts';
import { formatPeriod } from '../../lib/relative-time.ts';
import { useDecidePlayerRequest } from './api.ts';
import { DecisionFacts } from './DecisionFacts.tsx';
import { Fact } from './Fact.tsx';
import { RequestActions } from './RequestActions.tsx';
import { RequestCard } from './RequestCard.tsx';

type Props = {
  request: PlayerTeamRequest;
  now: Date;
  /** Where the team and player names link: the admin pages or the public ones. */
  mode: PlayerScreenMode;
};

const toPlayerPath = (mode: PlayerScreenMode, playerId: string) =>
  mode === 'admin' ? `/admin/players/details/${playerId}` : `/observe/player/${playerId}`;

/**
 * A player request: a team's contract offer to a player (`isSentByUser: false`), or a player's owner asking a
 * team to take the player (`true`); with the contract period. The Requests area and the team and player pages
 * show it alike.
 */
export function PlayerRequestCard({ request: r, now, mode }: Props) {
  const { t } = useTranslation();
  const decide = useDecidePlayerRequest();
  const key = r.isSentByUser ? 'registrations.player.joinRequest' : 'registrations.player.offer';
  const names = { team: r.teamName, player: r.playerName };
  return (
    <RequestCard
      sentence={{
        i18nKey: key,
        values: names,
        links: {
          team: <Anchor component={Link} to={toTeamPath(mode, r.teamId)} inherit fw={600} />,
          player: <Anchor component={Link} to={toPlayerPath(mode, r.playerId)} inherit fw={600} />,
        },
      }}
      status={r.status}
      badges={
        !r.isWithinOneYear && (
          <Badge variant="light" color="yellow" size="sm" title={r.dateWarning?.message}>
            {t('registrations.player.beyondYear')}
          </Badge>
        )
      }
      actions={
        <RequestActions
          canDecide={r.canDecide}
          canWithdraw={r.canWithdraw}
          decide={(body) => decide.mutateAsync({ id: r.id, body })}
        />
      }
    >
      <Fact label={t('registrations.player.period')}>{formatPeriod(r.startDate, r.endDate)}</Fact>
      <Fact label={t('registrations.player.owner')}>
        <Anchor component={Link} to={toUserProfilePath(r.userId)} inherit>
          {r.userName ?? t('registrations.someone')}
        </Anchor>
      </Fact>
      <DecisionFacts request={r} now={now} />
    </RequestCard>
  );
}
