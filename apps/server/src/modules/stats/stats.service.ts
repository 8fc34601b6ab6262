import type { SiteStats } from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import * as champs from '../champs/champs.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as leagues from '../leagues/leagues.service.ts';
import * as players from '../players/players.service.ts';
import * as teams from '../teams/teams.service.ts';
import * as users from '../users/users.service.ts';

/**
 * The site's figures (spec §7 "Other" `GET /stats`). This module has no tables: it asks each module's
 * service for its count (six small queries, run together), and nothing uses it (like user-stats).
 */
export async function getSiteStats(ctx: RequestContext): Promise<SiteStats> {
  const [leagueCount, champCount, played, teamCount, playerCount, userCount] = await Promise.all([
    leagues.countLeagues(ctx),
    champs.countChamps(ctx),
    fixtures.countPlayed(ctx),
    teams.countTeams(ctx),
    players.countPlayers(ctx),
    users.countUsers(ctx),
  ]);
  return {
    leagues: leagueCount,
    competitions: champCount,
    matchesPlayed: played.matches,
    goals: played.goals,
    teams: teamCount,
    players: playerCount,
    users: userCount,
  };
}
