import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { useChamp, useUpdateChamp } from './api.ts';
import { CompetitionForm } from './CompetitionForm.tsx';

/** `/admin/competitions/edit/{id}`. */
export function CompetitionEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const champ = useChamp(id);
  const update = useUpdateChamp(id);
  if (champ.isPending) return <Skeleton h={320} />;
  if (champ.isError) return <Alert color="red">{t('competitions.errors.notFound')}</Alert>;
  const c = champ.data;
  if (!c.canEdit) return <ForbiddenPage />;
  return (
    <Stack gap="md" maw={820}>
      <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} size="sm">
        ← {c.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('competitions.edit.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <CompetitionForm
          initial={{
            champLeagueId: c.champLeagueId,
            name: c.name,
            season: c.season ?? '',
            startDate: c.startDate,
            description: c.description ?? '',
            logo: c.logo,
            rules: c.rules,
            lineupTracking: c.lineupTracking,
          }}
          submitLabel={t('competitions.edit.submit')}
          submitting={update.isPending}
          serverError={update.error}
          onSubmit={({ champLeagueId: _league, ...body }) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('competitions.edit.saved'));
                void navigate(`/admin/competitions/details/${c.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
