import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueDetailsPage } from './LeagueDetailsPage.tsx';
import { renderWithProviders, stubServer } from './test-utils.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
/** What the server says the caller may do: the owner edits and deletes, a Manager only edits (issue 29, item 7). */
const ACCESS = {
  owner: { canEdit: true, canDelete: true },
  manager: { canEdit: true, canDelete: false },
  visitor: { canEdit: false, canDelete: false },
};
type Caller = keyof typeof ACCESS;
const league = (caller: Caller) => ({
  id: ID,
  name: 'Sunday League',
  sportKindId: 'football',
  subdomain: 'sunday',
  description: null,
  logo: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  champCount: 2,
  ...ACCESS[caller],
});
const manager = {
  itemId: ID,
  itemType: 'league',
  userId: 'u2',
  email: 'mia@example.com',
  name: 'Mia Manager',
  role: 'Manager',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const emptyPage = { items: [], totalItems: 0, pageIndex: 0, pageSize: 20 };

function setup(caller: Caller, tab = 'competitions') {
  const fetchMock = stubServer([
    { path: `/api/champ-leagues/${ID}`, body: league(caller) },
    { path: `/api/champ-leagues/${ID}/champs`, body: emptyPage },
    { path: `/api/permissions/${ID}/itemrole`, body: { items: [manager], totalItems: 1 } },
    {
      method: 'POST',
      path: `/api/permissions/${ID}/itemrole`,
      status: 201,
      body: { items: [manager], totalItems: 1 },
    },
    { method: 'POST', path: '/api/permissions/itemrole/delete', body: { items: [], totalItems: 0 } },
    {
      path: '/api/user',
      body: {
        items: [{ id: 'u3', name: 'Noor Haddad', image: null }],
        totalItems: 1,
        pageIndex: 0,
        pageSize: 8,
      },
    },
    { method: 'DELETE', path: `/api/champ-leagues/${ID}`, body: { id: ID, deleted: true } },
  ]);
  renderWithProviders(
    <Routes>
      <Route path="/admin/leagues/details/:id" element={<LeagueDetailsPage />} />
      <Route path="/admin/leagues" element={<p>Leagues list</p>} />
    </Routes>,
    { route: `/admin/leagues/details/${ID}?tabs=${tab}` },
  );
  const calls = (method: string) =>
    fetchMock.mock.calls
      .filter(([, init]) => (init?.method ?? 'GET') === method)
      .map(([url, init]) => ({
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      }));
  return { user: userEvent.setup(), calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('LeagueDetailsPage', () => {
  it('hides every edit control from someone who may not edit', async () => {
    setup('visitor');
    expect(await screen.findByRole('heading', { name: 'Sunday League' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete league' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create competition' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Managers' })).not.toBeInTheDocument();
  });

  it('offers a Manager editing but not deleting the league, which the server would refuse', async () => {
    setup('manager');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create competition' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete league' })).not.toBeInTheDocument();
  });

  it('offers the owner deleting the league', async () => {
    setup('owner');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete league' })).toBeInTheDocument();
  });

  it('warns that deleting a league deletes its competitions, and deletes only when confirmed', async () => {
    const { user, calls } = setup('owner');
    await user.click(await screen.findByRole('button', { name: 'Delete league' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('also deletes its 2 competition(s)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete league' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Delete league and competitions',
      }),
    );
    await waitFor(() =>
      expect(calls('DELETE')).toEqual([{ url: `/api/champ-leagues/${ID}`, body: undefined }]),
    );
    expect(await screen.findByText('Leagues list')).toBeInTheDocument();
  });

  it('adds a manager found by name or by email, and removes one after confirmation', async () => {
    const { user, calls } = setup('owner', 'managers');
    expect(await screen.findByText('Mia Manager')).toBeInTheDocument();
    const person = screen.getByRole('textbox', { name: 'Person to appoint' });
    await user.click(screen.getByRole('button', { name: 'Add manager' }));
    expect(
      await screen.findByText('Pick a person from the list or type an email address'),
    ).toBeInTheDocument();
    // By name: the person picked goes by id, no email typed or shown.
    await user.type(person, 'noor');
    await user.click(await screen.findByRole('option', { name: 'Noor Haddad' }));
    await user.click(screen.getByRole('button', { name: 'Add manager' }));
    await waitFor(() =>
      expect(calls('POST')).toContainEqual({
        url: `/api/permissions/${ID}/itemrole`,
        body: { userId: 'u3', role: 'Manager' },
      }),
    );
    // By email, for somebody the organiser knows by address.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Person to appoint' })).toHaveValue(''));
    await user.type(screen.getByRole('textbox', { name: 'Person to appoint' }), 'mia@example.com');
    await user.click(await screen.findByRole('option', { name: 'Use the address mia@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Add manager' }));
    await waitFor(() =>
      expect(calls('POST')).toContainEqual({
        url: `/api/permissions/${ID}/itemrole`,
        body: { email: 'mia@example.com', role: 'Manager' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Mia Manager' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove Mia Manager' }),
    );
    await waitFor(() =>
      expect(calls('POST')).toContainEqual({
        url: '/api/permissions/itemrole/delete',
        body: { itemId: ID, userId: 'u2' },
      }),
    );
  });
});
