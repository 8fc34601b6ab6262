import type {
  BillingInterval,
  ChangeSubscriptionBody,
  DonationCheckoutBody,
  PaidPlan,
  SandboxPayBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { ApiError } from '../../api/http.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * Every read and write of the contract's payments routes (`api.payments`, spec §7 "Payments"). Types only from
 * `@matchday/contracts`: the pricing and donate pages load this file, and a value of the payments module would
 * bring zod into them.
 */
const keys = queryKeys.payments;

/** An absolute address on this site: providers send the browser back to it after checkout or onboarding. */
export function toSiteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** `GET /api/v1/payments/payment-links`: the price of each plan and interval (public). */
export function usePaymentLinks() {
  return useQuery({
    queryKey: keys.paymentLinks,
    queryFn: ({ signal }) => callApi(api.payments.listPaymentLinks, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * What a plan question is about: a league (its owner's plan: page configuration, branding) or a competition (its
 * owner's plan: entry fees). The server checks the item owner's plan, not the caller's (ADR 0022).
 */
export interface PlanScope {
  leagueId?: string | undefined;
  champId?: string | undefined;
}

/**
 * `GET /api/v1/payments/plan`: the caller's plan and the limits of every plan (anonymous: free); with a league
 * or a competition, the plan of its owner (`?leagueId=`, `?champId=`).
 */
export function usePlan(enabled = true, scope: PlanScope = {}) {
  const query: { leagueId?: string; champId?: string } | undefined = scope.leagueId
    ? { leagueId: scope.leagueId }
    : scope.champId
      ? { champId: scope.champId }
      : undefined;
  return useQuery({
    queryKey: query ? [...keys.plan, query] : keys.plan,
    queryFn: ({ signal }) => callApi(api.payments.getPlan, { query: query ?? {} }, { signal }),
    enabled,
  });
}

/** `GET /api/v1/payments/subscription`; `null` when the caller has none (the server's 404). */
export function useSubscription(enabled = true) {
  return useQuery({
    queryKey: keys.subscription,
    queryFn: async ({ signal }) => {
      try {
        return await callApi(api.payments.getSubscription, {}, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
  });
}

/** `GET /api/v1/payments/invoices`: one page of the caller's invoices (the server pages, newest first). */
export function useInvoices(page: { pageIndex: number; pageSize: number }, enabled = true) {
  return useQuery({
    queryKey: [...keys.invoices, page],
    queryFn: ({ signal }) => callApi(api.payments.listInvoices, { query: page }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useConnectedAccounts() {
  return useQuery({
    queryKey: keys.connectedAccounts,
    queryFn: ({ signal }) => callApi(api.payments.listConnectedAccounts, {}, { signal }),
  });
}

/**
 * `notifyFailure`, loaded when a call fails: the public pricing and donate pages keep the notifications code out
 * of their first load.
 */
export function notifyFailureLater(error: unknown) {
  void import('../../components/notifications.ts').then((m) => m.notifyFailure(error));
}

/** Checkout leaves the app for the provider's page (or the sandbox's): a full navigation, not a route change. */
export function goTo(url: string) {
  window.location.assign(url);
}

export function useCreateCheckoutSession() {
  return useMutation({
    mutationFn: (body: { plan: PaidPlan; interval: BillingInterval }) =>
      callApi(api.payments.createCheckoutSession, {
        body: {
          ...body,
          successUrl: toSiteUrl('/admin/profile?tabs=subscription&checkout=success'),
          cancelUrl: toSiteUrl(`/pricing?checkout=cancelled&interval=${body.interval}`),
        },
      }),
    meta: { refreshes: 'nothing' },
  });
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: () => callApi(api.payments.cancelSubscription, {}) });
}

export function useResumeSubscription() {
  return useMutation({ mutationFn: () => callApi(api.payments.resumeSubscription, {}) });
}

export function useChangeSubscription() {
  return useMutation({
    mutationFn: async (body: ChangeSubscriptionBody) => {
      const answer = await callApi(api.payments.changeSubscription, { body, query: {} });
      if ('preview' in answer) throw new Error('A preview answered a change');
      return answer;
    },
  });
}

/**
 * `POST /subscription/change?preview=true`: what changing to `body` would credit and charge now (issue 30,
 * item 4), the same arithmetic the change applies; changes nothing. Disabled until another plan is chosen.
 */
export function useSubscriptionChangePreview(body: ChangeSubscriptionBody, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.payments.all, 'change-preview', body.plan, body.interval],
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        api.payments.changeSubscription,
        { body, query: { preview: 'true' } },
        { signal },
      );
      if (!('preview' in answer)) throw new Error('A change answered a preview');
      return answer;
    },
    enabled,
    staleTime: 0,
  });
}

export function useBillingPortal() {
  return useMutation({
    mutationFn: () => callApi(api.payments.getBillingPortal, {}),
    meta: { refreshes: 'nothing' },
  });
}

export function useDonationCheckout() {
  return useMutation({
    mutationFn: (body: Pick<DonationCheckoutBody, 'amount' | 'email'>) =>
      callApi(api.payments.createDonationCheckout, {
        body: {
          ...body,
          successUrl: toSiteUrl('/donate?donation=thanks'),
          cancelUrl: toSiteUrl('/donate?donation=cancelled'),
        },
      }),
    meta: { refreshes: 'nothing' },
  });
}

/** The team owner pays a pending request's entry fee; checkout brings them back to their sent team requests. */
export function useEntryFeeCheckout() {
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(api.payments.createEntryFeeCheckout, {
        body: {
          requestId,
          successUrl: toSiteUrl('/admin/requests?tab=team&direction=sent&entryFee=paid'),
          cancelUrl: toSiteUrl('/admin/requests?tab=team&direction=sent&entryFee=cancelled'),
        },
      }),
    meta: { refreshes: 'nothing' },
  });
}

export type PayoutProvider = 'stripe' | 'paypal' | 'allpay';

/** Onboarding returns to the payouts tab. */
export function useConnectAccount() {
  return useMutation({
    mutationFn: (provider: PayoutProvider) => {
      const body = { returnUrl: toSiteUrl('/admin/profile?tabs=payouts&connected=1') };
      if (provider === 'stripe') return callApi(api.payments.connectStripeAccount, { body });
      if (provider === 'paypal') return callApi(api.payments.connectPaypalAccount, { body });
      return callApi(api.payments.connectAllpay, { body });
    },
    meta: { refreshes: 'nothing' },
  });
}

export function useDisconnectAccount() {
  return useMutation({
    mutationFn: ({ provider, accountId }: { provider: PayoutProvider; accountId: string }) => {
      if (provider === 'stripe')
        return callApi(api.payments.disconnectStripeAccount, {
          query: { stripeConnectedAccountId: accountId },
        });
      if (provider === 'paypal')
        return callApi(api.payments.disconnectPaypalAccount, {
          query: { paypalConnectedAccountId: accountId },
        });
      return callApi(api.payments.disconnectAllpay, {});
    },
  });
}

export function useSandboxSession(sessionId: string) {
  return useQuery({
    queryKey: keys.sandboxSession(sessionId),
    queryFn: ({ signal }) =>
      callApi(api.payments.getSandboxSession, { params: { id: sessionId } }, { signal }),
    retry: false,
  });
}

export function usePaySandboxSession(sessionId: string) {
  return useMutation({
    mutationFn: (body: SandboxPayBody) =>
      callApi(api.payments.paySandboxSession, { params: { id: sessionId }, body }),
    meta: { refreshes: 'nothing' },
  });
}

export function useConfirmSandboxSession(sessionId: string) {
  return useMutation({
    mutationFn: () => callApi(api.payments.confirmSandboxSession, { params: { id: sessionId } }),
    meta: { refreshes: 'nothing' },
  });
}
