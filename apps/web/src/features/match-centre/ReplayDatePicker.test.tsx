import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { FIXTURE, fixture } from './admin-test-data.ts';
import { ReplayDatePicker } from './ReplayDatePicker.tsx';

afterEach(() => vi.unstubAllGlobals());

const VENUE = '00000000-0000-4000-8000-0000000000e1';
const postponed = fixture({ status: 'postponed', startsAt: '2027-03-13T15:00:00.000Z' });

// A test double of `GET /fixture/{id}/replay-options` (issue 28), in the contract's shape.
const options = {
  items: [
    { startsAt: '2027-03-17T19:00:00.000Z', venueId: VENUE, venueName: 'Riverside Ground', round: 2 },
    { startsAt: '2027-03-24T19:00:00.000Z', venueId: null, venueName: null, round: 3 },
  ],
};

describe('ReplayDatePicker', () => {
  it('lists the offered dates and moves the match to the one chosen', async () => {
    const { calls } = mockServer({
      [`GET /api/fixture/${FIXTURE}/replay-options`]: { body: options },
      [`PUT /api/fixture/${FIXTURE}`]: { body: { ...postponed, status: 'scheduled' } },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReplayDatePicker fixture={postponed} />, { timeZone: 'UTC' });
    expect(await screen.findByText('Wed 17 Mar 2027, 19:00')).toBeInTheDocument();
    expect(screen.getByText('Riverside Ground · counted in round 2')).toBeInTheDocument();
    expect(screen.getByText('No venue · counted in round 3')).toBeInTheDocument();
    const move = screen.getByRole('button', { name: 'Move the match here' });
    expect(move).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Show more dates' })).toBeNull();
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(move);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { startsAt: '2027-03-17T19:00:00.000Z', venueId: VENUE, status: 'scheduled' },
      ]),
    );
  });

  it('asks for a few dates first and more on request', async () => {
    const { calls } = mockServer({
      [`GET /api/fixture/${FIXTURE}/replay-options`]: ({ url }) => {
        const limit = Number(url.searchParams.get('limit'));
        const items = Array.from({ length: limit }, (_, i) => ({
          startsAt: new Date(Date.UTC(2027, 2, 14 + i, 15)).toISOString(),
          venueId: null,
          venueName: null,
          round: 2,
        }));
        return { body: { items } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ReplayDatePicker fixture={postponed} />, { timeZone: 'UTC' });
    expect(await screen.findAllByRole('radio')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Show more dates' }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(16));
    expect(calls.map((c) => c.path)).toEqual([
      `/api/fixture/${FIXTURE}/replay-options?limit=6`,
      `/api/fixture/${FIXTURE}/replay-options?limit=16`,
    ]);
  });

  it('says what to do when no date keeps every rule', async () => {
    mockServer({ [`GET /api/fixture/${FIXTURE}/replay-options`]: { body: { items: [] } } });
    renderWithProviders(<ReplayDatePicker fixture={postponed} />);
    expect(await screen.findByText(/No date in the coming weeks keeps every rule/)).toBeInTheDocument();
  });

  it('links to the scheduler when the stage was not scheduled with it', async () => {
    mockServer({
      [`GET /api/fixture/${FIXTURE}/replay-options`]: {
        status: 409,
        body: { status: 409, code: 'schedule.not_scheduled', title: 'Not scheduled' },
      },
    });
    renderWithProviders(<ReplayDatePicker fixture={postponed} />);
    expect(await screen.findByRole('link', { name: 'Open the scheduler' })).toHaveAttribute(
      'href',
      `/admin/competitions/details/${postponed.champId}/stages/${postponed.stageId}/schedule`,
    );
  });
});
