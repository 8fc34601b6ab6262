import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** `GET /fixture/{id}/match-sheet`: fixture, both line-ups, the timeline, media, clock settings. */
export const matchSheetQuery = (fixtureId: string) =>
  readQuery(queryKeys.fixtures.sheet(fixtureId), api.matchSheets.getMatchSheet, {
    params: { id: fixtureId },
  });
