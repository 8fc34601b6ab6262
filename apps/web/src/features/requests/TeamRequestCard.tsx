import { Anchor, Badge, Group } from '@mantine/core';
import type { TeamRequest } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatMoney } from '../../lib/money.ts';
import { formatDay } from '../../lib/relative-time.ts';
import { PayEntryFeeButton } from '../payments/index.ts';
import {
  DecisionFacts,
  Fact,
  RequestActions,
  RequestCard,
  useDecideTeamRequest,
} from '../registrations/index.ts';
import { toCompetitionPath, toLeaguePath, toTeamPath } from './request-links.ts';

/** A team's request to enter a competition, with its entry fee, whether it is paid, and (its owner) paying it. */
export function TeamRequestCard({ request, now }: { request: TeamRequest; now: Date }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const decide = useDecideTeamRequest();
  const r = request;
  return (
    <RequestCard
      sentence={{
        i18nKey: 'requests.team.headline',
        values: { team: r.teamName, champ: r.champName },
        links: {
          team: <Anchor component={Link} to={toTeamPath(r.teamId)} inherit fw={600} />,
          champ: <Anchor component={Link} to={toCompetitionPath(r.champId)} inherit fw={600} />,
        },
      }}
      status={r.status}
      badges={
        r.entryFee && (
          <Badge variant="light" color={r.paid ? 'teal' : 'orange'} size="sm">
            {r.paid ? t('requests.team.paid') : t('requests.team.unpaid')}
          </Badge>
        )
      }
      actions={
        <Group gap="xs" align="flex-start">
          <PayEntryFeeButton request={r} />
          <RequestActions
            canDecide={r.canDecide}
            canWithdraw={r.canWithdraw}
            decide={(body) => decide.mutateAsync({ id: r.id, body })}
          />
        </Group>
      }
    >
      <Fact label={t('requests.team.league')}>
        <Anchor component={Link} to={toLeaguePath(r.leagueId)} inherit>
          {r.leagueName}
        </Anchor>
      </Fact>
      <Fact label={t('requests.team.entryFee')}>
        {r.entryFee ? formatMoney(r.entryFee, 'en') : t('requests.team.noFee')}
        {r.paid && r.paidAt && ` · ${t('requests.team.paidOn', { date: formatDay(r.paidAt, timeZone) })}`}
      </Fact>
      <DecisionFacts request={r} now={now} />
    </RequestCard>
  );
}
