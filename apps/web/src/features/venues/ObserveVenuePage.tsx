import { Alert, Badge, Container, Group, Image, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { AssignedFixture } from '@matchday/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { AssignedFixtures } from './AssignedFixtures.tsx';
import { useVenue, useVenueFixtures } from './api.ts';
import { VenueLocation } from './VenueLocation.tsx';

/** How many of the venue's next matches the page shows (the server sorts upcoming ones first). */
const UPCOMING_PAGE_SIZE = 50;

/** Being played, or still to be played from today on (a scheduled match whose day has passed is not "upcoming"). */
const isToCome = (f: AssignedFixture, today: dayjs.Dayjs) =>
  f.status === 'live' ||
  f.status === 'halftime' ||
  ((f.status === 'scheduled' || f.status === 'postponed') &&
    (f.startsAt === null || !dayjs(f.startsAt).isBefore(today)));

/**
 * `/observe/venue/{id}` (public): the venue's name, photo and place — a map with the runtime configuration's
 * maps key, else the address as text with an OpenStreetMap link — and its upcoming matches.
 */
export function ObserveVenuePage() {
  return (
    <Container size="lg" py="xl">
      <ObserveVenue />
    </Container>
  );
}

function ObserveVenue() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const venue = useVenue(id);
  const fixtures = useVenueFixtures(id, { pageIndex: 0, pageSize: UPCOMING_PAGE_SIZE });
  const photo = useMediaUrl(venue.data?.photo);
  usePageTitle(venue.data?.name);
  if (venue.isPending) return <Skeleton h={240} />;
  if (venue.isError) return <Alert color="red">{t('venues.observe.notFound')}</Alert>;
  const v = venue.data;
  const today = dayjs().startOf('day');
  const upcoming = fixtures.data?.items.filter((f) => isToCome(f, today));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {v.name}
        </Title>
        <Group gap={6}>
          {v.surface && (
            <Badge variant="light" color="gray" tt="none">
              {t(`venues.surface.${v.surface}`)}
            </Badge>
          )}
          {v.capacity !== null && (
            <Badge variant="outline" color="gray" tt="none">
              {t('venues.details.capacityValue', { capacity: v.capacity.toLocaleString('en') })}
            </Badge>
          )}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: photo ? 2 : 1 }} spacing="lg">
        {photo && <Image src={photo} alt={v.name} radius="md" mah={360} fit="cover" />}
        <VenueLocation venue={v} />
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="venue-upcoming">
        <Title order={2} size="h4" id="venue-upcoming">
          {t('venues.observe.upcoming')}
        </Title>
        <AssignedFixtures
          query={{
            ...fixtures,
            data: upcoming && {
              items: upcoming,
              totalItems: upcoming.length,
              pageIndex: 0,
              pageSize: UPCOMING_PAGE_SIZE,
            },
          }}
          pageIndex={0}
          pageSize={UPCOMING_PAGE_SIZE}
          onPageChange={() => {}}
          matchPath={toObserveMatchPath}
          empty={t('venues.observe.noUpcoming')}
          label={t('venues.observe.upcoming')}
        />
      </Stack>
    </Stack>
  );
}
