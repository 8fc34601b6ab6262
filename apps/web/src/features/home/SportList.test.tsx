import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { SportList } from './SportList.tsx';

afterEach(() => vi.unstubAllGlobals());

const sport = (id: string, displayName: string, isESport: boolean, order: number) => ({
  id,
  name: displayName.toLowerCase(),
  displayName,
  isESport,
  order,
  allowsDraws: true,
  points: { win: 3, draw: 1, loss: 0 },
  periods: { count: 2, minutes: 45, name: 'half' },
  eventTypes: [],
  playersOnField: 11,
  squadSize: 18,
});

describe('SportList', () => {
  it("lists sports in the spec's order and marks esports", async () => {
    mockServer({
      'GET /api/sport-types': { body: [sport('2', 'eFootball', true, 2), sport('1', 'Football', false, 1)] },
    });
    renderRoutes([{ path: '/', element: <SportList /> }], '/');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Football', 'eFootball']);
    expect(within(items[1] as HTMLElement).getByText('Esports')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).queryByText('Esports')).not.toBeInTheDocument();
  });

  it('says so when the list cannot be loaded', async () => {
    mockServer({
      'GET /api/sport-types': { status: 500, body: { status: 500, code: 'internal', title: 'x' } },
    });
    renderRoutes([{ path: '/', element: <SportList /> }], '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sport list could not be loaded.');
  });
});
