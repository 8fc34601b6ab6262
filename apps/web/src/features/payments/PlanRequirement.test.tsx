import type { PlanInfo } from '@matchday/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from '../../api/http.ts';
import { toErrorMessage } from '../../components/notifications.ts';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { findPlanNeeded, type PlanFeature, PlanRequirement } from './PlanRequirement.tsx';

afterEach(() => vi.unstubAllGlobals());

const LEAGUE = '00000000-0000-4000-8000-00000000000a';
const CHAMP = '00000000-0000-4000-8000-00000000000c';

const limits = (maxLeagues: number | null, basic: boolean, premium: boolean) => ({
  maxLeagues,
  pageConfiguration: basic,
  entryFees: basic,
  branding: premium,
  widgets: premium,
  platformFeeBasisPoints: 500,
});
const plans = [
  { plan: 'free', limits: limits(1, false, false) },
  { plan: 'basic', limits: limits(5, true, false) },
  { plan: 'premium', limits: limits(null, true, true) },
];
const planInfo = (plan: 'free' | 'basic' | 'premium', leagueCount: number, enforced = true) => ({
  plan,
  interval: plan === 'free' ? null : 'month',
  status: plan === 'free' ? null : 'active',
  limits: plans.find((p) => p.plan === plan)?.limits,
  enforced,
  leagueCount,
  plans,
  prices: [],
});

function renderNotice(feature: PlanFeature, info: ReturnType<typeof planInfo>) {
  mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession() },
    'GET /api/v1/payments/plan': { body: info },
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <PlanRequirement feature={feature} />
            <p>page</p>
          </>
        ),
      },
    ],
    '/',
  );
}

describe('PlanRequirement', () => {
  it('says before the second league that more leagues need Basic, with a link to the prices', async () => {
    renderNotice('leagues', planInfo('free', 1));
    expect(
      await screen.findByText(/You have used 1 of 1\. More leagues need the Basic plan\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('names Premium for widgets on Basic', async () => {
    renderNotice('widgets', planInfo('basic', 1));
    expect(
      await screen.findByText(/Widgets for your own website need the Premium plan\./),
    ).toBeInTheDocument();
  });

  it("shows the league owner's plan, not the caller's, when it is about a league", async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      // The caller is on Premium; the league's owner is on Free.
      'GET /api/v1/payments/plan': ({ url }) => ({
        body:
          url.searchParams.get('leagueId') === LEAGUE
            ? { ...planInfo('free', 0), ownerId: 'owner-1', isOwner: false, leagueId: LEAGUE }
            : { ...planInfo('premium', 3), ownerId: 'u1', isOwner: true },
      }),
    });
    renderRoutes(
      [{ path: '/', element: <PlanRequirement feature="pageConfiguration" leagueId={LEAGUE} /> }],
      '/',
    );
    expect(
      await screen.findByText(/League site configuration needs the league owner to be on the Basic plan\./),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain(`/api/v1/payments/plan?leagueId=${LEAGUE}`);
  });

  it("shows nothing for a competition whose owner's plan includes entry fees, whatever the caller's", async () => {
    const { calls } = mockServer({
      'GET /security/v1/auth/get-session': { body: signedInSession() },
      'GET /api/v1/payments/plan': ({ url }) => ({
        body:
          url.searchParams.get('champId') === CHAMP
            ? { ...planInfo('basic', 0), ownerId: 'owner-1', isOwner: false, champId: CHAMP }
            : planInfo('free', 0),
      }),
    });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <PlanRequirement feature="entryFees" champId={CHAMP} />
              <p>page</p>
            </>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`/api/v1/payments/plan?champId=${CHAMP}`));
    await screen.findByText('page');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it.each([
    ['entryFees', planInfo('basic', 1), undefined],
    ['leagues', planInfo('basic', 2), undefined],
    ['leagues', planInfo('basic', 5), 'premium'],
    ['pageConfiguration', planInfo('free', 0), 'basic'],
    ['branding', planInfo('free', 1, false), undefined],
  ] as const)('finds for %s on %o the plan %s', (feature, info, needed) => {
    expect(findPlanNeeded(info as unknown as PlanInfo, feature)).toBe(needed);
  });
});

describe('a 402 from any call', () => {
  it('names the plan the call needs', () => {
    const error = toApiError(402, {
      status: 402,
      code: 'payment_required',
      title: 'Payment required',
      detail: 'Your plan allows 1 league.',
      requiredPlan: 'premium',
    });
    expect(toErrorMessage(error)).toBe(
      'This needs the Premium plan. Its owner can choose it under Profile → Subscription.',
    );
  });

  it('keeps other 402s as they were: a declined card is not a plan', () => {
    expect(toErrorMessage(toApiError(402, { code: 'card_declined', detail: 'Declined' }))).toBe(
      'Your card was declined. Try another card.',
    );
    expect(toErrorMessage(toApiError(402, { code: 'payment.other', detail: 'Not now' }))).toBe('Not now');
  });
});
