import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { useTeam, useUpdateTeam } from './api.ts';
import { TeamForm } from './TeamForm.tsx';

/** `/admin/teams/{id}` (edit). */
export function TeamEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const team = useTeam(id);
  const update = useUpdateTeam(id);
  if (team.isPending) return <Skeleton h={240} />;
  if (team.isError) return <Alert color="red">{t('teams.errors.notFound')}</Alert>;
  if (!team.data.canEdit) return <ForbiddenPage />;
  const tm = team.data;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/admin/teams/details/${tm.id}`} size="sm">
        ← {tm.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('teams.edit.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <TeamForm
          initial={{
            name: tm.name,
            shortName: tm.shortName ?? '',
            logo: tm.logo,
            sportKindId: tm.sportKindId,
            teamLeagueId: tm.teamLeagueId,
          }}
          submitLabel={t('teams.edit.submit')}
          submitting={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('teams.edit.saved'));
                void navigate(`/admin/teams/details/${tm.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
