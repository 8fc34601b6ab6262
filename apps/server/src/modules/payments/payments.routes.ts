import { api } from '@matchday/contracts';
import type { FastifyInstance } from 'fastify';
import { defineHandlers, registerRoutes } from '../../core/routes.ts';
import type { PaymentsService } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, for webhook signatures (payments routes only). */
    rawBody?: string;
  }
}

/**
 * Payments (`api.payments`, spec §7 "Payments", ADR 0022), handled by one app's service (`app.payments`).
 * Nothing here is cached: every read is per user.
 */
export const paymentsRoutesOf = (service: PaymentsService) =>
  defineHandlers(api.payments, {
    getPlan: (ctx, { query }) => service.getPlan(ctx, query),
    listPaymentLinks: () => service.listPaymentLinks(),
    createCheckoutSession: (ctx, { body }) => service.createCheckoutSession(ctx, body),
    getSubscription: (ctx) => service.getSubscription(ctx),
    cancelSubscription: (ctx) => service.cancelSubscription(ctx),
    resumeSubscription: (ctx) => service.resumeSubscription(ctx),
    changeSubscription: (ctx, { body, query }) => service.changeSubscription(ctx, body, query),
    listInvoices: (ctx, { query }) => service.listInvoices(ctx, query),
    getBillingPortal: (ctx) => service.getBillingPortal(ctx),
    createDonationCheckout: (ctx, { body }) => service.createDonationCheckout(ctx, body),
    createEntryFeeCheckout: (ctx, { body }) => service.createEntryFeeCheckout(ctx, body),
    listConnectedAccounts: (ctx) => service.listConnectedAccounts(ctx),
    connectStripeAccount: (ctx, { body }) => service.connectAccount(ctx, 'stripe', body),
    disconnectStripeAccount: (ctx, { query }) =>
      service.disconnectAccount(ctx, 'stripe', query.stripeConnectedAccountId),
    connectPaypalAccount: (ctx, { body }) => service.connectAccount(ctx, 'paypal', body),
    disconnectPaypalAccount: (ctx, { query }) =>
      service.disconnectAccount(ctx, 'paypal', query.paypalConnectedAccountId),
    connectAllpay: (ctx, { body }) => service.connectAccount(ctx, 'allpay', body),
    disconnectAllpay: (ctx) => service.disconnectAccount(ctx, 'allpay', undefined),
    receiveWebhook: (ctx, { params }, { request }) =>
      service.receiveWebhook(ctx, params.provider, request.rawBody, request.headers),
    getSandboxSession: (ctx, { params }) => service.getSandboxSession(ctx, params.id),
    paySandboxSession: (ctx, { params, body }) => service.paySandboxSession(ctx, params.id, body),
    confirmSandboxSession: (ctx, { params }) => service.confirmSandboxSession(ctx, params.id),
    completeSandboxOnboarding: async (ctx, { params }, { reply }) => {
      const returnUrl = await service.completeSandboxOnboarding(ctx, params.accountId);
      return reply.redirect(returnUrl, 302) as never;
    },
    reconcilePayments: (ctx) => service.reconcile(ctx),
  });

/**
 * Registers the payments routes in a scope of their own whose body parsers keep the raw text: a webhook's
 * signature is over the bytes as sent, not over re-serialised JSON. Bodies of other types (a provider posting a
 * form) reach the webhook as text too.
 */
export async function paymentsHttpRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.length === 0) return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The body is not valid JSON'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(error, undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = typeof body === 'string' ? body : body.toString('utf8');
    done(null, request.rawBody);
  });
  registerRoutes(app, paymentsRoutesOf(app.payments));
}
