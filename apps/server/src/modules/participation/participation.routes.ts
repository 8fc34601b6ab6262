import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './participation.service.ts';

/** Check-in, withdrawals and disqualifications (issue 27): the contract's `api.participation` table. */
export const participationRoutes = defineHandlers(api.participation, {
  getCheckIn: (ctx, { params }) => service.getCheckIn(ctx, params.id),
  setCheckIn: (ctx, { params, body }) => service.setCheckIn(ctx, params.id, body),
  checkIn: (ctx, { params, body }) => service.checkIn(ctx, params.id, body),
  closeCheckIn: (ctx, { params, query }) => service.closeCheckIn(ctx, params.id, query),
  deleteRoundCheckIn: (ctx, { params, query }) => service.deleteRoundCheckIn(ctx, params.id, query),
  listWithdrawals: (ctx, { params }) => service.listWithdrawals(ctx, params.id),
  withdrawTeam: (ctx, { params, body }) => service.withdrawTeam(ctx, params.id, params.teamId, body),
});
