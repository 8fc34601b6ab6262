import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { AWAY, CHAMP, champ, FIXTURE, fixture, HOME } from './admin-test-data.ts';
import { MatchCentrePage } from './MatchCentrePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 10 });
const LIVE = '00000000-0000-4000-8000-000000000f02';

function setup(sections: { live?: unknown[]; overdue?: unknown[] } = {}) {
  return mockServer({
    'GET /api/fixture/search': ({ url }) => {
      const status = url.searchParams.get('status');
      if (status === 'live,halftime') return { body: page(sections.live ?? []) };
      if (status === 'scheduled' && url.searchParams.has('to')) return { body: page(sections.overdue ?? []) };
      return { body: page([]) };
    },
    [`GET /api/champs/${CHAMP}`]: { body: champ },
  });
}

describe('MatchCentrePage', () => {
  it('asks for the matches the user may run: live, today, upcoming and those needing a result', async () => {
    const { calls } = setup();
    renderWithProviders(<MatchCentrePage />);
    await screen.findByRole('heading', { name: 'No matches to run yet' });
    const queries = calls
      .filter((c) => c.path.startsWith('/api/fixture/search'))
      .map((c) => Object.fromEntries(new URL(c.path, 'http://localhost').searchParams));
    expect(queries.every((q) => q.mine === 'true')).toBe(true);
    expect(queries).toContainEqual(
      expect.objectContaining({ status: 'live,halftime', pageIndex: '0', pageSize: '6' }),
    );
    // Today: from midnight to midnight in the viewer's zone, whatever the status.
    expect(queries).toContainEqual(
      expect.objectContaining({ from: expect.any(String), to: expect.any(String), sort: 'asc' }),
    );
    // Upcoming: still scheduled, soonest first; needing a result: scheduled with the kick-off passed.
    expect(queries).toContainEqual(
      expect.objectContaining({ status: 'scheduled', from: expect.any(String), sort: 'asc' }),
    );
    expect(queries).toContainEqual(
      expect.objectContaining({ status: 'scheduled', to: expect.any(String), sort: 'desc' }),
    );
  });

  it('says what to do when the user runs no match yet', async () => {
    setup();
    renderWithProviders(<MatchCentrePage />);
    await screen.findByRole('heading', { name: 'No matches to run yet' });
    expect(screen.getByText(/Generate fixtures in a competition/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to competitions' })).toHaveAttribute(
      'href',
      '/admin/competitions',
    );
  });

  it('lists each match with links to its teams, its competition and its match sheet', async () => {
    setup({
      live: [
        fixture({
          id: LIVE,
          status: 'live',
          period: 2,
          periodStartedAt: new Date().toISOString(),
          homeScore: 2,
          awayScore: 1,
        }),
      ],
      overdue: [fixture({ startsAt: '2020-05-01T18:00:00.000Z' })],
    });
    renderWithProviders(<MatchCentrePage />);
    const live = await screen.findByRole('region', { name: 'Live now' });
    const row = await within(live).findByRole('listitem', { name: 'Lions FC vs Tigers' });
    expect(within(row).getByRole('link', { name: 'Lions FC' })).toHaveAttribute(
      'href',
      `/observe/team/${HOME}`,
    );
    expect(within(row).getByRole('link', { name: 'Tigers' })).toHaveAttribute(
      'href',
      `/observe/team/${AWAY}`,
    );
    expect(await within(row).findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/admin/competitions/details/${CHAMP}`,
    );
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'Open the match sheet of Lions FC vs Tigers' }),
    ).toHaveAttribute('href', `/admin/match-center/edit-match/${LIVE}`);

    const overdue = screen.getByRole('region', { name: 'Needing a result' });
    expect(within(overdue).getByText('Result needed')).toBeInTheDocument();
    expect(
      within(overdue).getByRole('link', { name: 'Open the match sheet of Lions FC vs Tigers' }),
    ).toHaveAttribute('href', `/admin/match-center/edit-match/${FIXTURE}`);
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent(
      'No matches scheduled after today.',
    );
  });
});
