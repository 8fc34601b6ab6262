import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The team reads that pages load before they render (route loaders) and read with `useQuery` (./api.ts): one
 * definition each, so the loader fills exactly the cache entry the component asks for.
 */
const keys = queryKeys.teams;

/** `GET /teams/{id}`: the team (its name, sport, logo and owner). */
export const teamQuery = (id: string) => readQuery(keys.detail(id), api.teams.getTeam, { params: { id } });
