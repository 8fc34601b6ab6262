import type { SearchItem } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithConfig } from '../news/render-with-config.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

function item(kind: SearchItem['kind'], n: number, name: string, extra: Partial<SearchItem> = {}) {
  return {
    kind,
    id: ID(n),
    name,
    score: 10 - n,
    sportKindId: null,
    image: null,
    parentId: null,
    parentName: null,
    excerpt: null,
    publishedAt: null,
    ...extra,
  } satisfies SearchItem;
}

const found = [
  item('team', 1, 'Müller FC'),
  item('player', 2, 'Thomas Müller', { parentName: 'Müller FC' }),
  item('team', 3, 'Mullerton Rovers'),
];

function serve(items: SearchItem[] = found) {
  return mockServer({
    'GET /api/search': {
      body: {
        items,
        totalItems: items.length,
        pageIndex: 0,
        pageSize: 8,
        kinds: { league: 0, champ: 0, team: 2, player: 1, news: 0 },
      },
    },
  });
}

const show = () =>
  renderWithConfig(
    [
      {
        path: '/',
        element: (
          <>
            <input aria-label="Other field" />
            <HeaderSearch />
          </>
        ),
      },
    ],
    '/',
  );

const box = () => screen.getByRole('combobox', { name: 'Search' });

describe('HeaderSearch', () => {
  it('focuses on `/` and opens the results page on Enter', async () => {
    serve();
    const { router } = show();
    await userEvent.keyboard('/');
    expect(box()).toHaveFocus();
    expect(box()).toHaveValue('');
    await userEvent.keyboard('Müller fc{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('Müller fc')}`);
  });

  it('is a plain GET form for /search?q=…, so Enter searches on a drawn page before the app has loaded', () => {
    show();
    const form = box().closest('form');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
  });

  it('leaves `/` alone while typing in another field', async () => {
    show();
    const other = screen.getByRole('textbox', { name: 'Other field' });
    await userEvent.click(other);
    await userEvent.keyboard('a/b');
    expect(other).toHaveValue('a/b');
    expect(box()).not.toHaveFocus();
  });

  it('does not search for an empty query', async () => {
    const { calls } = serve();
    const { router } = show();
    await userEvent.click(box());
    await userEvent.keyboard('   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((c) => c.path.startsWith('/api/search'))).toEqual([]);
  });

  it('suggests as you type, grouped by kind, each a link to its page, asking once typing pauses', async () => {
    const { calls } = serve();
    show();
    await userEvent.click(box());
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('mul');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    // Debounced: one request for what was typed, not one per key.
    const asked = calls.filter((c) => c.path.startsWith('/api/search'));
    expect(asked).toHaveLength(1);
    const query = new URL(asked[0]?.path ?? '', 'http://x').searchParams;
    expect(query.get('q')).toBe('mul');
    expect(query.get('pageSize')).toBe('8');

    const teams = within(list).getByRole('group', { name: 'Teams' });
    const options = within(teams).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toBe(within(teams).getByRole('option', { name: 'Müller FC' }));
    expect(options[1]).toBe(within(teams).getByRole('option', { name: 'Mullerton Rovers' }));
    expect(options[0]).toHaveAttribute('href', `/observe/team/${ID(1)}`);
    const players = within(list).getByRole('group', { name: 'Players' });
    expect(within(players).getByRole('option', { name: /Thomas Müller/ })).toHaveAttribute(
      'href',
      `/observe/player/${ID(2)}`,
    );
    expect(within(list).getByRole('option', { name: 'See all results' })).toHaveAttribute(
      'href',
      '/search?q=mul',
    );
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted one on Enter', async () => {
    serve();
    const { router } = show();
    await userEvent.click(box());
    await userEvent.keyboard('mul');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'Müller FC' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    // Groups in rank order (teams first, as the best result is a team): the second option is the other team.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Mullerton Rovers' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/observe/team/${ID(3)}`));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('goes to all results from the last option, wrapping around with ArrowUp', async () => {
    serve();
    const { router } = show();
    await userEvent.click(box());
    await userEvent.keyboard('mul');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'See all results' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=mul');
  });

  it('closes the list on Escape and keeps the text; a second Escape leaves the box', async () => {
    serve();
    show();
    await userEvent.click(box());
    await userEvent.keyboard('mul');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('mul');
    expect(box()).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box()).not.toHaveFocus();
  });

  it('opens a suggestion with the mouse', async () => {
    serve();
    const { router } = show();
    await userEvent.click(box());
    await userEvent.keyboard('mul');
    await userEvent.click(await screen.findByRole('option', { name: /Thomas Müller/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/observe/player/${ID(2)}`));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nothing matches, still offering all results', async () => {
    serve([]);
    show();
    await userEvent.click(box());
    await userEvent.keyboard('zzz');
    const list = await screen.findByRole('listbox');
    expect(
      screen.getByText('Nothing matches “zzz”. Check the spelling or try fewer words.'),
    ).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['See all results']);
  });
});
