import { z } from 'zod';
import { Access, defineRoutes } from './route.ts';

const Count = z.number().int().min(0);

/** Spec §7 "Other" `GET /stats`: the site's figures (KPIs), shown on the home and about pages. */
export const SiteStats = z
  .object({
    /** Leagues on the site. */
    leagues: Count,
    /** Competitions in all leagues. */
    competitions: Count,
    /** Finished matches (byes are not matches). */
    matchesPlayed: Count,
    /** Both sides' scores of the finished matches added up: goals, and points or sets where a sport counts those. */
    goals: Count,
    /** Teams on the site. */
    teams: Count,
    /** Player profiles on the site. */
    players: Count,
    /** Accounts. */
    users: Count,
  })
  .meta({ id: 'SiteStats' });
export type SiteStats = z.infer<typeof SiteStats>;

export const statsRoutes = defineRoutes({
  getStats: {
    method: 'GET',
    path: '/api/stats',
    summary: "The site's figures: leagues, competitions, matches played, goals, teams, players and users",
    tags: ['stats'],
    access: Access.public,
    response: SiteStats,
  },
});
