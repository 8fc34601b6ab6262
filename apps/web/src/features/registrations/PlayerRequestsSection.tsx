import { Alert, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerScreenMode } from '../../lib/player-links.ts';
import { useSession } from '../auth/index.ts';
import { usePlayerRequests } from './api.ts';
import { PlayerRequestCard } from './PlayerRequestCard.tsx';

export type PlayerRequestsSectionProps = {
  /** Whose requests: one team's or one player's. */
  filter: { teamId: string } | { playerId: string };
  /** May edit the team or the player: the section shows (with an empty state) even without requests. */
  isEditor: boolean;
  mode: PlayerScreenMode;
  /** Beside the title: the page's action (Invite a player, Ask to join a team). */
  action?: ReactNode;
};

/**
 * "Contracts and offers": the pending player requests of a team or a player — offers teams made and requests
 * players' owners sent — each accepted, rejected or withdrawn as the server says the caller may. The list
 * endpoint returns only the caller's own requests, so for anybody else it is empty and the section stays hidden.
 */
export function PlayerRequestsSection({ filter, isEditor, mode, action }: PlayerRequestsSectionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const requests = usePlayerRequests(
    { ...filter, status: 'pending', pageIndex: 0, pageSize: 50 },
    { enabled: session.isAuthenticated },
  );
  const items = requests.data?.items ?? [];
  if (!isEditor && items.length === 0) return null;

  const now = new Date();
  const titleId = 'teamId' in filter ? 'team-contracts' : 'player-contracts';
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('registrations.player.contracts')}
        </Title>
        {action}
      </Group>
      {requests.isPending && session.isAuthenticated && <Skeleton h={60} />}
      {requests.isError && <Alert color="red">{requests.error.message}</Alert>}
      {requests.data && items.length === 0 && (
        <Text c="dimmed" size="sm">
          {'teamId' in filter ? t('registrations.player.noPendingTeam') : t('registrations.player.noPending')}
        </Text>
      )}
      {items.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('registrations.player.pending')}
        >
          {items.map((request) => (
            <PlayerRequestCard key={request.id} request={request} now={now} mode={mode} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
