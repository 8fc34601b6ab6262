import type { Champ, CheckIn, Fixture, StandingRow } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { aFixture, aStage } from '../widgets/test-data.ts';
import { CheckInCard, CheckInPanel } from './CheckInPanel.tsx';
import { ScoreModal } from './ScoreModal.tsx';
import { StandingsTable } from './StandingsTables.tsx';
import { WithdrawDialog } from './WithdrawDialog.tsx';

// Issue 27 on the web: check-in (settings, the list, "Check in"), the withdraw dialog, walkovers from the score
// dialog, and the notes on standings rows.

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const champ: Champ = {
  id: uuid(2),
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
  teamCount: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
  canDelete: true,
};

type Call = { method: string; path: string; search: string; body: unknown };

/** A fetch stub: `answer` sees each call (body parsed) and gives the JSON answer. */
function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const { status = 200, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const openCheckIn: CheckIn = {
  champId: champ.id,
  state: 'open',
  opensAt: '2030-05-01T10:00:00.000Z',
  closesAt: '2030-05-01T12:00:00.000Z',
  missing: 'drop',
  closedAt: null,
  dropped: [],
  checkedInCount: 1,
  items: [
    {
      teamId: uuid(10),
      teamName: 'Harbour Rovers',
      checkedIn: true,
      checkedInAt: '2030-05-01T10:05:00.000Z',
      canCheckIn: false,
    },
    { teamId: uuid(11), teamName: 'Mill Lane', checkedIn: false, checkedInAt: null, canCheckIn: true },
    { teamId: uuid(12), teamName: 'Quarry Town', checkedIn: false, checkedInAt: null, canCheckIn: false },
  ],
  rounds: [],
};

/** The admin panel also reads the stages and fixtures (the round picker); everything else is the check-in. */
const stage = aStage({ id: uuid(30), champId: champ.id, name: 'Main bracket', type: 'knockout' });
function adminAnswer(call: Call, checkIn: CheckIn): unknown {
  if (call.path.endsWith('/stage')) return { items: [stage], totalItems: 1 };
  if (call.path.startsWith('/api/fixture/champ/')) {
    return {
      items: [1, 1, 2].map((round, i) =>
        aFixture(i + 1, { champId: champ.id, stageId: stage.id, stageName: stage.name, round, slot: i }),
      ),
      totalItems: 3,
    };
  }
  return checkIn;
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckInPanel', () => {
  it('lists who is in, with a Check in button only for the teams the caller runs', async () => {
    const calls = serve((call) => ({
      body: call.method === 'POST' ? { ...openCheckIn, checkedInCount: 2 } : openCheckIn,
    }));
    renderWithProviders(<CheckInPanel champ={{ ...champ, canEdit: false }} />);
    expect(await screen.findByText('1 of 3 teams checked in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Harbour Rovers' })).toHaveAttribute(
      'href',
      `/observe/team/${uuid(10)}`,
    );
    expect(screen.queryByRole('button', { name: 'Check in Quarry Town' })).not.toBeInTheDocument();
    expect(screen.queryByText('Check-in window')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in Mill Lane' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/api/champs/${champ.id}/check-in`,
        body: { teamId: uuid(11) },
      }),
    );
  });

  it('lets the organiser set the window, refusing one that closes before it opens', async () => {
    const none: CheckIn = {
      ...openCheckIn,
      state: 'none',
      opensAt: null,
      closesAt: null,
      missing: null,
      checkedInCount: 0,
      items: [],
    };
    const calls = serve((call) => ({ body: call.method === 'PUT' ? openCheckIn : adminAnswer(call, none) }));
    renderWithProviders(<CheckInPanel champ={champ} admin />);
    expect(await screen.findByText(/No check-in window yet. Set one below/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Opens at'), '2030-05-01T12:00');
    await user.type(screen.getByLabelText('Closes at'), '2030-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save window' }));
    expect(await screen.findByText('The window must close after it opens')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(screen.getByLabelText('Closes at'));
    await user.type(screen.getByLabelText('Closes at'), '2030-05-01T14:00');
    await user.click(screen.getByLabelText('Forfeit their matches'));
    await user.click(screen.getByRole('button', { name: 'Save window' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      opensAt: string;
      closesAt: string;
      missing: string;
    };
    expect(put.missing).toBe('forfeit');
    expect(new Date(put.closesAt).getTime() - new Date(put.opensAt).getTime()).toBe(2 * 3600_000);
  });

  it('closes the check-in now only after the organiser confirms', async () => {
    const calls = serve((call) => ({
      body: call.method === 'POST' ? { ...openCheckIn, state: 'closed' } : adminAnswer(call, openCheckIn),
    }));
    renderWithProviders(<CheckInPanel champ={champ} admin />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close check-in now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close check-in now?' });
    expect(within(dialog).getByText(/Teams not checked in \(2\)/)).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/check-in/close'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Close check-in' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/check-in/close'))).toBe(true));
  });
});

describe('check-in before a round', () => {
  const roundTwo: CheckIn['rounds'][number] = {
    stageId: stage.id,
    stageName: stage.name,
    round: 2,
    state: 'open',
    opensAt: '2030-05-08T10:00:00.000Z',
    closesAt: '2030-05-08T12:00:00.000Z',
    missing: 'forfeit',
    closedAt: null,
    checkedInCount: 1,
    items: [
      { teamId: uuid(10), teamName: 'Harbour Rovers', checkedIn: true, checkedInAt: null, canCheckIn: true },
      { teamId: uuid(11), teamName: 'Mill Lane', checkedIn: false, checkedInAt: null, canCheckIn: true },
    ],
    forfeitedFixtureIds: [],
    cancelledFixtureIds: [],
  };
  const noneButRound: CheckIn = {
    ...openCheckIn,
    state: 'none',
    opensAt: null,
    closesAt: null,
    missing: null,
    checkedInCount: 0,
    rounds: [
      roundTwo,
      {
        ...roundTwo,
        round: 1,
        state: 'closed',
        items: roundTwo.items.map((i) => ({ ...i, canCheckIn: false })),
        forfeitedFixtureIds: [uuid(99)],
      },
    ],
  };

  it("the public card shows an open round's window: a team's manager checks in for round 2", async () => {
    const calls = serve((call) => ({ status: call.method === 'POST' ? 201 : 200, body: noneButRound }));
    renderWithProviders(<CheckInCard champ={{ ...champ, canEdit: false }} />);
    expect(await screen.findByText('Main bracket: check-in for round 2')).toBeInTheDocument();
    // The closed round 1 is the organiser's business: the public card leaves it out.
    expect(screen.queryByText('Main bracket: check-in for round 1')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mill Lane' })).toHaveAttribute(
      'href',
      `/observe/team/${uuid(11)}`,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check in for round 2: Mill Lane' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/api/champs/${champ.id}/check-in`,
        body: { teamId: uuid(11), stageId: stage.id, round: 2 },
      }),
    );
  });

  it('the organiser adds a round window from the stage and round pickers, and sees what a close did', async () => {
    const calls = serve((call) => ({ body: adminAnswer(call, noneButRound) }));
    renderWithProviders(<CheckInPanel champ={champ} admin />);
    expect(
      await screen.findByText(/Walkovers: 1; matches cancelled \(neither side checked in\): 0/),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save round window' }));
    expect(await screen.findByText('Choose a stage')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Main bracket' }));
    await user.click(screen.getByRole('combobox', { name: 'Round' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Round 1', 'Round 2']);
    await user.click(screen.getByRole('option', { name: 'Round 2' }));
    await user.type(screen.getByLabelText('Round check-in opens at'), '2030-05-08T10:00');
    await user.type(screen.getByLabelText('Round check-in closes at'), '2030-05-08T11:30');
    await user.click(screen.getByRole('button', { name: 'Save round window' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      stageId: stage.id,
      round: 2,
      missing: 'forfeit',
    });
    await user.click(screen.getByRole('button', { name: 'Close check-in now for Main bracket, round 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close check-in for round 2 now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close check-in' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/check-in/close'))?.search).toBe(
        `?stageId=${stage.id}&round=2`,
      ),
    );
    // Removing a window asks first.
    await user.click(screen.getByRole('button', { name: 'Remove window for Main bracket, round 2' }));
    const removeDialog = await screen.findByRole('dialog', {
      name: 'Remove the check-in window for round 2?',
    });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(removeDialog).getByRole('button', { name: 'Remove window' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({
        path: `/api/champs/${champ.id}/check-in`,
        search: `?stageId=${stage.id}&round=2`,
      }),
    );
  });
});

describe('WithdrawDialog', () => {
  it('needs a reason and a confirmation, then sends the kind and mode chosen', async () => {
    const calls = serve(() => ({ status: 201, body: {} }));
    renderWithProviders(
      <WithdrawDialog champId={champ.id} team={{ id: uuid(12), name: 'Quarry Town' }} onClose={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw or disqualify Quarry Town' });
    const user = userEvent.setup();
    expect(within(dialog).getByRole('button', { name: 'Withdraw team' })).toBeDisabled();
    await user.click(within(dialog).getByLabelText('Disqualification'));
    await user.click(within(dialog).getByLabelText('Expunge: strike all their results out of the standings'));
    await user.click(within(dialog).getByLabelText('I understand this cannot be undone'));
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify team' }));
    expect(await within(dialog).findByText('Give a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('Fielded a banned player');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify team' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: `/api/champs/${champ.id}/teams/${uuid(12)}/withdraw`,
        body: { kind: 'disqualification', mode: 'expunge', reason: 'Fielded a banned player' },
      }),
    );
  });
});

describe('walkovers and notes', () => {
  it('awards a walkover from the score dialog after a confirmation', async () => {
    const f: Fixture = { ...aFixture(1), canEdit: true, homeTeamName: 'Elm', awayTeamName: 'Fir' };
    const calls = serve((call) => ({
      body: call.method === 'PUT' ? { ...f, forfeit: 'home' } : { items: [f] },
    }));
    renderWithProviders(<ScoreModal fixture={f} onClose={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Elm forfeits' }));
    expect(
      await screen.findByText('Elm forfeits; Fir wins by walkover and goes through.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Award walkover' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: `/api/fixture/${f.id}/score`,
        body: { forfeit: 'home' },
      }),
    );
  });

  it('shows why on a standings row', () => {
    const row: StandingRow = {
      pos: 4,
      teamId: uuid(12),
      teamName: 'Quarry Town',
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
      note: 'Withdrawn: Folded',
    };
    renderWithProviders(<StandingsTable title={null} rows={[row]} />);
    expect(within(screen.getByRole('table')).getByText('Withdrawn: Folded')).toBeInTheDocument();
  });
});
