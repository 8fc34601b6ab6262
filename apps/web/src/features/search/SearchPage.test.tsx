import type { SearchItem } from '@matchday/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { footballSport } from '../leagues/test-utils.tsx';
import { renderWithConfig } from '../news/render-with-config.tsx';
import { SearchPage } from './SearchPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function item(
  kind: SearchItem['kind'],
  n: number,
  name: string,
  score: number,
  extra: Partial<SearchItem> = {},
) {
  return {
    kind,
    id: ID(n),
    name,
    score,
    sportKindId: null,
    image: null,
    parentId: null,
    parentName: null,
    excerpt: null,
    publishedAt: null,
    ...extra,
  } satisfies SearchItem;
}

const kinds = { league: 1, champ: 0, team: 0, player: 2, news: 1 };

function result(items: SearchItem[], totalItems = items.length) {
  return { items, totalItems, pageIndex: 0, pageSize: 20, kinds };
}

const show = (path: string) => renderWithConfig([{ path: '/search', element: <SearchPage /> }], path);

describe('SearchPage', () => {
  it('groups the ranked results by kind, each linking to its public page', async () => {
    mockServer({
      'GET /api/search': {
        body: result([
          item('player', 1, 'Cristiano Ronaldo', 1.75, { sportKindId: 'football' }),
          item('league', 2, 'Ronaldo Cup League', 1.4),
          item('player', 3, 'Ronald Koeman', 1.2),
          item('news', 4, 'Ronaldo signs', 1.1, { excerpt: 'He signed.', parentName: 'Harbour League' }),
        ]),
      },
    });
    show('/search?q=ronaldp');
    expect(await screen.findByText('4 results for “ronaldp”')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Players', 'Leagues', 'News']);
    expect(screen.getByRole('link', { name: 'Cristiano Ronaldo' })).toHaveAttribute(
      'href',
      `/observe/player/${ID(1)}`,
    );
    expect(screen.getByRole('link', { name: 'Ronaldo Cup League' })).toHaveAttribute(
      'href',
      `/observe/league/${ID(2)}`,
    );
    expect(screen.getByRole('link', { name: 'Ronaldo signs' })).toHaveAttribute('href', `/news/${ID(4)}`);
    expect(screen.getByText('He signed.')).toBeInTheDocument();
    expect(screen.getByText('Players (2)')).toBeInTheDocument();
  });

  it("names a result's sport by its display name, not its id", async () => {
    mockServer({
      'GET /api/search': {
        body: result([item('player', 1, 'Cristiano Ronaldo', 1.75, { sportKindId: 'football' })]),
      },
      'GET /api/sport-types': { body: [{ ...footballSport, displayName: 'Association football' }] },
    });
    show('/search?q=ronaldo');
    expect(await screen.findByText('Association football')).toBeInTheDocument();
    expect(screen.queryByText('football')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    mockServer({
      'GET /api/search': {
        body: { ...result([]), kinds: { league: 0, champ: 0, team: 0, player: 0, news: 0 } },
      },
    });
    show('/search?q=zzqq');
    expect(
      await screen.findByText('Nothing matches “zzqq”. Check the spelling or try fewer words.'),
    ).toBeInTheDocument();
  });

  it('asks for 2 characters before searching', async () => {
    const { calls } = mockServer({});
    show('/search?q=a');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/search'))).toHaveLength(0);
  });

  it('filters by kind and pages through the address', async () => {
    const { calls } = mockServer({
      'GET /api/search': { body: result([item('player', 1, 'Cristiano Ronaldo', 1.75)], 45) },
    });
    const { router } = show('/search?q=ronaldo');
    await userEvent.click(await screen.findByText('Players (2)'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ronaldo&kind=player'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('kind=player'))).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=ronaldo&kind=player&page=2'));
    await waitFor(() => expect(calls.some((c) => c.path.includes('pageIndex=1'))).toBe(true));
  });
});
