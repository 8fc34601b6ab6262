import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import { toSettings } from '../registrations/test-data.ts';
import { aChamp, aLeague, aStage, CHAMP, LEAGUE, noCheckIn } from '../widgets/test-data.ts';
import { ObserveCompetitionPage } from './ObserveCompetitionPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The page with the registration settings' answer held until `until` resolves. */
function setup(until: Promise<void>) {
  mockServer({
    'GET /security/v1/auth/get-session': { body: null },
    [`GET /api/champs/${CHAMP}`]: { body: aChamp() },
    [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
    [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
    [`GET /api/fixture/champ/${CHAMP}`]: { body: { items: [], totalItems: 0 } },
    [`GET /api/champs/${CHAMP}/teams`]: { body: { items: [], totalItems: 0, pageIndex: 0, pageSize: 500 } },
    [`GET /api/champs/${CHAMP}/registration`]: { body: toSettings({ champId: CHAMP }) },
    [`GET /api/champs/${CHAMP}/check-in`]: { body: noCheckIn() },
    'GET /api/sport-types': { body: [footballSport] },
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes(`/api/champs/${CHAMP}/registration`)) await until;
    return answer(input, init);
  });
  renderWithProviders(
    <HubProvider openSocket={() => new FakeSocket()}>
      <Routes>
        <Route path="/observe/competition/:id" element={<ObserveCompetitionPage />} />
      </Routes>
    </HubProvider>,
    { route: `/observe/competition/${CHAMP}` },
  );
}

describe('the public competition page', () => {
  it('shows its header only once it knows whether registration is open, so the tabs never jump', async () => {
    let release = () => {};
    setup(
      new Promise<void>((done) => {
        release = done;
      }),
    );
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Fixtures' })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: aChamp().name }, { timeout: 8000 }),
    ).toBeVisible();
    // The row of "Register your team" is there with the tabs below it, not pushed in later.
    expect(await screen.findByRole('link', { name: 'Register your team' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Fixtures' })).toBeVisible();
  });
});
