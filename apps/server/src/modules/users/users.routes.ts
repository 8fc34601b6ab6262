import { api } from '@matchday/contracts';
import { defineHandlers } from '../../core/routes.ts';
import { toFetchHeaders } from '../../plugins/auth.ts';
import * as service from './users.service.ts';

/**
 * The account pages' calls under /security/v1/users/{userId}/…, the signed-in profile and the public profile:
 * the contract's `api.users` table. Sign-in is declared there; who may touch whose data is the service's rule.
 */
export const usersRoutes = defineHandlers(api.users, {
  searchUsers: (ctx, { query }) => service.searchUsers(ctx, query),
  getMe: (ctx) => service.getMe(ctx),
  getPublicProfile: (ctx, { params }) => service.getPublicProfile(ctx, params.userId),
  getUserProfile: (ctx, { params }) => service.getProfile(ctx, params.userId),
  updateUserProfile: (ctx, { params, body }) => service.updateProfile(ctx, params.userId, body),
  getUserAddress: (ctx, { params }) => service.getAddress(ctx, params.userId),
  updateUserAddress: (ctx, { params, body }) => service.updateAddress(ctx, params.userId, body),
  getUserPhone: (ctx, { params }) => service.getPhone(ctx, params.userId),
  setUserPhone: (ctx, { params, body }, { request }) =>
    service.setPhone(ctx, phoneDeps(request.server), params.userId, body),
  verifyUserPhone: (ctx, { params, body }, { request }) =>
    service.verifyPhone(ctx, phoneDeps(request.server), params.userId, body),
  changePassword: async (ctx, { params, body }, { request, reply }) => {
    const { setCookies } = await service.changePassword(
      ctx,
      request.server.auth,
      toFetchHeaders(request),
      params.userId,
      body,
    );
    for (const cookie of setCookies) reply.header('set-cookie', cookie);
    return null;
  },
  sendFeedback: (ctx, { params, body }, { request }) =>
    service.sendFeedback(ctx, params.userId, body, request.ip),
});

function phoneDeps(app: { mailer: service.PhoneDeps['mailer']; deps: { config: { authSecret: string } } }) {
  return { mailer: app.mailer, secret: app.deps.config.authSecret };
}
