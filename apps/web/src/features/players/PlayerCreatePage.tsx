import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useCreatePlayer } from './api.ts';
import { PlayerForm } from './PlayerForm.tsx';

/** `/admin/players/create`. */
export function PlayerCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('players.create.title'));
  const navigate = useNavigate();
  const create = useCreatePlayer();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('players.create.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <PlayerForm
          mode="create"
          submitLabel={t('players.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (player) => {
                notifySuccess(t('players.create.created'));
                void navigate(`/admin/players/details/${player.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
