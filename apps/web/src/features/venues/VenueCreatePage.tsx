import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useCreateVenue } from './api.ts';
import { VenueForm } from './VenueForm.tsx';

/** `/admin/venues/create`. */
export function VenueCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateVenue();
  usePageTitle(t('venues.create.title'));
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t('venues.create.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <VenueForm
          submitLabel={t('venues.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (venue) => {
                notifySuccess(t('venues.create.created'));
                void navigate(`/admin/venues/details/${venue.id}`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
