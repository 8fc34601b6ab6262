import { api } from '@matchday/contracts';
import type { FastifyInstance } from 'fastify';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './contact.service.ts';

/** The contact form (`api.contact`): public challenge and send, the messages list for SystemAdmin. */
export const contactRoutes = defineHandlers(api.contact, {
  getContactChallenge: (ctx, _input, { request, reply }) => {
    // Each challenge is good once: no cache may hand the same one to two visitors.
    reply.header('cache-control', 'no-store');
    return service.getChallenge(ctx, contactDeps(request.server));
  },
  sendContactMessage: (ctx, { query, body }, { request }) =>
    service.sendMessage(ctx, contactDeps(request.server), {
      token: query.recaptchaResponse,
      body,
      clientAddress: request.ip,
    }),
  listContactMessages: (ctx, { query }) => service.listMessages(ctx, query),
});

function contactDeps(app: FastifyInstance): service.ContactDeps {
  return { captcha: app.deps.config.captcha, fetch: app.deps.fetch };
}
