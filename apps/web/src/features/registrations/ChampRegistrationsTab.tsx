import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { Champ } from '@matchday/contracts';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationSettings } from './api.ts';
import { ChampInvitationsList } from './ChampInvitationsList.tsx';
import { InviteByEmailDialog } from './InviteByEmailDialog.tsx';
import { RegistrationSettingsForm } from './RegistrationSettingsForm.tsx';
import { TeamRequestsPanel } from './TeamRequestsPanel.tsx';

type Props = { champ: Pick<Champ, 'id' | 'canEdit'> };

/**
 * A competition's Registrations tab (admin): the settings, the requests teams sent (decide, mark paid) and the
 * invitations its organisers sent.
 */
export function ChampRegistrationsTab({ champ }: Props) {
  const { t } = useTranslation();
  const settings = useRegistrationSettings(champ.id);
  const [inviting, setInviting] = useState(false);
  return (
    <Stack gap="lg">
      {settings.isPending && <Skeleton h={220} />}
      {settings.isError && <Alert color="red">{settings.error.message}</Alert>}
      {settings.data && (
        <RegistrationSettingsForm
          // A fresh form when the saved settings change (another organiser, the hub), not a stale one.
          key={JSON.stringify(settings.data)}
          champId={champ.id}
          settings={settings.data}
          canEdit={champ.canEdit}
        />
      )}
      <TeamRequestsPanel champId={champ.id} teamPath={(teamId) => `/admin/teams/details/${teamId}`} />
      <ChampInvitationsList
        champId={champ.id}
        action={
          champ.canEdit && (
            <Button
              leftSection={<IconMailPlus size={16} />}
              variant="light"
              onClick={() => setInviting(true)}
            >
              {t('registrations.invite.team')}
            </Button>
          )
        }
      />
      <InviteByEmailDialog
        target={{ kind: 'team', champId: champ.id }}
        opened={inviting}
        onClose={() => setInviting(false)}
      />
    </Stack>
  );
}
