import { Alert, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Invitation } from '@matchday/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatDay } from '../../lib/relative-time.ts';
import { useDecideInvitation, useInvitations } from './api.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestStatusBadge } from './RequestStatusBadge.tsx';

/** The invitations this competition's organisers sent, newest first, each withdrawable while pending; `action`: the invite button. */
export function ChampInvitationsList({ champId, action }: { champId: string; action?: ReactNode }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const invitations = useInvitations({ champId, direction: 'sent', pageIndex: 0, pageSize: 50 });
  const decide = useDecideInvitation();

  return (
    <Stack gap="sm" component="section" aria-labelledby="champ-invitations">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4" id="champ-invitations">
          {t('registrations.invitations.title')}
        </Title>
        {action}
      </Group>
      {invitations.isPending && <Skeleton h={60} />}
      {invitations.isError && <Alert color="red">{invitations.error.message}</Alert>}
      {invitations.data && invitations.data.items.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('registrations.invitations.empty')}
        </Text>
      )}
      {invitations.data && invitations.data.items.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {invitations.data.items.map((invitation) => (
            <Card key={invitation.id} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {toInvitee(invitation)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[
                      invitation.teamName,
                      t(
                        invitation.status === 'expired'
                          ? 'registrations.invitations.expired'
                          : 'registrations.invitations.expires',
                        { date: formatDay(invitation.expiresAt, timeZone) },
                      ),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  {invitation.message && (
                    <Text size="xs" c="dimmed" fs="italic" lineClamp={2}>
                      {invitation.message}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <RequestStatusBadge status={invitation.status} />
                  <RequestActions
                    canDecide={false}
                    canWithdraw={invitation.canWithdraw && invitation.status === 'pending'}
                    invitation={invitation}
                    decide={(body) => decide.mutateAsync({ id: invitation.id, kind: invitation.kind, body })}
                  />
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function toInvitee(invitation: Invitation): string {
  return invitation.inviteeName ?? invitation.inviteeEmail ?? invitation.inviteeUserId ?? '—';
}
