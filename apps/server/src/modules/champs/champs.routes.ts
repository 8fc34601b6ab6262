import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './champs.service.ts';

/** Competitions (spec §7 "Champs") and their teams: the contract's `api.champs` table. Access is declared there. */
export const champsRoutes = defineHandlers(
  api.champs,
  {
    listChamps: (ctx, { query }) => service.listChamps(ctx, query),
    createChamp: (ctx, { body }) => service.createChamp(ctx, body),
    listLeagueChamps: (ctx, { params, query }) => service.listLeagueChamps(ctx, params.id, query),
    getChamp: (ctx, { params }) => service.getChamp(ctx, params.id),
    updateChamp: (ctx, { params, body }) => service.updateChamp(ctx, params.id, body),
    deleteChamp: (ctx, { params }) => service.deleteChamp(ctx, params.id),
    listChampTeams: (ctx, { params, query }) => service.listChampTeams(ctx, params.id, query),
    addChampTeam: (ctx, { params, body }) => service.addChampTeam(ctx, params.id, body),
    removeChampTeam: (ctx, { params, query }) => service.removeChampTeam(ctx, params.id, query.teamId),
    removeChampTeamById: (ctx, { params }) => service.removeChampTeam(ctx, params.id, params.teamId),
    listTeamChamps: (ctx, { params, query }) => service.listTeamChamps(ctx, params.id, query),
    listLeagueTeams: (ctx, { params, query }) => service.listLeagueTeams(ctx, params.id, query),
    listUserChamps: (ctx, { query }) => service.listUserChamps(ctx, query),
  },
  {
    cache: {
      // Competitions show their league's name (`leagues`) and their team count (`champ:id`, `champs`).
      listChamps: () => [cacheTag.champs, cacheTag.leagues],
      listLeagueChamps: ({ params }) => [cacheTag.league(params.id), cacheTag.champs, cacheTag.leagues],
      getChamp: ({ params }) => [cacheTag.champ(params.id), cacheTag.leagues],
      listChampTeams: ({ params }) => [cacheTag.champ(params.id), cacheTag.teams],
      listTeamChamps: ({ params }) => [cacheTag.team(params.id), cacheTag.champs, cacheTag.leagues],
      listLeagueTeams: ({ params }) => [cacheTag.league(params.id), cacheTag.champs, cacheTag.teams],
    },
  },
);
