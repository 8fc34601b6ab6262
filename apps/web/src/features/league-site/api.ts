import { useQuery } from '@tanstack/react-query';
import { pageConfigurationQuery } from '../leagues/index.ts';
import { leagueBySubdomainQuery, leagueFixturesBetweenQuery, leagueTeamsQuery } from './queries.ts';

/** The league whose site this is, by its exact subdomain; `null` when no league has it. */
export function useLeagueBySubdomain(subdomain: string) {
  return useQuery(leagueBySubdomainQuery(subdomain));
}

/** The teams playing in the league's competitions. */
export function useLeagueTeams(leagueId: string, pageSize?: number) {
  return useQuery({ ...leagueTeamsQuery(leagueId, pageSize), enabled: leagueId !== '' });
}

/** The league's page configuration (colours, banner, welcome text, links); nothing is asked before the id. */
export function useSitePageConfiguration(leagueId: string) {
  return useQuery({ ...pageConfigurationQuery(leagueId), enabled: leagueId !== '' });
}

/**
 * The league's fixtures kicking off in a range (today, on the site's "Today's matches"), soonest first. Scores
 * come from `GET /calendar`, which the hub's events do not name: asked again every minute while shown.
 */
export function useLeagueFixturesBetween(leagueId: string, from: string, to: string) {
  return useQuery({
    ...leagueFixturesBetweenQuery(leagueId, from, to),
    enabled: leagueId !== '',
    refetchInterval: 60_000,
  });
}
