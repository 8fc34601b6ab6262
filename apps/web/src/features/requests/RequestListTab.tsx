import { Stack } from '@mantine/core';
import { REGISTRATION_STATUSES, type RegistrationStatus, type RequestDirection } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PlayerRequestCard,
  useInvitations,
  usePlayerRequests,
  useTeamRequests,
} from '../registrations/index.ts';
import { REQUESTS_PAGE_SIZE } from './api.ts';
import { InvitationCard } from './InvitationCard.tsx';
import { PagedList } from './PagedList.tsx';
import { RequestFilters } from './RequestFilters.tsx';
import { TeamRequestCard } from './TeamRequestCard.tsx';
import { useRequestFilters } from './useRequestFilters.ts';

export type RequestListKind = 'team' | 'player' | 'invitations';

/** Requests never expire; invitations lapse (contracts: `REGISTRATION_STATUSES`). */
const REQUEST_STATUSES = REGISTRATION_STATUSES.filter((s) => s !== 'expired');

type ListProps = { direction: RequestDirection; status: RegistrationStatus | undefined };

/** One tab of the Requests area: Received | Sent, a status filter, and the paged list of that kind. */
export function RequestListTab({ kind }: { kind: RequestListKind }) {
  const filters = useRequestFilters();
  const { direction, status } = filters;
  // A new filter starts again at the first page.
  const key = `${direction}:${status ?? 'all'}`;
  return (
    <Stack gap="md">
      <RequestFilters
        direction={direction}
        status={status}
        statuses={kind === 'invitations' ? REGISTRATION_STATUSES : REQUEST_STATUSES}
        onDirection={filters.setDirection}
        onStatus={filters.setStatus}
      />
      {kind === 'team' && <TeamRequestList key={key} direction={direction} status={status} />}
      {kind === 'player' && <PlayerRequestList key={key} direction={direction} status={status} />}
      {kind === 'invitations' && <InvitationList key={key} direction={direction} status={status} />}
    </Stack>
  );
}

function useEmptyText(kind: RequestListKind, { direction, status }: ListProps): string {
  const { t } = useTranslation();
  return status ? t('requests.list.noMatch') : t(`requests.empty.${kind}.${direction}`);
}

function TeamRequestList(props: ListProps) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useTeamRequests({ ...props, pageIndex, pageSize: REQUESTS_PAGE_SIZE });
  const empty = useEmptyText('team', props);
  const now = new Date();
  return (
    <PagedList
      query={query}
      label={t('requests.tabs.team')}
      total={(count) => t('requests.list.total', { count })}
      empty={empty}
      pageIndex={pageIndex}
      onPage={setPageIndex}
    >
      {(request) => <TeamRequestCard key={request.id} request={request} now={now} />}
    </PagedList>
  );
}

function PlayerRequestList(props: ListProps) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = usePlayerRequests({ ...props, pageIndex, pageSize: REQUESTS_PAGE_SIZE });
  const empty = useEmptyText('player', props);
  const now = new Date();
  return (
    <PagedList
      query={query}
      label={t('requests.tabs.player')}
      total={(count) => t('requests.list.total', { count })}
      empty={empty}
      pageIndex={pageIndex}
      onPage={setPageIndex}
    >
      {(request) => <PlayerRequestCard key={request.id} request={request} now={now} mode="observe" />}
    </PagedList>
  );
}

function InvitationList(props: ListProps) {
  const { t } = useTranslation();
  const [pageIndex, setPageIndex] = useState(0);
  const query = useInvitations({ ...props, pageIndex, pageSize: REQUESTS_PAGE_SIZE });
  const empty = useEmptyText('invitations', props);
  const now = new Date();
  return (
    <PagedList
      query={query}
      label={t('requests.tabs.invitations')}
      total={(count) => t('requests.list.invitations', { count })}
      empty={empty}
      pageIndex={pageIndex}
      onPage={setPageIndex}
    >
      {(invitation) => <InvitationCard key={invitation.id} invitation={invitation} now={now} />}
    </PagedList>
  );
}
