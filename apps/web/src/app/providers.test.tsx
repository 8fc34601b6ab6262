import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFixtures, useStageStats } from '../features/competitions/api.ts';
import { useUpdateTeam } from '../features/teams/api.ts';
import { mockServer } from '../test/render.tsx';
import { createQueryClient, Providers } from './providers.tsx';

const champId = '11111111-1111-4111-8111-111111111111';
const stageId = '22222222-2222-4222-8222-222222222222';
const homeId = '33333333-3333-4333-8333-333333333333';
const awayId = '44444444-4444-4444-8444-444444444444';

function fixturesOf(homeName: string) {
  return {
    items: [
      {
        id: '55555555-5555-4555-8555-555555555555',
        champId,
        champName: 'Spring Cup',
        stageId,
        stageName: 'League',
        stageType: 'league',
        groupId: null,
        groupName: null,
        round: 1,
        slot: 0,
        leg: 1,
        homeTeamId: homeId,
        awayTeamId: awayId,
        homeTeamName: homeName,
        awayTeamName: 'Away FC',
        homeScore: null,
        awayScore: null,
        homePenalties: null,
        awayPenalties: null,
        status: 'scheduled',
        startsAt: null,
        isBye: false,
        winnerGoesTo: null,
        loserGoesTo: null,
        period: null,
        periodStartedAt: null,
        periodScores: null,
        canEdit: true,
        venueId: null,
        venueName: null,
        referees: [],
      },
    ],
    totalItems: 1,
  };
}

function standingsOf(homeName: string) {
  const row = (teamId: string, teamName: string, pos: number) => ({
    pos,
    teamId,
    teamName,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    goalDifference: 0,
    points: 0,
    groupId: null,
    groupName: null,
    tiebreak: null,
    tiebreakCriterion: null,
  });
  return {
    items: [row(homeId, homeName, 1), row(awayId, 'Away FC', 2)],
    pageIndex: 0,
    pageSize: 100,
    totalItems: 2,
  };
}

function team(name: string) {
  return {
    id: homeId,
    name,
    shortName: null,
    sportKindId: 'football',
    logo: null,
    teamLeagueId: null,
    ownerId: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    canEdit: true,
  };
}

/** A fake server where renaming the home team changes what fixtures and standings answer. */
function serveRenamableTeam() {
  let homeName = 'Old Name FC';
  return mockServer({
    [`GET /api/fixture/champ/${champId}`]: () => ({ body: fixturesOf(homeName) }),
    [`GET /api/stage/${stageId}/stats`]: () => ({ body: standingsOf(homeName) }),
    [`PUT /api/teams/${homeId}`]: ({ body }) => {
      homeName = (body as { name: string }).name;
      return { body: team(homeName) };
    },
  });
}

function FixtureNames() {
  const fixtures = useFixtures(champId);
  return <p data-testid="fixture">{fixtures.data?.items[0]?.homeTeamName ?? 'loading'}</p>;
}

function StandingsNames() {
  const standings = useStageStats(champId, stageId);
  return <p data-testid="standings">{standings.data?.items[0]?.teamName ?? 'loading'}</p>;
}

function RenameTeam() {
  const update = useUpdateTeam(homeId);
  return (
    <button type="button" onClick={() => update.mutate({ name: 'New Name FC' })}>
      Rename
    </button>
  );
}

/** A write that declares it changes nothing on screen (an upload, a check). */
function QuietWrite() {
  const write = useMutation({ mutationFn: async () => 'stored', meta: { refreshes: 'nothing' } });
  return (
    <button type="button" onClick={() => write.mutate()}>
      Quiet
    </button>
  );
}

function renderApp() {
  return render(
    <Providers queryClient={createQueryClient()}>
      <FixtureNames />
      <StandingsNames />
      <RenameTeam />
      <QuietWrite />
    </Providers>,
  );
}

const fetchesOf = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith(path)).length;

afterEach(() => vi.unstubAllGlobals());

describe('the refresh rule (createQueryClient)', () => {
  it('refetches the fixtures and standings on screen after a team is renamed', async () => {
    const { calls } = serveRenamableTeam();
    renderApp();
    await waitFor(() => expect(screen.getByTestId('fixture')).toHaveTextContent('Old Name FC'));
    await waitFor(() => expect(screen.getByTestId('standings')).toHaveTextContent('Old Name FC'));

    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));

    await waitFor(() => expect(screen.getByTestId('fixture')).toHaveTextContent('New Name FC'));
    await waitFor(() => expect(screen.getByTestId('standings')).toHaveTextContent('New Name FC'));
    expect(fetchesOf(calls, `/api/fixture/champ/${champId}`)).toBe(2);
    expect(fetchesOf(calls, `/api/stage/${stageId}/stats`)).toBe(2);
  });

  it("refetches nothing after a write that says `refreshes: 'nothing'`", async () => {
    const { calls } = serveRenamableTeam();
    renderApp();
    await waitFor(() => expect(screen.getByTestId('fixture')).toHaveTextContent('Old Name FC'));
    await waitFor(() => expect(screen.getByTestId('standings')).toHaveTextContent('Old Name FC'));

    await userEvent.click(screen.getByRole('button', { name: 'Quiet' }));
    // Give a refetch the chance to start before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(fetchesOf(calls, `/api/fixture/champ/${champId}`)).toBe(1);
    expect(fetchesOf(calls, `/api/stage/${stageId}/stats`)).toBe(1);
  });
});

describe('modals on demand (Providers)', () => {
  it('loads the modals host on the first modals.* call and shows the modal that call asked for', async () => {
    const confirmed = vi.fn();
    render(
      <Providers queryClient={createQueryClient()}>
        <button
          type="button"
          onClick={() =>
            modals.openConfirmModal({
              title: 'Delete this player?',
              labels: { confirm: 'Delete', cancel: 'Keep' },
              onConfirm: confirmed,
            })
          }
        >
          Delete
        </button>
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this player?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(confirmed).toHaveBeenCalledOnce();
  });
});
