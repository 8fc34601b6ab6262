import type { Stage } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { fixture } from '../match-centre/admin-test-data.ts';
import { StageSchedulePage } from './StageSchedulePage.tsx';

const CHAMP = '00000000-0000-4000-8000-000000000002';
const STAGE = '00000000-0000-4000-8000-000000000003';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [H, R, N, E] = [uuid(11), uuid(12), uuid(13), uuid(14)] as const;
const names: Record<string, string> = {
  [H]: 'Harbour',
  [R]: 'Riverside',
  [N]: 'Northgate',
  [E]: 'Eastfield',
};

const champ = {
  id: CHAMP,
  champLeagueId: uuid(1),
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: null,
  startDate: null,
  description: null,
  logo: null,
  rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
  lineupTracking: false,
  ownerId: 'u1',
  teamCount: 4,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
  canDelete: true,
};
const stage: Stage = {
  id: STAGE,
  champId: CHAMP,
  type: 'league',
  name: 'League phase',
  order: 0,
  legs: 1,
  groupCount: 1,
  groups: [],
  fixtureCount: 0,
  thirdPlace: false,
  grandFinalReset: false,
  bestOf: 1,
  decidingBestOf: 1,
  winsToAdvance: null,
  lossesToEliminate: null,
  rounds: null,
  swissRules: null,
  awayGoals: false,
  finalLegs: 1,
  draw: 'bracket',
  seeding: [],
  fromStage: null,
  canEdit: true,
};
const teams = {
  items: Object.entries(names).map(([id, name]) => ({
    id,
    name,
    shortName: null,
    logo: null,
    ownerId: 'u1',
    addedAt: '2026-01-01T00:00:00.000Z',
  })),
  totalItems: 4,
  pageIndex: 0,
  pageSize: 500,
};
const game = (round: number, home: string, away: string) =>
  fixture({
    id: null as unknown as string,
    champId: CHAMP,
    stageId: STAGE,
    round,
    homeTeamId: home,
    awayTeamId: away,
    homeTeamName: names[home]!,
    awayTeamName: names[away]!,
    startsAt: `2027-03-${String(6 + (round - 1) * 7).padStart(2, '0')}T15:00:00.000Z`,
  });

