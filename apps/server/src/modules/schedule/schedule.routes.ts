import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './schedule.service.ts';

/** The fixture scheduler (issue 28, ADR 0027): the contract's `api.schedule` table. Access is declared there. */
export const scheduleRoutes = defineHandlers(api.schedule, {
  scheduleStage: async (ctx, { params, body }, { reply }) => {
    // A client that goes away stops its solve: nobody is left to read the answer.
    const gone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) gone.abort();
    };
    reply.raw.once('close', onClose);
    try {
      const result = await service.scheduleStage(ctx, params.id, body, gone.signal);
      // A preview saves nothing: 200, not the route's 201.
      if (body.dryRun) return reply.status(200).send(result);
      return result;
    } finally {
      reply.raw.off('close', onClose);
    }
  },
  getScheduleProgress: (ctx, { params }) => service.getScheduleProgress(ctx, params.id),
  cancelSchedule: (ctx, { params }) => service.cancelSchedule(ctx, params.id),
  getScheduleSettings: (ctx, { params }) => service.getScheduleSettings(ctx, params.id),
  getReplayOptions: (ctx, { params, query }) => service.getReplayOptions(ctx, params.id, query),
});
