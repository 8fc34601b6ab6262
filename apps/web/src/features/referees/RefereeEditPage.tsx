import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useReferee, useUpdateReferee } from './api.ts';
import { RefereeForm } from './RefereeForm.tsx';

/** `/admin/referees/edit/{id}`. */
export function RefereeEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const referee = useReferee(id);
  const update = useUpdateReferee(id);
  usePageTitle(t('referees.edit.title'));
  if (referee.isPending) return <Skeleton h={240} />;
  if (referee.isError) return <Alert color="red">{t('referees.errors.notFound')}</Alert>;
  if (!referee.data.canEdit) return <ForbiddenPage />;
  const r = referee.data;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/admin/referees/details/${r.id}`} size="sm">
        ← {r.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('referees.edit.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <RefereeForm
          initial={{
            name: r.name,
            grade: r.grade ?? '',
            email: r.contact?.email ?? '',
            phone: r.contact?.phone ?? '',
            photo: r.photo,
          }}
          submitLabel={t('referees.edit.submit')}
          submitting={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('referees.edit.saved'));
                void navigate(`/admin/referees/details/${r.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
