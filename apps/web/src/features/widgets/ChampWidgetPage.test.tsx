import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import type { WidgetKind } from '../../lib/widget-links.ts';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChampWidgetPage } from './ChampWidgetPage.tsx';
import { aChamp, aFixture, aRow, aStage, BEARS, CHAMP, LIONS, STAGE, TIGERS } from './test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

function setup(kind: WidgetKind, query = '', fixtures = [aFixture(1)]) {
  const socket = new FakeSocket();
  let current = fixtures;
  const server = mockServer({
    [`GET /api/champs/${CHAMP}`]: { body: aChamp() },
    [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
    [`GET /api/stage/${STAGE}/stats`]: {
      body: {
        items: [aRow(1, LIONS, 'Lions', 6), aRow(2, TIGERS, 'Tigers', 3), aRow(3, BEARS, 'Bears', 0)],
        pageIndex: 0,
        pageSize: 100,
        totalItems: 3,
      },
    },
    [`GET /api/fixture/champ/${CHAMP}`]: () => ({ body: { items: current, totalItems: current.length } }),
  });
  renderWithProviders(
    <HubProvider openSocket={() => socket}>
      <Routes>
        <Route path={`/widget/champ/:id/${kind}`} element={<ChampWidgetPage kind={kind} />} />
      </Routes>
    </HubProvider>,
    { route: `/widget/champ/${CHAMP}/${kind}${query}` },
  );
  return { socket, ...server, setFixtures: (next: typeof fixtures) => (current = next) };
}

describe('ChampWidgetPage', () => {
  it('shows the standings in a compact table, team links opening our site in a new tab', async () => {
    setup('standings');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('1Lions2+16');
    const lions = within(table).getByRole('link', { name: 'Lions' });
    expect(lions).toHaveAttribute('href', `http://localhost:3000/observe/team/${LIONS}`);
    expect(lions).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Spring Cup')).toBeInTheDocument();
    // No site header or footer: only the widget and its "Live on Matchday" link.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Live on Matchday' })).toHaveAttribute(
      'href',
      `http://localhost:3000/observe/competition/${CHAMP}`,
    );
  });

  it('lists only results, newest first, in the results widget', async () => {
    setup('results', '', [
      aFixture(1, { status: 'finished', homeScore: 2, awayScore: 0 }),
      aFixture(2, { status: 'finished', homeScore: 1, awayScore: 1 }),
      aFixture(3),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('compact-fixture')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('compact-fixture');
    expect(first).toHaveTextContent('Lions1 – 1Tigers');
    expect(second).toHaveTextContent('Lions2 – 0Tigers');
  });

  it('updates by itself when a score comes in through the hub', async () => {
    const { socket, setFixtures } = setup('fixtures', '', [
      aFixture(1, { status: 'live', homeScore: 0, awayScore: 0 }),
    ]);
    expect(await screen.findByTestId('compact-fixture')).toHaveTextContent('Lions0 – 0Tigers');
    await waitFor(() => expect(socket.joins).toContainEqual({ kind: 'champ', id: CHAMP }));
    setFixtures([aFixture(1, { status: 'live', homeScore: 1, awayScore: 0 })]);
    act(() => {
      socket.send(`champ:${CHAMP}`, 1, {
        type: 'fixture.scored',
        fixtureId: aFixture(1).id,
        stageId: STAGE,
        champId: CHAMP,
      } as never);
    });
    await waitFor(() => expect(screen.getByTestId('compact-fixture')).toHaveTextContent('Lions1 – 0Tigers'));
  });

  it('takes its dark or light look from the address', async () => {
    setup('fixtures', '?theme=dark');
    await screen.findByTestId('compact-fixture');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});
