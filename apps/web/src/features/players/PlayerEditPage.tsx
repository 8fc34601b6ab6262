import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { usePlayer, useUpdatePlayer } from './api.ts';
import { PlayerForm } from './PlayerForm.tsx';

/** `/admin/players/edit/{id}`. */
export function PlayerEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  usePageTitle(t('players.edit.title'));
  const navigate = useNavigate();
  const player = usePlayer(id);
  const update = useUpdatePlayer(id);
  if (player.isPending) return <Skeleton h={240} />;
  if (player.isError) return <Alert color="red">{t('players.errors.notFound')}</Alert>;
  if (!player.data.canEdit) return <ForbiddenPage />;
  const p = player.data;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/admin/players/details/${p.id}`} size="sm">
        ← {p.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('players.edit.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <PlayerForm
          mode="edit"
          initial={{
            name: p.name,
            sportKindId: p.sportKindId,
            shirtNumber: p.shirtNumber ?? '',
            position: p.position ?? '',
            birthDate: p.birthDate ?? '',
            nationality: p.nationality ?? '',
            photo: p.photo,
          }}
          submitLabel={t('players.edit.submit')}
          submitting={update.isPending}
          serverError={update.error}
          onSubmit={({ sportKindId: _sport, ...body }) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('players.edit.saved'));
                void navigate(`/admin/players/details/${p.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
