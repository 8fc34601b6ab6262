import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { useCreateTeam } from './api.ts';
import { TeamForm } from './TeamForm.tsx';

/** `/admin/teams/create`. */
export function TeamCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('teams.create.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <TeamForm
          submitLabel={t('teams.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (team) => {
                notifySuccess(t('teams.create.created'));
                void navigate(`/admin/teams/details/${team.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
