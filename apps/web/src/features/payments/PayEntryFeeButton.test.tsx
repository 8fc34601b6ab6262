import type { TeamRequest } from '@matchday/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { toTeamRequest, uuid } from '../registrations/test-data.ts';
import { PayEntryFeeButton } from './PayEntryFeeButton.tsx';

let assign: Mock<(url: string | URL) => void>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const owned = (overrides: Partial<TeamRequest> = {}): TeamRequest =>
  toTeamRequest({
    teamOwnerId: 'u1',
    status: 'pending',
    entryFee: { amount: 2500, currency: 'EUR' },
    paid: false,
    ...overrides,
  });

function renderButtons(requests: TeamRequest[], handlers: Parameters<typeof mockServer>[0] = {}) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession() },
    ...handlers,
  });
  const element = (
    <>
      {requests.map((r) => (
        <PayEntryFeeButton key={r.id} request={r} />
      ))}
    </>
  );
  renderRoutes([{ path: '/', element }], '/');
  return server;
}

describe('PayEntryFeeButton', () => {
  it("opens the entry-fee checkout of the team owner's pending request", async () => {
    const request = owned();
    const { calls } = renderButtons([request], {
      'POST /api/v1/payments/entry-fee-checkout': {
        body: { sessionId: 'cs_2', url: 'http://localhost/checkout/sandbox/cs_2' },
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay entry fee €25.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/checkout/sandbox/cs_2'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ requestId: request.id });
  });

  it.each([
    ['paid', { paid: true }],
    ['rejected', { status: 'rejected' as const }],
    ["someone else's", { teamOwnerId: 'u2' }],
    ['free', { entryFee: null }],
  ])('is not offered for a %s request', async (_name, overrides) => {
    // Beside a payable request: once its button shows, the session is known and the other has none.
    renderButtons([
      owned({ entryFee: { amount: 1000, currency: 'EUR' } }),
      owned({ id: uuid(77), ...overrides }),
    ]);
    expect(await screen.findByRole('button', { name: 'Pay entry fee €10.00' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Pay entry fee/ })).toHaveLength(1);
  });
});
