import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './stages.service.ts';

/** Stages (spec §7 "Stages"): the contract's `api.stages` table. Access is declared there. */
export const stagesRoutes = defineHandlers(
  api.stages,
  {
    listStages: (ctx, { params }) => service.listStages(ctx, params.id),
    createStage: (ctx, { params, body }) => service.createStage(ctx, params.id, body),
    getStage: (ctx, { params }) => service.getStage(ctx, params.id),
    updateStage: (ctx, { params, body }) => service.updateStage(ctx, params.id, body),
    deleteStage: (ctx, { params }) => service.deleteStage(ctx, params.id),
  },
  {
    cache: {
      listStages: ({ params }) => [cacheTag.champ(params.id)],
      getStage: ({ params }) => [cacheTag.stage(params.id)],
    },
  },
);
