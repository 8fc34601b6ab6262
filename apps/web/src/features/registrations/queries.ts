import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Registration reads hang under `['registrations']`, so the hub's `registration.changed` refreshes them all. */
export const registrationKeys = {
  ...queryKeys.registrations,
  /** `GET /champs/{id}/registration`: public, but it changes with the same event. */
  settings: (champId: string) => [...queryKeys.registrations.all, 'settings', champId] as const,
};

/** `GET /champs/{id}/registration`: open or not, deadline, team limit, entry fee, whether requests are taken today. */
export const registrationSettingsQuery = (champId: string) =>
  readQuery(registrationKeys.settings(champId), api.registrations.getRegistrationSettings, {
    params: { id: champId },
  });
