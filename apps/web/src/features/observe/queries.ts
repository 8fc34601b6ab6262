import type { PublicProfile } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * The reads of the public pages of this area that their route loaders load and their components read with
 * `useQuery` (./api.ts): one definition each, so the loader fills exactly the cache entry the component asks for.
 */

/**
 * `GET /user/{userId}/profile`: a user's public profile; a 404 is the page's not-found state. Its cache entry is
 * shared with the owner links of the team and player pages (players/queries.ts `ownerProfileQuery`), which hold
 * `null` there when their lookup fails: the entry is a profile or `null`, and its readers handle both.
 */
export const publicProfileQuery = (userId: string) =>
  readQuery(
    queryKeys.publicProfile(userId),
    api.users.getPublicProfile,
    { params: { userId } },
    (profile): PublicProfile | null => profile,
  );

/** `GET /user/{id}/stats`: what the user owns (first few of each kind, with totals) and their favourites count. */
export const userStatsQuery = (userId: string) =>
  readQuery(queryKeys.userStats(userId), api.userStats.getUserStats, { params: { id: userId } });
