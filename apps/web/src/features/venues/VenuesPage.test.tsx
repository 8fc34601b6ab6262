import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { paged, VENUE, venue } from './test-data.ts';
import { VenuesPage } from './VenuesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('VenuesPage', () => {
  it('says what to add, with a create button, when there are no venues', async () => {
    mockServer({ 'GET /api/venues': { body: paged([]) } });
    renderWithProviders(<VenuesPage />);
    expect(
      await screen.findByText('No venues yet. Add the grounds and halls your matches are played at.'),
    ).toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: 'Create venue' });
    expect(creates.length).toBe(2);
    for (const link of creates) expect(link).toHaveAttribute('href', '/admin/venues/create');
  });

  it('searches by keyword and says when nothing matches', async () => {
    const { calls } = mockServer({
      'GET /api/venues': ({ url }) =>
        url.searchParams.get('keyword') ? { body: paged([]) } : { body: paged([venue()]) },
    });
    renderWithProviders(<VenuesPage />);
    expect(await screen.findByRole('link', { name: 'Riverside Ground' })).toHaveAttribute(
      'href',
      `/admin/venues/details/${VENUE}`,
    );
    expect(screen.getByText('Leeds, England')).toBeInTheDocument();
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: 'Search venues by name or city' }), 'zz');
    expect(await screen.findByText('No venue name or city contains “zz”.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/venues?keyword=zz&pageIndex=0&pageSize=24'),
    );
  });
});
