import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useCreateReferee } from './api.ts';
import { RefereeForm } from './RefereeForm.tsx';

/** `/admin/referees/create`. */
export function RefereeCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateReferee();
  usePageTitle(t('referees.create.title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('referees.create.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <RefereeForm
          submitLabel={t('referees.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (referee) => {
                notifySuccess(t('referees.create.created'));
                void navigate(`/admin/referees/details/${referee.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
