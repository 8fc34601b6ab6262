import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { footballSport } from '../leagues/test-utils.tsx';
import { GenerateTeamsDialog } from './GenerateTeamsDialog.tsx';

const CHAMP = '00000000-0000-4000-8000-000000000002';
const LEAGUE = '00000000-0000-4000-8000-000000000001';
const P1 = '00000000-0000-4000-8000-000000000011';
const P2 = '00000000-0000-4000-8000-000000000012';
const teamId = (n: number) => `00000000-0000-4000-8000-00000000010${n}`;
const team = (n: number, name: string) => ({
  id: teamId(n),
  name,
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});
const player = (id: string, name: string) => ({
  id,
  name,
  photo: null,
  sportKindId: 'football',
  sportKind: { id: 'football', name: 'football', displayName: 'Football' },
  shirtNumber: null,
  position: null,
  birthDate: null,
  nationality: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});
const champ = {
  id: CHAMP,
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
  canEdit: true,
  relation: 'owner',
};

function setup(generate?: () => { status: number; body: unknown } | undefined) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedInSession('User') },
    'GET /api/sport-types/leagues': { body: [{ ...footballSport, teamLeagues: [] }] },
    'GET /api/user/champs': { body: { items: [champ], totalItems: 1, pageIndex: 0, pageSize: 100 } },
    // Only the caller's own players (issue 29, item 6): the dialog asks `GET /player?isOnlyMine=true`.
    'GET /api/player': {
      body: {
        items: [player(P1, 'Ann Able'), player(P2, 'Bob Baker')],
        totalItems: 2,
        pageIndex: 0,
        pageSize: 20,
      },
    },
    'POST /api/teams/generate':
      generate ??
      (() => ({
        status: 201,
        body: {
          items: [team(1, 'Sunday 1'), team(2, 'Sunday 2')],
          totalItems: 2,
          seed: 'seed-1',
          playerCounts: [1, 1],
          champId: CHAMP,
        },
      })),
  });
  const onClose = vi.fn();
  renderRoutes(
    [{ path: '/admin/teams', element: <GenerateTeamsDialog opened onClose={onClose} /> }],
    '/admin/teams',
  );
  return { ...server, onClose, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe('GenerateTeamsDialog', () => {
  it('generates teams from picked players into a competition and lists links to them', async () => {
    const { calls, user } = setup();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sport/ })).toBeInTheDocument());
    await choose(user, /^Sport/, 'Football');
    const count = screen.getByLabelText(/Number of teams/);
    await user.clear(count);
    await user.type(count, '2');
    await user.type(screen.getByLabelText(/Name prefix/), 'Sunday');
    expect(screen.getByText(/^Your own players/)).toHaveTextContent(/through an offer/);
    await choose(user, /^Players/, 'Ann Able');
    await choose(user, /^Players/, 'Bob Baker');
    await choose(user, /^Competition/, 'Spring Cup · 2026');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const list = await screen.findByRole('list', { name: 'New teams' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Sunday 1', 'Sunday 2']);
    expect(links[0]).toHaveAttribute('href', `/admin/teams/details/${teamId(1)}`);
    expect(screen.getByText('2 teams created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      sportKindId: 'football',
      count: 2,
      namePrefix: 'Sunday',
      playerIds: [P1, P2],
      champId: CHAMP,
    });
    const searches = calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/player?'));
    expect(searches.length).toBeGreaterThan(0);
    for (const search of searches) {
      const query = new URL(search.path, 'http://localhost').searchParams;
      expect([query.get('isOnlyMine'), query.get('sportKindId')]).toEqual(['true', 'football']);
    }
  });

  it('shows progress while the server works', async () => {
    let answer: (() => void) | undefined;
    const server = setup();
    const { user } = server;
    // Hold the answer: replace fetch for the POST with one that waits.
    const { fetchMock } = server;
    const original = fetchMock.getMockImplementation() as (
      input: RequestInfo | URL,
      init?: RequestInit,
    ) => Promise<Response>;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await new Promise<void>((resolve) => (answer = resolve));
      return original(input, init);
    });
    await choose(user, /^Sport/, 'Football');
    await user.type(screen.getByLabelText(/Name prefix/), 'Sunday');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Generating 2 teams…');
    answer?.();
    expect(await screen.findByText('2 teams created')).toBeInTheDocument();
  });

  it('checks the form before sending, and shows the server’s refusal under its field', async () => {
    const { calls, user } = setup(() => ({
      status: 400,
      body: {
        type: 'about:blank',
        title: 'Invalid',
        status: 400,
        code: 'team.generate_players_invalid',
        detail: 'Invalid',
        errors: [{ field: 'body.namePrefix', message: 'Prefix refused' }],
      },
    }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Sport/ })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Sport is required')).toBeInTheDocument();
    expect(screen.getByText('Name prefix is required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await choose(user, /^Sport/, 'Football');
    const count = screen.getByLabelText(/Number of teams/);
    await user.clear(count);
    await user.type(screen.getByLabelText(/Name prefix/), 'X');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Between 2 and 64 teams')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Prefix refused')).toBeInTheDocument();
  });
});
