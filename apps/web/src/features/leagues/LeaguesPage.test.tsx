import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInSession } from '../../test/render.tsx';
import { CompetitionsPage } from '../competitions/CompetitionsPage.tsx';
import { TeamsPage } from '../teams/TeamsPage.tsx';
import { LeaguesPage } from './LeaguesPage.tsx';
import { renderWithProviders, stubServer } from './test-utils.tsx';

/** The session route answering as a signed-in user with this role. */
const sessionAs = (role: 'SystemAdmin' | 'User') => ({
  path: '/security/v1/auth/get-session',
  body: signedInSession(role),
});

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

describe("a SystemAdmin's admin lists", () => {
  const champ = {
    id: '00000000-0000-4000-8000-000000000002',
    champLeagueId: league.id,
    champLeagueName: 'Sunday League',
    sportKindId: 'football',
    name: 'Spring Cup',
    season: null,
    startDate: null,
    description: null,
    logo: null,
    rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
    ownerId: 'u2',
    teamCount: 4,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    canEdit: true,
    relation: 'admin',
  };
  const team = (id: string, name: string, ownerId: string) => ({
    id,
    name,
    shortName: null,
    sportKindId: 'football',
    logo: null,
    teamLeagueId: null,
    ownerId,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    canEdit: true,
  });

  it('shows every league with its relation, and only the own ones with "Mine only"', async () => {
    const fetchMock = stubServer([
      sessionAs('SystemAdmin'),
      {
        path: '/api/user/leagues',
        body: page([
          { ...league, relation: 'admin', name: 'Other League', ownerId: 'u2' },
          { ...league, id: '00000000-0000-4000-8000-000000000003' },
        ]),
      },
    ]);
    renderWithProviders(<LeaguesPage />);
    const mineOnly = await screen.findByRole('switch', { name: /Mine only/ });
    expect(mineOnly).not.toBeChecked();
    expect(await screen.findByText('Admin access')).toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/user/leagues')).toContainEqual({ pageIndex: '0', pageSize: '20' });
    expect(queriesTo(fetchMock, '/api/user/leagues').some((q) => 'mine' in q)).toBe(false);

    await userEvent.setup().click(mineOnly);
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/user/leagues')).toContainEqual({
        mine: 'true',
        pageIndex: '0',
        pageSize: '20',
      }),
    );
  });

  it('says how to see everything again when "Mine only" leaves nothing', async () => {
    stubServer([
      sessionAs('SystemAdmin'),
      {
        path: '/api/user/leagues',
        body: page([]),
      },
    ]);
    renderWithProviders(<LeaguesPage />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Mine only/ }));
    expect(await screen.findByText(/Turn off “Mine only” to see everything/)).toBeInTheDocument();
  });

  it('offers no "Mine only" switch to other users, whose lists are theirs already', async () => {
    const fetchMock = stubServer([sessionAs('User'), { path: '/api/user/leagues', body: page([league]) }]);
    renderWithProviders(<LeaguesPage />);
    expect(await screen.findByRole('link', { name: 'Sunday League' })).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(fetchMock, '/security/v1/auth/get-session')).toHaveLength(1));
    expect(screen.queryByRole('switch', { name: /Mine only/ })).not.toBeInTheDocument();
    expect(screen.getByText('Owner')).toBeInTheDocument();
  });

  it('narrows the competitions to the own ones with "Mine only"', async () => {
    const fetchMock = stubServer([
      sessionAs('SystemAdmin'),
      { path: '/api/user/champs', body: page([champ]) },
    ]);
    renderWithProviders(<CompetitionsPage />);
    expect(await screen.findByRole('link', { name: 'Spring Cup' })).toBeInTheDocument();
    expect(screen.getByText('Admin access')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('switch', { name: /Mine only/ }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/user/champs')).toContainEqual({
        mine: 'true',
        pageIndex: '0',
        pageSize: '20',
      }),
    );
  });

  it('shows every team, and toggles isOnlyMyTeams with "Mine only"', async () => {
    const fetchMock = stubServer([
      sessionAs('SystemAdmin'),
      {
        path: '/api/teams/search',
        body: page([
          team('00000000-0000-4000-8000-000000000010', 'Admin FC', 'u1'),
          team('00000000-0000-4000-8000-000000000011', 'Someone FC', 'u2'),
        ]),
      },
    ]);
    renderWithProviders(<TeamsPage />);
    expect(await screen.findByRole('link', { name: 'Someone FC' })).toBeInTheDocument();
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/teams/search')).toContainEqual(
        expect.objectContaining({ isOnlyMyTeams: 'false' }),
      ),
    );
    expect(screen.getByText('Owner')).toBeInTheDocument();
    expect(screen.getByText('Admin access')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('switch', { name: /Mine only/ }));
    await waitFor(() =>
      expect(queriesTo(fetchMock, '/api/teams/search').at(-1)).toMatchObject({ isOnlyMyTeams: 'true' }),
    );
  });

  it("lists only a user's own teams, without a switch", async () => {
    const fetchMock = stubServer([sessionAs('User'), { path: '/api/teams/search', body: page([]) }]);
    renderWithProviders(<TeamsPage />);
    expect(await screen.findByText(/No teams yet/)).toBeInTheDocument();
    await waitFor(() => expect(queriesTo(fetchMock, '/security/v1/auth/get-session')).toHaveLength(1));
    expect(screen.queryByRole('switch', { name: /Mine only/ })).not.toBeInTheDocument();
    expect(queriesTo(fetchMock, '/api/teams/search').every((q) => q.isOnlyMyTeams === 'true')).toBe(true);
  });
});
