import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The venue reads that its public page loads before it renders (its route loader) and reads (./api.ts). */
const keys = queryKeys.venues;

export const venueQuery = (id: string) => readQuery(keys.detail(id), api.venues.getVenue, { params: { id } });

/** `GET /venues/{id}/fixtures`: upcoming soonest first, then past ones latest first. */
export const venueFixturesQuery = (id: string, page: { pageIndex: number; pageSize: number }) =>
  readQuery(keys.fixtures(id, page), api.venues.listVenueFixtures, { params: { id }, query: page });
