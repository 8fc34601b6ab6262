import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { aChamp, aLeague, LEAGUE } from '../widgets/test-data.ts';
import { ObserveLeaguePage } from './ObserveLeaguePage.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the public league page', () => {
  it('shows itself once its page configuration is in, welcome text and competitions together', async () => {
    let release = () => {};
    const until = new Promise<void>((done) => {
      release = done;
    });
    mockServer({
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: {
        body: {
          champLeagueId: LEAGUE,
          primaryColor: null,
          secondaryColor: null,
          bannerImage: null,
          welcomeText: 'Sunday mornings on the harbour pitches.',
          links: [],
        },
      },
      [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
        body: { items: [aChamp()], totalItems: 1, pageIndex: 0, pageSize: 20 },
      },
    });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/page-configuration')) await until;
      return answer(input, init);
    });
    renderWithProviders(
      <HubProvider openSocket={() => new FakeSocket()}>
        <Routes>
          <Route path="/observe/league/:id" element={<ObserveLeaguePage />} />
        </Routes>
      </HubProvider>,
      { route: `/observe/league/${LEAGUE}` },
    );
    await new Promise((done) => setTimeout(done, 300));
    // The league and its competitions are in, its welcome text is not: nothing yet, so nothing is pushed down.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: aLeague().name }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText('Sunday mornings on the harbour pitches.')).toBeVisible();
    expect(screen.getByRole('link', { name: aChamp().name })).toBeVisible();
  });
});
