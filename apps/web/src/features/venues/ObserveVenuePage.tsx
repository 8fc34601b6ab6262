import { Alert, Badge, Container, Group, Image, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import type { AssignedFixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { dayOf } from '../../lib/zoned-time.ts';
import { AssignedFixtures } from './AssignedFixtures.tsx';
import { useVenue, useVenueFixtures } from './api.ts';
import { venueFixturesQuery, venueQuery } from './queries.ts';
import { VenueLocation } from './VenueLocation.tsx';

/** How many of the venue's next matches the page shows (the server sorts upcoming ones first). */
const UPCOMING_PAGE_SIZE = 50;

/**
 * Being played, or still to be played from today on (a scheduled match whose day has passed is not "upcoming"):
 * days in `timeZone`, the viewer's.
 */
const isToCome = (f: AssignedFixture, today: string, timeZone: string) =>
  f.status === 'live' ||
  f.status === 'halftime' ||
  ((f.status === 'scheduled' || f.status === 'postponed') &&
    (f.startsAt === null || dayOf(f.startsAt, timeZone) >= today));

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
  const timeZone = useDisplayTimeZone();
  const venue = useVenue(id);
  const fixtures = useVenueFixtures(id, { pageIndex: 0, pageSize: UPCOMING_PAGE_SIZE });
  const photo = useMediaUrl(venue.data?.photo);
  usePageTitle(venue.data?.name);
  if (venue.isPending) return <Skeleton h={240} />;
  if (venue.isError) return <Alert color="red">{t('venues.observe.notFound')}</Alert>;
  const v = venue.data;
  const today = dayOf(Date.now(), timeZone);
  const upcoming = fixtures.data?.items.filter((f) => isToCome(f, today, timeZone));

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

/** A venue's page shows the venue and its matches. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params }) => {
    const id = params.id ?? '';
    await Promise.all([
      load(queryClient, venueQuery(id)),
      load(queryClient, venueFixturesQuery(id, { pageIndex: 0, pageSize: UPCOMING_PAGE_SIZE })),
    ]);
    return null;
  };
