import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { PlanRequirement } from '../payments/index.ts';
import { useCreateLeague } from './api.ts';
import { LeagueForm } from './LeagueForm.tsx';

/** `/admin/leagues/create`: after creating, the organiser finishes the public page (`?params=true`). */
export function LeagueCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateLeague();
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('leagues.create.title')}
      </Title>
      <PlanRequirement feature="leagues" />
      <Paper withBorder p="md" radius="md">
        <LeagueForm
          submitLabel={t('leagues.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (league) => {
                notifySuccess(t('leagues.create.created'));
                void navigate(`/admin/leagues/edit/${league.id}?params=true`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
