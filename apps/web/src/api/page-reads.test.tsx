import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type InitialReads, type PageAddress, pageReadsOf, visitorDay } from '@matchday/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../app/HubProvider.tsx';
import { createQueryClient } from '../app/providers.tsx';
import { RuntimeConfigProvider } from '../app/RuntimeConfigProvider.tsx';
import { footballSport, testRuntimeConfig } from '../features/leagues/test-utils.tsx';
import { ObserveCompetitionPage } from '../features/observe/ObserveCompetitionPage.tsx';
import { ObserveLeaguePage } from '../features/observe/ObserveLeaguePage.tsx';
import { toSettings } from '../features/registrations/test-data.ts';
import { aChamp, aLeague, aStage, CHAMP, LEAGUE } from '../features/widgets/test-data.ts';
import { FakeSocket } from '../test/fake-hub-socket.ts';
import { mockServer } from '../test/render.tsx';
import { remainingInitialReads, setInitialReads } from './initial-reads.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The reads the server sends with a page (packages/contracts page-reads.ts, ADR 0024) are the ones the page
 * asks: rendered from them, a page shows its data at once, asks none of them again and leaves none unused.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  setInitialReads({});
});

type Answers = Record<string, { body: unknown }>;

/** What the server would put into the page: `pageReadsOf` run against the canned answers. */
async function answersFor(page: PageAddress, server: Answers): Promise<InitialReads> {
  const answers: InitialReads = {};
  const reads = pageReadsOf(page, visitorDay(new Date(), 'UTC'));
  if (reads === null) throw new Error(`no reads listed for ${page.path}`);
  await reads(async (callPath) => {
    const reply = server[`GET ${callPath.split('?')[0]}`];
    if (reply === undefined) throw new Error(`the test has no answer for ${callPath}`);
    answers[callPath] = reply.body;
    return { json: JSON.stringify(reply.body), value: () => reply.body };
  });
  return answers;
}

/** Renders `ui` at `path` as the app does (its query client's defaults), the page's answers in place. */
async function renderWithAnswers(page: PageAddress, server: Answers, ui: ReactNode) {
  setInitialReads(await answersFor(page, server));
  const { calls } = mockServer(server);
  const client = createQueryClient();
  client.setQueryData(queryKeys.runtimeConfig, testRuntimeConfig);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <RuntimeConfigProvider>
            <HubProvider openSocket={() => new FakeSocket()}>
              <MemoryRouter initialEntries={[page.path]}>{ui}</MemoryRouter>
            </HubProvider>
          </RuntimeConfigProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { calls };
}

/**
 * Waits until every answer has been taken (parts loaded after the first paint, such as the news list, take
 * theirs when they arrive), then lets effects run and any request they start be made.
 */
async function settle() {
  await waitFor(() => expect(remainingInitialReads()).toEqual([]), { timeout: 8000 });
  await act(() => new Promise((done) => setTimeout(done, 200)));
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

describe('a page rendered from the answers it came with', () => {
  it('the competition page shows its header and tabs at once and asks none of its reads again', async () => {
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
    const { calls } = await renderWithAnswers(
      { site: 'main', path: `/observe/competition/${CHAMP}` },
      server,
      <Routes>
        <Route path="/observe/competition/:id" element={<ObserveCompetitionPage />} />
      </Routes>,
    );
    // The first render has the data: no loader first, no wait for an answer.
    expect(screen.getByRole('heading', { level: 1, name: aChamp().name })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Fixtures' })).toBeVisible();
    await settle();
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([]);
    expect(remainingInitialReads()).toEqual([]);
  });

  it('the league page shows its welcome text and competitions at once and asks none of its reads again', async () => {
    const server: Answers = {
      'GET /security/v1/auth/get-session': { body: null },
      [`GET /api/champ-leagues/${LEAGUE}`]: { body: aLeague() },
      [`GET /api/champ-leagues/${LEAGUE}/page-configuration`]: { body: pageConfiguration },
      [`GET /api/champ-leagues/${LEAGUE}/champs`]: {
        body: { items: [aChamp()], totalItems: 1, pageIndex: 0, pageSize: 20 },
      },
      [`GET /api/champ-leagues/${LEAGUE}/news`]: { body: emptyPage(5) },
    };
    const { calls } = await renderWithAnswers(
      { site: 'main', path: `/observe/league/${LEAGUE}` },
      server,
      <Routes>
        <Route path="/observe/league/:id" element={<ObserveLeaguePage />} />
      </Routes>,
    );
    expect(screen.getByRole('heading', { level: 1, name: aLeague().name })).toBeVisible();
    expect(screen.getByText('Sunday mornings on the harbour pitches.')).toBeVisible();
    expect(screen.getByRole('link', { name: aChamp().name })).toBeVisible();
    await settle();
    // The league's chat room is not among the page's first reads (it is further down, and lazy).
    const asked = calls.filter((call) => call.method === 'GET' && !call.path.startsWith('/chat/'));
    expect(asked.map((call) => call.path)).toEqual([]);
    expect(remainingInitialReads()).toEqual([]);
  });
});
