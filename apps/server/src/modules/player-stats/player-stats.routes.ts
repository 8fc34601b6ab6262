import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './player-stats.service.ts';

/**
 * What a player's stats and matches show: the player, their squads (`players`), the results of their teams'
 * fixtures (`playerStats`, dropped by every fixture and score event), team, competition and league names.
 */
const tagsOfPlayer = (playerId: string) => [
  cacheTag.player(playerId),
  cacheTag.players,
  cacheTag.playerStats,
  cacheTag.teams,
  cacheTag.champs,
  cacheTag.leagues,
];

/** Player stats and matches (spec §7 "Players", "Fixtures"): the contract's `api.playerStats` table. */
export const playerStatsRoutes = defineHandlers(
  api.playerStats,
  {
    getChampPlayerStats: (ctx, { params, query }) => service.getChampPlayerStats(ctx, params.id, query),
    getPlayerStats: (ctx, { params }) => service.getPlayerStats(ctx, params.id),
    getPlayerOverallStats: (ctx, { params }) => service.getPlayerOverallStats(ctx, params.id),
    recalcPlayerOverallStats: (ctx, { params }) => service.recalcPlayerOverallStats(ctx, params.id),
    listPlayerMatches: (ctx, { params, query }) => service.listPlayerMatches(ctx, params.playerId, query),
  },
  {
    cache: {
      // The competition's results and sheets (`champ`: score, fixture, line-up and event events name it;
      // `playerStats` too), its squads and player names (`players`), team names (`teams`).
      getChampPlayerStats: ({ params }) => [
        cacheTag.champ(params.id),
        cacheTag.playerStats,
        cacheTag.players,
        cacheTag.teams,
      ],
      getPlayerStats: ({ params }) => tagsOfPlayer(params.id),
      getPlayerOverallStats: ({ params }) => tagsOfPlayer(params.id),
      listPlayerMatches: ({ params }) => tagsOfPlayer(params.playerId),
    },
  },
);
