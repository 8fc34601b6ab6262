import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useUpdateVenue, useVenue } from './api.ts';
import { VenueForm } from './VenueForm.tsx';

/** `/admin/venues/edit/{id}`. */
export function VenueEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const venue = useVenue(id);
  const update = useUpdateVenue(id);
  usePageTitle(t('venues.edit.title'));
  if (venue.isPending) return <Skeleton h={240} />;
  if (venue.isError) return <Alert color="red">{t('venues.errors.notFound')}</Alert>;
  if (!venue.data.canEdit) return <ForbiddenPage />;
  const v = venue.data;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/admin/venues/details/${v.id}`} size="sm">
        ← {v.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('venues.edit.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <VenueForm
          initial={{
            name: v.name,
            address: v.address ?? '',
            city: v.city ?? '',
            country: v.country ?? '',
            latitude: v.latitude ?? '',
            longitude: v.longitude ?? '',
            surface: v.surface,
            capacity: v.capacity ?? '',
            photo: v.photo,
          }}
          submitLabel={t('venues.edit.submit')}
          submitting={update.isPending}
          serverError={update.error}
          onSubmit={(body) =>
            update.mutate(body, {
              onSuccess: () => {
                notifySuccess(t('venues.edit.saved'));
                void navigate(`/admin/venues/details/${v.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
