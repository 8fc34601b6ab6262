import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompetitionsPage } from '../competitions/CompetitionsPage.tsx';
import { LeaguesPage } from './LeaguesPage.tsx';
import { renderWithProviders, stubServer } from './test-utils.tsx';

const league = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sunday League',
  sportKindId: 'football',
  subdomain: 'sunday',
  description: null,
  logo: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  champCount: 2,
  canEdit: true,
  relation: 'owner',
};
const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 20 });

/** The query strings of the GET calls made to `path`. */
function queriesTo(fetchMock: ReturnType<typeof stubServer>, path: string) {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

afterEach(() => vi.unstubAllGlobals());

describe('LeaguesPage', () => {
  it('says what to do when the user runs no league yet', async () => {
    stubServer([{ path: '/api/user/leagues', body: page([]) }]);
    renderWithProviders(<LeaguesPage />);
    expect(await screen.findByRole('heading', { name: 'No leagues yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create league' }).length).toBeGreaterThan(0);
  });

  it('asks the server to search and page, and shows what it answers', async () => {
    const fetchMock = stubServer([{ path: '/api/user/leagues', body: page([league]) }]);
    renderWithProviders(<LeaguesPage />);
    expect(await screen.findByRole('link', { name: 'Sunday League' })).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/user/leagues')[0]).toEqual({ pageIndex: '0', pageSize: '20' });
    await userEvent.setup().type(screen.getByLabelText('Search leagues'), 'sun');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/user/leagues')).toContainEqual({
        keyword: 'sun',
        pageIndex: '0',
        pageSize: '20',
      }),
    );
  });
});

describe('CompetitionsPage', () => {
  it('asks the server to search the competitions the user runs', async () => {
    const fetchMock = stubServer([{ path: '/api/user/champs', body: page([]) }]);
    renderWithProviders(<CompetitionsPage />);
    await userEvent.setup().type(await screen.findByLabelText('Search competitions'), 'cup');
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/user/champs')).toContainEqual({
        keyword: 'cup',
        pageIndex: '0',
        pageSize: '20',
      }),
    );
  });
});
