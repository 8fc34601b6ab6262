import { Alert, CloseButton, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { toErrorMessage } from '../../components/notifications.ts';
import { useInvitation } from '../registrations/index.ts';
import { InvitationCard } from './InvitationCard.tsx';

/**
 * `?invitation={id}`: the invitation a mail's link names (the sign-up mail leads here), on top of the page with
 * its accept and decline, whether or not it is on the list's first page.
 */
export function InvitationSpotlight({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const invitation = useInvitation(id);
  return (
    <Paper
      component="section"
      aria-label={t('requests.invitation.spotlight')}
      withBorder
      radius="md"
      p="md"
      style={{ borderColor: 'var(--mantine-color-blue-filled)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('requests.invitation.spotlight')}</Text>
          <CloseButton aria-label={t('requests.invitation.close')} onClick={onClose} />
        </Group>
        {invitation.isPending && (
          <Skeleton h={120} radius="md" aria-label={t('requests.invitation.loading')} />
        )}
        {invitation.isError && (
          <Alert color="red" role="alert">
            {invitation.error instanceof ApiError && [403, 404].includes(invitation.error.status)
              ? t('requests.invitation.notFound')
              : toErrorMessage(invitation.error)}
          </Alert>
        )}
        {invitation.data && (
          <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            <InvitationCard invitation={invitation.data} now={new Date()} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
