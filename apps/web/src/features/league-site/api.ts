import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useQuery } from '@tanstack/react-query';
import { readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** The league whose site this is, by its exact subdomain; `null` when no league has it. */
export function useLeagueBySubdomain(subdomain: string) {
  return useQuery({
    queryKey: queryKeys.leagues.site(subdomain),
    ...readQuery(
      api.leagues.listLeagues,
      { query: { subdomain, pageIndex: 0, pageSize: 1 } },
      (list) => list.items.find((league) => league.subdomain === subdomain) ?? null,
    ),
  });
}

/** The teams playing in the league's competitions. */
export function useLeagueTeams(leagueId: string, pageSize = 60) {
  return useQuery({
    queryKey: queryKeys.leagues.teams(leagueId, 0, pageSize),
    ...readQuery(api.champs.listLeagueTeams, { params: { id: leagueId }, query: { pageIndex: 0, pageSize } }),
    enabled: leagueId !== '',
  });
}

/** The league's page configuration (colours, banner, welcome text, links); nothing is asked before the id. */
export function useSitePageConfiguration(leagueId: string) {
  return useQuery({
    queryKey: queryKeys.leagues.pageConfiguration(leagueId),
    ...readQuery(api.leagues.getPageConfiguration, { params: { id: leagueId } }),
    enabled: leagueId !== '',
  });
}

/**
 * The league's fixtures kicking off in a range (today, on the site's "Today's matches"), soonest first. Scores
 * come from `GET /calendar`, which the hub's events do not name: asked again every minute while shown.
 */
export function useLeagueFixturesBetween(leagueId: string, from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.fixtures.calendar({ leagueId, from, to }),
    ...readQuery(api.calendar.getCalendar, { query: { leagueId, from, to } }),
    enabled: leagueId !== '',
    refetchInterval: 60_000,
  });
}
