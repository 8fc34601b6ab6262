import type { Champ } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { CompetitionDetailsPage } from './CompetitionDetailsPage.tsx';

const LEAGUE = '00000000-0000-4000-8000-000000000001';
const ID = '00000000-0000-4000-8000-000000000002';
const champ = (access: { canEdit: boolean; canDelete: boolean }): Champ => ({
  id: ID,
  champLeagueId: LEAGUE,
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: '2026',
  startDate: null,
  description: null,
  logo: null,
  rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
  lineupTracking: false,
  ownerId: 'u1',
  teamCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...access,
});

function setup(access: { canEdit: boolean; canDelete: boolean }) {
  const fetchMock = stubServer([
    { path: `/api/champs/${ID}`, body: champ(access) },
    { path: `/api/champs/${ID}/stage`, body: { items: [], totalItems: 0 } },
    { path: `/api/fixture/champ/${ID}`, body: { items: [], totalItems: 0 } },
    { method: 'DELETE', path: `/api/champs/${ID}`, body: { id: ID, deleted: true } },
  ]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/competitions/details/:id" element={<CompetitionDetailsPage />} />
      <Route path="/admin/leagues/details/:id" element={<p>League page</p>} />
    </Routes>,
    { route: `/admin/competitions/details/${ID}` },
  );
  const deletes = () =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([url]) => url);
  return { user: userEvent.setup(), deletes };
}

afterEach(() => vi.unstubAllGlobals());

// Issue 29, item 7: a league Manager edits the owner's competition but may not delete it.
describe('CompetitionDetailsPage', () => {
  it('offers a league Manager editing but not deleting the competition', async () => {
    setup({ canEdit: true, canDelete: false });
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete competition' })).not.toBeInTheDocument();
  });

  it('offers the owner deleting it, after the confirmation', async () => {
    const { user, deletes } = setup({ canEdit: true, canDelete: true });
    await user.click(await screen.findByRole('button', { name: 'Delete competition' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('also deletes its stages, fixtures and results');
    expect(deletes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete competition' }));
    await waitFor(() => expect(deletes()).toEqual([`/api/champs/${ID}`]));
    expect(await screen.findByText('League page')).toBeInTheDocument();
  });
});
