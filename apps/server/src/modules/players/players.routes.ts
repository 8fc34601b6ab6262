import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './players.service.ts';

/**
 * Players and team rosters (spec §7 "Players", "Teams"): the contract's `api.players` table. Access is
 * declared there. Anything showing a player's name or photo carries `players`; team names, the team's tag.
 */
export const playersRoutes = defineHandlers(
  api.players,
  {
    listPlayers: (ctx, { query }) => service.listPlayers(ctx, query),
    createPlayer: (ctx, { body }) => service.createPlayer(ctx, body),
    searchPlayers: (ctx, { query }) => service.searchPlayers(ctx, query),
    getPlayer: (ctx, { params }) => service.getPlayer(ctx, params.id),
    updatePlayer: (ctx, { params, body }) => service.updatePlayer(ctx, params.id, body),
    deletePlayer: (ctx, { params }) => service.deletePlayer(ctx, params.id),
    listPlayerTeams: (ctx, { params, query }) => service.listPlayerTeams(ctx, params.id, query),
    addTeamPlayer: (ctx, { params, body }) => service.addTeamPlayer(ctx, params.id, body),
    cloneTeam: (ctx, { params, body }) => service.cloneTeam(ctx, params.id, body),
    generateTeams: (ctx, { body }) => service.generateTeams(ctx, body),
    listTeamPlayers: (ctx, { params, query }) => service.listTeamPlayers(ctx, params.id, query),
    getTeamPlayer: (ctx, { params }) => service.getTeamPlayer(ctx, params.id),
    updateTeamPlayer: (ctx, { params, body }) =>
      service.updateTeamPlayer(ctx, params.id, params.playerId, body),
    removeTeamPlayer: (ctx, { params }) => service.removeTeamPlayer(ctx, params.id, params.playerId),
  },
  {
    cache: {
      listPlayers: () => [cacheTag.players],
      searchPlayers: () => [cacheTag.players],
      getPlayer: ({ params }) => [cacheTag.player(params.id), cacheTag.players],
      // Team names: `teams`; the player's roster changes: `player:{id}`.
      listPlayerTeams: ({ params }) => [cacheTag.player(params.id), cacheTag.players, cacheTag.teams],
      listTeamPlayers: ({ params }) => [cacheTag.team(params.id), cacheTag.players],
      // `getTeamPlayer` is not cached: its input (an entry id) names neither the team nor the player.
    },
  },
);

/** Competition squads and a match's current rosters (spec §7 "Champ team players"): `api.squads`. */
export const squadsRoutes = defineHandlers(
  api.squads,
  {
    listChampTeamPlayers: (ctx, { query }) => service.listChampTeamPlayers(ctx, query),
    listChampTeamSquads: (ctx, { query }) => service.listChampTeamSquads(ctx, query.champId),
    getChampTeamSquad: (ctx, { params }) => service.getChampTeamSquad(ctx, params.id),
    addChampTeamPlayer: (ctx, { body }) => service.addChampTeamPlayer(ctx, body),
    removeChampTeamPlayer: (ctx, { params }) => service.removeChampTeamPlayer(ctx, params.id),
    getFixturePlayers: (ctx, { query }) => service.getFixturePlayers(ctx, query.teamIds),
  },
  {
    cache: {
      listChampTeamPlayers: ({ query }) => [cacheTag.champ(query.champId), cacheTag.players],
      // Team names and logos show too.
      listChampTeamSquads: ({ query }) => [cacheTag.champ(query.champId), cacheTag.players, cacheTag.teams],
      getFixturePlayers: ({ query }) => [...query.teamIds.map(cacheTag.team), cacheTag.players],
    },
  },
);
