import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { NewsList } from './NewsList.tsx';
import { renderWithConfig } from './render-with-config.tsx';
import { LEAGUE_ID, NEWS_ID, newsSummary, paged } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

describe('NewsList', () => {
  it('lists an owner’s published news with links to each item and the league’s feed', async () => {
    const { calls } = mockServer({
      [`GET /api/champ-leagues/${LEAGUE_ID}/news`]: { body: paged([newsSummary()]) },
    });
    renderWithConfig([{ path: '/', element: <NewsList owner={{ kind: 'league', id: LEAGUE_ID }} /> }], '/');
    expect(await screen.findByRole('link', { name: 'Derby day report' })).toHaveAttribute(
      'href',
      `/news/${NEWS_ID}`,
    );
    expect(screen.getByText('Rovers won the derby.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Atom feed' })).toHaveAttribute(
      'href',
      `/api/champ-leagues/${LEAGUE_ID}/news.atom`,
    );
    expect(calls.find((c) => c.path.startsWith(`/api/champ-leagues/${LEAGUE_ID}/news`))?.path).not.toContain(
      'includeDrafts',
    );
  });

  it('says there is no news yet', async () => {
    mockServer({ [`GET /api/teams/${LEAGUE_ID}/news`]: { body: paged([]) } });
    renderWithConfig([{ path: '/', element: <NewsList owner={{ kind: 'team', id: LEAGUE_ID }} /> }], '/');
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Atom feed' })).not.toBeInTheDocument();
  });
});
