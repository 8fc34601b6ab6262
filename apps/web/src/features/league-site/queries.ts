import { apiRefs as api } from '@matchday/contracts/route-refs';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** A league site's reads, loaded by its routes' loaders and read by its components (./api.ts). */

/** How many of the league's teams and competitions the site's home shows. */
export const LEAGUE_SITE_TEAMS = 60;
export const LEAGUE_SITE_CHAMPS = 24;

/** The league whose site this is, by its exact subdomain; `null` when no league has it. */
export const leagueBySubdomainQuery = (subdomain: string) =>
  readQuery(
    queryKeys.leagues.site(subdomain),
    api.leagues.listLeagues,
    { query: { subdomain, pageIndex: 0, pageSize: 1 } },
    (list) => list.items.find((league) => league.subdomain === subdomain) ?? null,
  );

/** The teams playing in the league's competitions. */
export const leagueTeamsQuery = (leagueId: string, pageSize = LEAGUE_SITE_TEAMS) =>
  readQuery(queryKeys.leagues.teams(leagueId, 0, pageSize), api.champs.listLeagueTeams, {
    params: { id: leagueId },
    query: { pageIndex: 0, pageSize },
  });

/** The league's fixtures kicking off between two instants (ISO), soonest first. */
export const leagueFixturesBetweenQuery = (leagueId: string, from: string, to: string) =>
  readQuery(queryKeys.fixtures.calendar({ leagueId, from, to }), api.calendar.getCalendar, {
    query: { leagueId, from, to },
  });
