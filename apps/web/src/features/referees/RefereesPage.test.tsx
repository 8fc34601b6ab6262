import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { paged, REFEREE, referee } from '../venues/test-data.ts';
import { RefereesPage } from './RefereesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('RefereesPage', () => {
  it('says what to add, with a create button, when there are no referees', async () => {
    mockServer({ 'GET /api/referees': { body: paged([]) } });
    renderWithProviders(<RefereesPage />);
    expect(
      await screen.findByText('No referees yet. Add the officials who run your matches.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create referee' })).toHaveLength(2);
  });

  it('lists the referees with their grade and searches by keyword', async () => {
    mockServer({
      'GET /api/referees': ({ url }) =>
        url.searchParams.get('keyword') === 'zz' ? { body: paged([]) } : { body: paged([referee()]) },
    });
    renderWithProviders(<RefereesPage />);
    expect(await screen.findByRole('link', { name: 'Rita Ref' })).toHaveAttribute(
      'href',
      `/admin/referees/details/${REFEREE}`,
    );
    expect(screen.getByText('National')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search referees by name' }), 'zz');
    expect(await screen.findByText('No referee name contains “zz”.')).toBeInTheDocument();
  });
});
