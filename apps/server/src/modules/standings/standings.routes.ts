import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './standings.service.ts';

/** Standings, totals and ratings: the contract's `api.standings` table (public reads). */
export const standingsRoutes = defineHandlers(
  api.standings,
  {
    getStageStandings: (ctx, { params, query }) => service.getStageStandings(ctx, params.id, query),
    getChampStats: (ctx, { params }) => service.getChampStats(ctx, params.id),
    getChampTeamRatings: (ctx, { params }) => service.getChampTeamRatings(ctx, params.id),
    getLeagueTeamRatings: (ctx, { params }) => service.getLeagueTeamRatings(ctx, params.id),
    getTeamTotalStats: (ctx, { params }) => service.getTeamTotalStats(ctx, params.id),
  },
  {
    cache: {
      // A table depends on its stage's results, the teams' names, and the competition's rules and entries
      // (champ events invalidate `champs`).
      getStageStandings: ({ params }) => [cacheTag.stage(params.id), cacheTag.teams, cacheTag.champs],
      getChampStats: ({ params }) => [cacheTag.champ(params.id), cacheTag.teams],
      getChampTeamRatings: ({ params }) => [cacheTag.champ(params.id), cacheTag.teams],
      // Results of any of the league's competitions (`teamStats`: every fixture and score event, and a stage
      // deleted with its fixtures), competitions created or deleted (`league`), entries (`champs`), names.
      getLeagueTeamRatings: ({ params }) => [
        cacheTag.league(params.id),
        cacheTag.teamStats,
        cacheTag.champs,
        cacheTag.teams,
      ],
      // Results of any competition the team plays in (`teamStats`: every fixture and score event drops it),
      // its own name and the opponents' (`teams`).
      getTeamTotalStats: ({ params }) => [cacheTag.team(params.id), cacheTag.teamStats, cacheTag.teams],
    },
  },
);
