import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Venue } from '@matchday/contracts';
import { IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toObserveVenuePath } from '../../lib/observe-links.ts';
import { AssignedFixtures } from './AssignedFixtures.tsx';
import { useDeleteVenue, useVenue, useVenueFixtures } from './api.ts';
import { VenueLocation } from './VenueLocation.tsx';

const FIXTURES_PAGE_SIZE = 20;

/** `/admin/venues/details/{id}`: the venue's facts and place, its matches (upcoming first), edit and delete. */
export function VenueDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const venue = useVenue(id);
  const [pageIndex, setPageIndex] = useState(0);
  const fixtures = useVenueFixtures(id, { pageIndex, pageSize: FIXTURES_PAGE_SIZE });
  const remove = useDeleteVenue();
  const photo = useMediaUrl(venue.data?.photo);
  usePageTitle(venue.data?.name);
  if (venue.isPending) return <Skeleton h={200} />;
  if (venue.isError) return <Alert color="red">{t('venues.errors.notFound')}</Alert>;
  const v = venue.data;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('venues.details.deleteTitle'),
      children: <Text size="sm">{t('venues.details.deleteBody', { name: v.name })}</Text>,
      labels: { confirm: t('venues.details.deleteConfirm'), cancel: t('venues.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(v.id, {
          onSuccess: () => {
            notifySuccess(t('venues.details.deleted'));
            void navigate('/admin/venues');
          },
          // The server takes the venue off its matches and deletes it (issue 29, item 5); no 409 to show.
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {v.name}
          </Title>
          <Group gap="xs">
            {v.surface && <Badge variant="light">{t(`venues.surface.${v.surface}`)}</Badge>}
            {v.city && <Badge variant="outline">{v.city}</Badge>}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={toObserveVenuePath(v.id)}
            variant="subtle"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('venues.details.publicPage')}
          </Button>
          {v.canEdit && (
            <>
              <Button
                component={Link}
                to={`/admin/venues/edit/${v.id}`}
                variant="default"
                leftSection={<IconEdit size={16} />}
              >
                {t('venues.details.edit')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
              >
                {t('venues.details.delete')}
              </Button>
            </>
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: photo ? 2 : 1 }}>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="venue-facts">
          <Stack gap="sm">
            <Title order={2} size="h4" id="venue-facts">
              {t('venues.details.facts')}
            </Title>
            <VenueFacts venue={v} />
            <VenueLocation venue={v} />
          </Stack>
        </Card>
        {photo && <Image src={photo} alt={v.name} radius="md" mah={320} fit="cover" />}
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="venue-fixtures">
        <Title order={2} size="h4" id="venue-fixtures">
          {t('venues.fixtures.title')}
        </Title>
        <AssignedFixtures
          query={fixtures}
          pageIndex={pageIndex}
          pageSize={FIXTURES_PAGE_SIZE}
          onPageChange={setPageIndex}
          matchPath={(fixtureId) => `/admin/match-center/edit-match/${fixtureId}`}
          empty={t('venues.fixtures.none')}
          label={t('venues.fixtures.title')}
        />
      </Stack>
    </Stack>
  );
}

/** Surface, capacity and coordinates, as a definition list. */
function VenueFacts({ venue: v }: { venue: Venue }) {
  const { t } = useTranslation();
  const none = t('venues.details.none');
  const rows = [
    [t('venues.details.surface'), v.surface ? t(`venues.surface.${v.surface}`) : none],
    [
      t('venues.details.capacity'),
      v.capacity === null
        ? none
        : t('venues.details.capacityValue', { capacity: v.capacity.toLocaleString('en') }),
    ],
    [
      t('venues.details.coordinates'),
      v.latitude !== null && v.longitude !== null ? `${v.latitude}, ${v.longitude}` : none,
    ],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} component="dl" m={0} spacing="xs">
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} size="sm">
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