function renderPage(post: (body: unknown) => { status?: number; body: unknown }) {
  const server = mockServer({
    [`GET /api/champs/${CHAMP}`]: { body: champ },
    [`GET /api/champs/${CHAMP}/stage`]: { body: { items: [stage], totalItems: 1 } },
    [`GET /api/champs/${CHAMP}/teams`]: { body: teams },
    [`GET /api/stage/${STAGE}/schedule/settings`]: {
      body: { settings: null, venueIds: [], savedAt: null, constraintTexts: [] },
    },
    [`GET /api/stage/${STAGE}/schedule`]: {
      body: {
        running: false,
        startedAt: null,
        elapsedSeconds: 0,
        timeLimitSeconds: null,
        solverSeconds: null,
        nodes: 0,
        foundSchedule: false,
        bestPenalty: null,
        conflictTests: 0,
      },
    },
    [`POST /api/stage/${STAGE}/schedule`]: ({ body }) => post(body),
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/admin/competitions/details/:id/stages/:stageId/schedule"
        element={<StageSchedulePage />}
      />
    </Routes>,
    { route: `/admin/competitions/details/${CHAMP}/stages/${STAGE}/schedule` },
  );
  return { ...server, user: userEvent.setup() };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('StageSchedulePage', () => {
  it('marks a ground taken from the calendar and lists it in words', async () => {
    const { user } = renderPage(() => ({ body: {} }));
    expect(await screen.findByRole('heading', { name: 'Schedule League phase' })).toBeInTheDocument();
    expect(await screen.findByText(/No constraints yet/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First round on'), '2027-03-06');
    const ground = screen.getByRole('region', { name: 'Ground availability' });
    await user.click(within(ground).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Riverside' }));
    const round2 = within(ground).getByRole('button', { name: 'Round 2, Ground free' });
    expect(round2).toHaveTextContent('Sat 13 Mar');
    await user.click(round2);
    await user.click(within(ground).getByRole('button', { name: 'Round 3, Ground free' }));
    expect(within(ground).getByRole('button', { name: 'Round 2, Ground taken' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = screen.getByRole('list', { name: 'Constraints' });
    expect(list).toHaveTextContent('Riverside: no home game in rounds 2 and 3');
    // Kept in the browser for the next visit.
    expect(window.localStorage.getItem(`matchday.schedule.${STAGE}`)).toContain('maxHomeInRounds');
  });

  it('answers a 422 with the conflicting constraints in words, each with Edit and Remove', async () => {
    window.localStorage.setItem(
      `matchday.schedule.${STAGE}`,
      JSON.stringify({
        constraints: [
          { kind: 'fixedGame', home: H, away: R, rounds: [2] },
          { kind: 'maxBreaks', teams: [H, R, N, E], rounds: [1, 2, 3], breakType: 'any', max: 1 },
          { kind: 'maxHomeInRounds', teams: [H], rounds: [2], max: 0 },
        ],
      }),
    );
    const { user } = renderPage(() => ({
      status: 422,
      body: {
        status: 422,
        code: 'schedule.infeasible',
        title: 'Unprocessable',
        detail: 'cannot',
        conflicts: [0, 2],
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Preview schedule' }));
    const whyNot = await screen.findByRole('alert', { name: 'These cannot all hold together' });
    expect(whyNot).toHaveTextContent('Harbour v Riverside must be in round 2');
    expect(whyNot).toHaveTextContent('Harbour: no home game in round 2');
    expect(whyNot).not.toHaveTextContent('break');
    await user.click(
      within(whyNot).getByRole('button', { name: 'Remove: Harbour: no home game in round 2' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Constraints' })).not.toHaveTextContent('no home game'),
    );
    expect(screen.getByRole('alert', { name: 'These cannot all hold together' })).toHaveTextContent(
      'Harbour v Riverside must be in round 2',
    );
  });

  it('previews with dryRun, marks where a wish is broken, then saves the same request', async () => {
    window.localStorage.setItem(
      `matchday.schedule.${STAGE}`,
      JSON.stringify({
        constraints: [{ kind: 'forbiddenGame', home: H, away: R, rounds: [1], soft: true, weight: 2 }],
        dates: { mode: 'weekly', startDate: '2027-03-06', daysBetweenRounds: 7, kickoffTime: '15:00' },
      }),
    );
    const items = [game(1, H, R), game(1, N, E), game(2, H, N), game(2, R, E), game(3, E, H), game(3, N, R)];
    const { user, calls } = renderPage((body) => ({
      status: (body as { dryRun: boolean }).dryRun ? 200 : 201,
      body: {
        items,
        totalItems: 6,
        saved: !(body as { dryRun: boolean }).dryRun,
        optimal: true,
        softPenalty: 2,
        brokenConstraints: [{ index: 0, deviation: 1, penalty: 2, text: 'server words' }],
        solveSeconds: 0.4,
      },
    }));
    // The row's badge says it is a wish, and its weight; the words do not repeat it.
    const list = await screen.findByRole('list', { name: 'Constraints' });
    expect(list).toHaveTextContent('Wish · weight 2Harbour v Riverside may not be in round 1');
    expect(list).not.toHaveTextContent('(wish');
    await user.click(await screen.findByRole('button', { name: 'Preview schedule' }));
    const round1 = await screen.findByRole('region', { name: 'Round 1' });
    expect(round1).toHaveTextContent('Round 1 · Sat 6 Mar 2027');
    expect(within(round1).getByText('Wish broken')).toBeInTheDocument();
    expect(round1).toHaveTextContent('Breaks: Harbour v Riverside may not be in round 1 (wish, weight 2)');
    expect(within(screen.getByRole('region', { name: 'Round 2' })).queryByText('Wish broken')).toBeNull();
    expect(screen.getByText(/broken by 1 \(costs 2\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [preview, save] = calls
      .filter((c) => c.method === 'POST')
      .map((c) => c.body as Record<string, unknown>);
    expect(preview).toEqual({
      constraints: [{ kind: 'forbiddenGame', home: H, away: R, rounds: [1], soft: true, weight: 2 }],
      dryRun: true,
      kickoffTime: '15:00',
      startDate: '2027-03-06',
      daysBetweenRounds: 7,
    });
    expect(save).toEqual({ ...preview, dryRun: false });
    expect(await screen.findByText(/Schedule saved: 6 fixtures/)).toBeInTheDocument();
  });
});
