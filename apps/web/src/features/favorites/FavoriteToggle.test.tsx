import type { FavoriteKind } from '@matchday/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { FavoriteToggle } from './FavoriteToggle.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const PATHS: Record<FavoriteKind, string> = {
  player: `/api/player/${ID}/favorite`,
  team: `/api/teams/${ID}/favorite`,
  champ: `/api/champs/${ID}/favorite`,
  champLeague: `/api/champ-leagues/${ID}/favorite`,
};
const LISTS = { player: 'players', team: 'teams', champ: 'champs', champLeague: 'champLeagues' } as const;

function setup(kind: FavoriteKind, signedIn: boolean) {
  let favorite = false;
  const item = {
    id: ID,
    name: 'Item',
    imageUrl: null,
    sportKindId: 'football',
    addedAt: '2026-01-01T00:00:00Z',
  };
  return mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    'GET /api/favorite': () => ({
      body: {
        players: [],
        teams: [],
        champs: [],
        champLeagues: [],
        [LISTS[kind]]: favorite ? [kind === 'champ' ? { ...item, champLeagueId: ID } : item] : [],
      },
    }),
    [`POST ${PATHS[kind]}`]: () => {
      favorite = true;
      return { body: { kind, id: ID, favorite: true } };
    },
    [`DELETE ${PATHS[kind]}`]: () => {
      favorite = false;
      return { body: { kind, id: ID, favorite: false } };
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FavoriteToggle', () => {
  it.each<FavoriteKind>(['player', 'team', 'champ', 'champLeague'])(
    'a %s: posts when not a favourite, deletes when it is, reloading the favourites after each',
    async (kind) => {
      const { calls } = setup(kind, true);
      renderWithProviders(<FavoriteToggle kind={kind} id={ID} />);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Add to favourites' }));
      await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
      await screen.findByRole('button', { name: 'Add to favourites' });
      await waitFor(() =>
        expect(calls.map((c) => `${c.method} ${c.path}`).filter((c) => c.includes('favorite'))).toEqual([
          'GET /api/favorite',
          `POST ${PATHS[kind]}`,
          'GET /api/favorite',
          `DELETE ${PATHS[kind]}`,
          'GET /api/favorite',
        ]),
      );
    },
  );

  it('shows nothing to an anonymous visitor and loads no favourites', async () => {
    const { calls } = setup('champ', false);
    renderWithProviders(<FavoriteToggle kind="champ" id={ID} />);
    await waitFor(() => expect(calls.some((c) => c.path.includes('get-session'))).toBe(true));
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/favorite'))).toBe(false);
  });
});
