import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './teams.service.ts';

/** Teams (spec §7 "Teams"): the contract's `api.teams` table. Access is declared there. */
export const teamsRoutes = defineHandlers(
  api.teams,
  {
    listTeams: (ctx, { query }) => service.listTeams(ctx, query),
    createTeam: (ctx, { body }) => service.createTeam(ctx, body),
    searchTeams: (ctx, { query }) => service.searchTeams(ctx, query),
    getTeam: (ctx, { params }) => service.getTeam(ctx, params.id),
    updateTeam: (ctx, { params, body }) => service.updateTeam(ctx, params.id, body),
    deleteTeam: (ctx, { params }) => service.deleteTeam(ctx, params.id),
  },
  {
    cache: {
      listTeams: () => [cacheTag.teams],
      searchTeams: () => [cacheTag.teams],
      getTeam: ({ params }) => [cacheTag.team(params.id), cacheTag.teams],
    },
  },
);
