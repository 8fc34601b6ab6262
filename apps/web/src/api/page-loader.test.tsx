import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../app/HubProvider.tsx';
import { createQueryClient } from '../app/providers.tsx';
import { RuntimeConfigProvider } from '../app/RuntimeConfigProvider.tsx';
import { createRoutes } from '../app/router.tsx';
import { footballSport, testRuntimeConfig } from '../features/leagues/test-utils.tsx';
import { toSettings } from '../features/registrations/test-data.ts';
import { aChamp, aLeague, aStage, CHAMP, LEAGUE } from '../features/widgets/test-data.ts';
import { FakeSocket } from '../test/fake-hub-socket.ts';
import { mockServer } from '../test/render.tsx';
import { queryKeys } from './query-keys.ts';

/**
 * A public page's route loader (api/page-loader.ts, ADR 0026) reads what the page's first screen shows, with the
 * query definitions its components use: when the page first shows, everything it reads has been read, once, and
 * nothing is asked again afterwards. A component that asks for something its loader does not read (a new
 * query, a changed page size) fails here, as does a loader reading with another key than its component.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

type Answers = Record<string, { body: unknown }>;

/** The app's routes at `path`, as the browser runs them (its query client), against the canned answers. */
function renderRoute(path: string, server: Answers) {
  const { calls } = mockServer(server);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
  const router = createMemoryRouter(createRoutes({ queryClient, timeZone: 'UTC' }), {
    initialEntries: [path],
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RuntimeConfigProvider>
            <HubProvider openSocket={() => new FakeSocket()}>
              <RouterProvider router={router} />
            </HubProvider>
          </RuntimeConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const reads = () =>
    calls.filter((call) => call.method === 'GET' && !call.path.startsWith('/chat/')).map((call) => call.path);
  return { reads };
}

/** Lets lazy parts load and effects run, and any request they start be made. */
async function settle() {
  await act(() => new Promise((done) => setTimeout(done, 300)));
}

/** Each read made once: a second one is a component asking for what its loader read under another key. */
function expectEachOnce(paths: string[]) {
  expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
}

const pageConfiguration = {
  champLeagueId: LEAGUE,
  primaryColor: null,
  secondaryColor: null,
  bannerImage: null,
  welcomeText: 'Sunday mornings on the harbour pitches.',
  links: [],
};
const emptyPage = (pageSize: number) => ({ items: [], totalItems: 0, pageIndex: 0, pageSize });

describe('a public page’s route loader', () => {
  it('reads everything the competition page shows first, once', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      'GET /api/sport-types': { body: [footballSport] },
      [`GET /api/champs/${CHAMP}`]: { body: aChamp() },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [aStage()], totalItems: 1 } },
      [`GET /api/fixture/champ/${CHAMP}`]: { body: { items: [], totalItems: 0 } },
      [`GET /api/champs/${CHAMP}/teams`]: { body: emptyPage(500) },
      [`GET /api/champs/${CHAMP}/registration`]: { body: toSettings({ champId: CHAMP }) },
      [`GET /api/champs/${CHAMP}/news`]: { body: emptyPage(5) },
    };
    const { reads } = renderRoute(`/observe/competition/${CHAMP}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aChamp().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(screen.getByRole('tab', { name: 'Fixtures' })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });

  it('reads everything the league page shows first, once', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: { body: pageConfiguration },
      [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
        body: { items: [aChamp()], totalItems: 1, pageIndex: 0, pageSize: 20 },
      },
      [`GET /api/champ-leagues/${LEAGUE}/news`]: { body: emptyPage(5) },
    };
    const { reads } = renderRoute(`/observe/league/${LEAGUE}`, server);
    expect(
      await screen.findByRole('heading', { level: 1, name: aLeague().name }, { timeout: 8000 }),
    ).toBeVisible();
    const loaded = reads();
    expect(screen.getByText('Sunday mornings on the harbour pitches.')).toBeVisible();
    expect(screen.getByRole('link', { name: aChamp().name })).toBeVisible();
    await settle();
    expect(reads()).toEqual(loaded);
    expectEachOnce(loaded);
    expect(new Set(loaded.map((path) => path.split('?')[0]))).toEqual(
      new Set(Object.keys(server).map((key) => key.slice('GET '.length))),
    );
  });
});
