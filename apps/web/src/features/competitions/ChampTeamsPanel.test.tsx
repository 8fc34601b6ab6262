import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Champ } from '@matchday/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys.ts';
import { createQueryClient } from '../../app/providers.tsx';
import { RuntimeConfigProvider } from '../../app/RuntimeConfigProvider.tsx';
import { footballSport, renderWithProviders, stubServer, testRuntimeConfig } from '../leagues/test-utils.tsx';
import { ChampTeamsPanel } from './ChampTeamsPanel.tsx';

const champ: Champ = {
  id: '00000000-0000-4000-8000-000000000002',
  champLeagueId: '00000000-0000-4000-8000-000000000001',
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: null,
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
  canDelete: true,
};

const team = (id: string, name: string, canEdit: boolean) => ({
  id,
  name,
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: canEdit ? 'u1' : 'u2',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit,
});
const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 50 });
const teamsPath = `/api/champs/${champ.id}/teams`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status?: number; body: unknown };

/** A fetch stub over a handler (it sees each call, body included, and may hold its answer back). */
function serve(handler: (call: Call) => Answer | Promise<Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = await handler(call);
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const notFound = (call: Call): Answer => ({
  status: 404,
  body: { code: 'test.no_route', detail: call.path },
});
const refused = {
  status: 403,
  body: {
    code: 'champ.team_not_managed',
    title: 'Forbidden',
    detail: 'You can only enter teams you own or manage; ask the team to register or invite it.',
  },
};
const posts = (calls: Call[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

afterEach(() => vi.unstubAllGlobals());

describe('ChampTeamsPanel', () => {
  it('offers only the teams the organiser owns or manages, and says how others join', async () => {
    stubServer([
      { path: teamsPath, body: page([]) },
      {
        path: '/api/teams/search',
        body: page([
          team('00000000-0000-4000-8000-000000000010', 'Own FC', true),
          team('00000000-0000-4000-8000-000000000011', 'Someone Else FC', false),
        ]),
      },
    ]);
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    expect(await screen.findByText(/Other teams join through a registration request/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByPlaceholderText('Type a team name'));
    expect(await screen.findByRole('option', { name: 'Own FC' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Someone Else FC' })).not.toBeInTheDocument();
  });

  it('searches the caller’s own teams first, then the others they manage', async () => {
    const own = team(uuid(10), 'Own FC', true);
    const managed = team(uuid(11), 'Managed FC', true);
    const calls = serve((call) => {
      if (call.path === teamsPath) return { body: page([]) };
      if (call.path === '/api/teams/search')
        return { body: page(call.query.get('isOnlyMyTeams') === 'true' ? [own] : [managed, own]) };
      return notFound(call);
    });
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await userEvent.setup().click(screen.getByPlaceholderText('Type a team name'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Own FC', 'Managed FC']);
    const searches = calls.filter((c) => c.path === '/api/teams/search');
    expect(searches.every((c) => c.query.get('sportKindId') === 'football')).toBe(true);
    expect(searches.some((c) => c.query.get('isOnlyMyTeams') === 'true')).toBe(true);
  });

  it('adds several teams at once, shows the progress, and sums up what was added and what was refused', async () => {
    const candidates = [
      team(uuid(21), 'Alpha FC', true),
      team(uuid(22), 'Bravo FC', true),
      team(uuid(23), 'Charlie FC', true),
      team(uuid(24), 'Delta FC', true),
    ];
    const held: (() => void)[] = [];
    const calls = serve(async (call) => {
      if (call.path === '/api/teams/search') return { body: page(candidates) };
      if (call.path === teamsPath && call.method === 'GET') return { body: page([]) };
      if (call.path === teamsPath && call.method === 'POST') {
        await new Promise<void>((resolve) => held.push(resolve));
        return (call.body as { teamId: string }).teamId === uuid(23)
          ? refused
          : { status: 201, body: page([]) };
      }
      return notFound(call);
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await user.click(screen.getByPlaceholderText('Type a team name'));
    for (const name of ['Alpha FC', 'Bravo FC', 'Charlie FC', 'Delta FC']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Add 4 teams' }));

    // One call at a time, in the order picked.
    expect(await screen.findByText('Adding 1 of 4…')).toBeInTheDocument();
    for (let step = 0; step < 4; step++) {
      await waitFor(() => expect(held).toHaveLength(step + 1));
      if (step > 0) expect(screen.getByText(`Adding ${step + 1} of 4…`)).toBeInTheDocument();
      held[step]?.();
    }

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('3 of 4 teams added')).toBeInTheDocument();
    expect(within(summary).getByText('Added: Alpha FC, Bravo FC, Delta FC')).toBeInTheDocument();
    expect(
      within(summary).getByText(
        'Charlie FC: You can only enter teams you own or manage; ask the team to register or invite it.',
      ),
    ).toBeInTheDocument();
    expect(posts(calls, teamsPath)).toEqual(
      [uuid(21), uuid(22), uuid(23), uuid(24)].map((teamId) => ({ teamId })),
    );
    expect(screen.queryByText(/Adding \d of 4/)).not.toBeInTheDocument();
    // The refused team stays picked, beside the reason.
    expect(screen.getByRole('button', { name: 'Add 1 team' })).toBeInTheDocument();
  });

  it('creates three teams from three lines, of the league’s sport, and enters each', async () => {
    const created: string[] = [];
    const calls = serve((call) => {
      if (call.path === '/api/sport-types') return { body: [footballSport] };
      if (call.path === '/api/teams/search') return { body: page([]) };
      if (call.path === teamsPath) return { status: call.method === 'POST' ? 201 : 200, body: page([]) };
      if (call.path === '/api/teams' && call.method === 'POST') {
        created.push((call.body as { name: string }).name);
        return { status: 201, body: team(uuid(30 + created.length), created.at(-1) ?? '', true) };
      }
      return notFound(call);
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    const sport = screen.getByRole('textbox', { name: 'Sport' });
    await waitFor(() => expect(sport).toHaveValue('Football'));
    expect(sport).toHaveAttribute('readonly');
    expect(screen.getByText('Set by the league Sunday League')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste('Riverside FC\nOld Town United\nHarbour Rovers');
    await user.click(screen.getByRole('button', { name: 'Create and add 3 teams' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('All 3 teams added')).toBeInTheDocument();
    expect(
      within(summary).getByText('Added: Riverside FC, Old Town United, Harbour Rovers'),
    ).toBeInTheDocument();
    expect(posts(calls, '/api/teams')).toEqual([
      { name: 'Riverside FC', sportKindId: 'football' },
      { name: 'Old Town United', sportKindId: 'football' },
      { name: 'Harbour Rovers', sportKindId: 'football' },
    ]);
    expect(posts(calls, teamsPath)).toEqual([
      { teamId: uuid(31) },
      { teamId: uuid(32) },
      { teamId: uuid(33) },
    ]);
    expect(screen.getByRole('textbox', { name: 'Team names' })).toHaveValue('');
  });

  it('ignores empty lines', async () => {
    let next = 40;
    const calls = serve((call) => {
      if (call.path === '/api/teams/search') return { body: page([]) };
      if (call.path === teamsPath) return { status: call.method === 'POST' ? 201 : 200, body: page([]) };
      if (call.path === '/api/teams' && call.method === 'POST')
        return { status: 201, body: team(uuid(next++), (call.body as { name: string }).name, true) };
      return notFound(call);
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste('\n  Riverside FC  \n\n   \nHarbour Rovers\n');
    await user.click(screen.getByRole('button', { name: 'Create and add 2 teams' }));
    expect(await screen.findByText('All 2 teams added')).toBeInTheDocument();
    expect(posts(calls, '/api/teams')).toEqual([
      { name: 'Riverside FC', sportKindId: 'football' },
      { name: 'Harbour Rovers', sportKindId: 'football' },
    ]);
  });

  it('names a too-long name by its line and sends nothing', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/teams/search') return { body: page([]) };
      if (call.path === teamsPath) return { body: page([]) };
      return notFound(call);
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste(`Riverside FC\n${'Very Long Name '.repeat(14)}`);
    await user.click(screen.getByRole('button', { name: 'Create and add 2 teams' }));
    expect(
      await screen.findByText(
        'Line 2 (“Very Long Name Very Long Name Very Long …”) is longer than 200 characters',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('asks for a name when every line is empty', async () => {
    serve((call) =>
      call.path === '/api/teams/search' || call.path === teamsPath ? { body: page([]) } : notFound(call),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste('\n   \n');
    await user.click(screen.getByRole('button', { name: 'Create teams' }));
    expect(await screen.findByText('Type at least one team name')).toBeInTheDocument();
  });

  it('keeps a name the server refused in the box, and says a created team that was not entered exists', async () => {
    serve((call) => {
      if (call.path === '/api/teams/search') return { body: page([]) };
      if (call.path === teamsPath && call.method === 'GET') return { body: page([]) };
      if (call.path === teamsPath)
        return { status: 409, body: { code: 'champ.team_already_added', detail: 'Already in.' } };
      if (call.path === '/api/teams' && call.method === 'POST') {
        const { name } = call.body as { name: string };
        return name === 'Taken'
          ? { status: 400, body: { code: 'validation', detail: 'Name refused.' } }
          : { status: 201, body: team(uuid(50), name, true) };
      }
      return notFound(call);
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste('Taken\nFresh');
    await user.click(screen.getByRole('button', { name: 'Create and add 2 teams' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('None of the 2 teams was added')).toBeInTheDocument();
    expect(within(summary).getByText('Taken: not created. Name refused.')).toBeInTheDocument();
    expect(within(summary).getByText('Fresh: created, but not added. Already in.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team names' })).toHaveValue('Taken');
  });

  it('refreshes the teams list once the batch is done (the app’s write rule)', async () => {
    let entered: unknown[] = [];
    serve((call) => {
      if (call.path === '/api/teams/search') return { body: page([]) };
      if (call.path === teamsPath && call.method === 'GET') return { body: page(entered) };
      if (call.path === teamsPath) return { status: 201, body: page([]) };
      if (call.path === '/api/teams' && call.method === 'POST') {
        const { name } = call.body as { name: string };
        entered = [
          { id: uuid(60), name, shortName: null, logo: null, ownerId: 'u1', addedAt: champ.createdAt },
        ];
        return { status: 201, body: team(uuid(60), name, true) };
      }
      return notFound(call);
    });
    const client = createQueryClient();
    client.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={client}>
          <ModalsProvider>
            <RuntimeConfigProvider>
              <MemoryRouter>
                <ChampTeamsPanel champ={champ} />
              </MemoryRouter>
            </RuntimeConfigProvider>
          </ModalsProvider>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText(/No teams yet/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Team names' }));
    await user.paste('Riverside FC');
    await user.click(screen.getByRole('button', { name: 'Create and add 1 team' }));
    const list = await screen.findByRole('list', { name: 'Teams' });
    expect(within(list).getByText('Riverside FC')).toBeInTheDocument();
  });
});
