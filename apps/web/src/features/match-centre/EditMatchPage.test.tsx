import type { MatchSheet } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import {
  ADA,
  BO,
  CHAMP,
  champ,
  entry,
  event,
  FIXTURE,
  fixture,
  fullLineups,
  HOME,
  homePlayers,
  lineup,
  sheet,
  squads,
} from './admin-test-data.ts';
import { EditMatchPage } from './EditMatchPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const basketball = {
  ...footballSport,
  id: 'basketball',
  name: 'basketball',
  displayName: 'Basketball',
  allowsDraws: false,
  periods: { count: 4, minutes: 10, name: 'quarter' },
  playersOnField: 5,
  squadSize: 12,
};

type Reply = { status?: number; body?: unknown };

function renderSheet(
  data: MatchSheet,
  handlers: Record<string, Reply | ((r: { body: unknown }) => Reply)> = {},
) {
  const server = mockServer({
    [`GET /api/fixture/${FIXTURE}/match-sheet`]: { body: data },
    'GET /api/champ-team-players': { body: squads() },
    'GET /api/sport-types': { body: [footballSport, basketball] },
    [`GET /api/champs/${CHAMP}`]: { body: champ },
    ...handlers,
  });
  renderWithProviders(
    <HubProvider openSocket={() => new FakeSocket()}>
      <Routes>
        <Route path="/admin/match-center/edit-match/:id" element={<EditMatchPage />} />
      </Routes>
    </HubProvider>,
    { route: `/admin/match-center/edit-match/${FIXTURE}` },
  );
  return { ...server, user: userEvent.setup() };
}

/** A first half running for `minutes` (fractions allowed). */
const liveFor = (minutes: number, period = 1) =>
  fixture({
    status: 'live',
    period,
    periodStartedAt: new Date(Date.now() - minutes * 60_000).toISOString(),
    homeScore: 0,
    awayScore: 0,
  });

const posted = (calls: { method: string; path: string; body: unknown }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

const eventReply = { status: 201, body: event({ type: 'goal', playerId: ADA.id }) };

describe('EditMatchPage: the quick event bar', () => {
  it('records a goal with one tap on the scorer, at the clock’s minute', async () => {
    const { user, calls } = renderSheet(sheet({ fixture: liveFor(22.5), ...fullLineups() }), {
      [`POST /api/fixture/${FIXTURE}/event`]: eventReply,
    });
    expect(await screen.findByRole('timer', { name: 'Match clock' })).toHaveTextContent('22:30');
    await user.click(screen.getByRole('button', { name: 'Goal' }));
    const picker = await screen.findByRole('dialog', { name: 'Goal' });
    expect(within(picker).getByRole('textbox', { name: 'Minute' })).toHaveValue('23');
    const lions = within(picker).getByRole('region', { name: 'Lions FC' });
    await user.click(within(lions).getByRole('button', { name: '9 · Ada Striker' }));
    await waitFor(() =>
      expect(posted(calls, 'POST', `/api/fixture/${FIXTURE}/event`)).toEqual([
        {
          type: 'goal',
          teamId: HOME,
          playerId: ADA.id,
          relatedPlayerId: null,
          minute: 23,
          addedTime: 0,
          period: 1,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Goal' })).not.toBeInTheDocument());
  });

  it('gives added time past the half’s 45 minutes', async () => {
    const { user } = renderSheet(sheet({ fixture: liveFor(46.5), ...fullLineups() }));
    await user.click(await screen.findByRole('button', { name: 'Yellow card' }));
    const picker = await screen.findByRole('dialog', { name: 'Yellow card' });
    expect(within(picker).getByRole('textbox', { name: 'Minute' })).toHaveValue('45');
    expect(within(picker).getByRole('textbox', { name: 'Added time' })).toHaveValue('+2');
  });

  it('records a substitution with the player coming off, then the one coming on from the bench', async () => {
    const { user, calls } = renderSheet(sheet({ fixture: liveFor(15.2, 2), ...fullLineups() }), {
      [`POST /api/fixture/${FIXTURE}/event`]: eventReply,
    });
    await user.click(await screen.findByRole('button', { name: 'Substitution' }));
    const picker = await screen.findByRole('dialog', { name: 'Substitution' });
    await user.click(
      within(within(picker).getByRole('region', { name: 'Lions FC' })).getByRole('button', {
        name: '9 · Ada Striker',
      }),
    );
    expect(within(picker).getByText('Ada Striker comes off: tap the player coming on')).toBeInTheDocument();
    // The bench comes first when picking who comes on.
    const buttons = within(picker).getAllByRole('button', { name: /· Lion/ });
    expect(buttons[0]).toHaveAccessibleName('12 · Lion 12');
    await user.click(buttons[0]!);
    await waitFor(() =>
      expect(posted(calls, 'POST', `/api/fixture/${FIXTURE}/event`)).toEqual([
        expect.objectContaining({
          type: 'substitution',
          playerId: ADA.id,
          relatedPlayerId: homePlayers[11]!.id,
          minute: 61,
          addedTime: 0,
          period: 2,
        }),
      ]),
    );
  });

  it('asks for the minute when no clock runs, and sends nothing until it is given', async () => {
    const { user, calls } = renderSheet(
      sheet({ fixture: fixture({ status: 'finished', homeScore: 1, awayScore: 0 }), ...fullLineups() }),
      { [`POST /api/fixture/${FIXTURE}/event`]: eventReply },
    );
    await user.click(await screen.findByRole('button', { name: 'Red card' }));
    const picker = await screen.findByRole('dialog', { name: 'Red card' });
    await user.click(within(picker).getByRole('button', { name: '10 · Bo Forward' }));
    expect(within(picker).getByText('Enter the minute')).toBeInTheDocument();
    expect(posted(calls, 'POST', `/api/fixture/${FIXTURE}/event`)).toEqual([]);
    await user.type(within(picker).getByRole('textbox', { name: 'Minute' }), '88');
    await user.click(within(picker).getByRole('button', { name: '10 · Bo Forward' }));
    await waitFor(() =>
      expect(posted(calls, 'POST', `/api/fixture/${FIXTURE}/event`)).toEqual([
        expect.objectContaining({ type: 'redCard', playerId: BO.id, minute: 88, period: 2 }),
      ]),
    );
  });

  it('shows the server’s refusal next to the field it names', async () => {
    const { user } = renderSheet(sheet({ fixture: liveFor(10), ...fullLineups() }), {
      [`POST /api/fixture/${FIXTURE}/event`]: {
        status: 400,
        body: {
          status: 400,
          code: 'validation.failed',
          title: 'Invalid',
          errors: [{ field: 'body.minute', message: 'The minute is after the final whistle' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Own goal' }));
    const picker = await screen.findByRole('dialog', { name: 'Own goal' });
    await user.click(within(picker).getByRole('button', { name: '9 · Ada Striker' }));
    const minute = within(picker).getByRole('textbox', { name: 'Minute' });
    await waitFor(() => expect(minute).toHaveAccessibleDescription('The minute is after the final whistle'));
  });
});

describe('EditMatchPage: the timeline', () => {
  const goal = event({
    number: 2,
    type: 'goal',
    playerId: ADA.id,
    minute: 90,
    addedTime: 3,
    period: 2,
    score: { home: 1, away: 0 },
    createdAt: '2026-05-01T19:00:00.000Z',
  });
  const booking = event({
    number: 1,
    type: 'yellowCard',
    playerId: BO.id,
    minute: 30,
    createdAt: '2026-05-01T19:05:00.000Z',
  });

  it('shows each event with its minute, player and the score after a goal', async () => {
    renderSheet(sheet({ fixture: liveFor(50, 2), events: [booking, goal], ...fullLineups() }));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const items = within(timeline).getAllByRole('listitem');
    // Latest first.
    expect(items[0]).toHaveTextContent("90+3'");
    expect(within(items[0]!).getByRole('link', { name: 'Ada Striker' })).toHaveAttribute(
      'href',
      `/admin/players/details/${ADA.id}`,
    );
    expect(within(items[0]!).getByText('1–0')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("30'Yellow card Bo Forward");
  });

  it('undoes the event entered last after confirmation', async () => {
    const { user, calls } = renderSheet(sheet({ fixture: liveFor(50, 2), events: [booking, goal] }), {
      [`DELETE /api/fixture/event/${booking.id}`]: { body: { id: booking.id, deleted: true } },
    });
    await user.click(await screen.findByRole('button', { name: 'Undo last event' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last event?' });
    expect(dialog).toHaveTextContent("Yellow card, Bo Forward, 30'");
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /api/fixture/event/${booking.id}`),
    );
  });

  it('deletes an event only after confirmation', async () => {
    const { user, calls } = renderSheet(sheet({ fixture: liveFor(50, 2), events: [booking, goal] }), {
      [`DELETE /api/fixture/event/${goal.id}`]: { body: { id: goal.id, deleted: true } },
    });
    await user.click(await screen.findByRole('button', { name: "Delete Goal, Ada Striker, 90+3'" }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: "Delete Goal, Ada Striker, 90+3'" }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete event' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /api/fixture/event/${goal.id}`),
    );
  });
});

describe('EditMatchPage: status and score', () => {
  it('kicks off a scheduled match', async () => {
    const { user, calls } = renderSheet(sheet(), {
      [`PUT /api/fixture/${FIXTURE}`]: { body: liveFor(0) },
    });
    await user.click(await screen.findByRole('button', { name: 'Kick off' }));
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}`)).toEqual([{ status: 'live', period: 1 }]),
    );
  });

  it('ends the match only after confirming the result', async () => {
    const { user, calls } = renderSheet(
      sheet({ fixture: { ...liveFor(47, 2), homeScore: 2, awayScore: 1 } }),
      {
        [`PUT /api/fixture/${FIXTURE}`]: {
          body: fixture({ status: 'finished', homeScore: 2, awayScore: 1 }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Full time' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the match?' });
    expect(dialog).toHaveTextContent('Lions FC 2–1 Tigers becomes the result.');
    expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Full time' }));
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}`)).toEqual([{ status: 'finished' }]),
    );
  });

  it('offers half-time in the first half and the second half after it', async () => {
    renderSheet(sheet({ fixture: fixture({ status: 'halftime', period: 1, homeScore: 0, awayScore: 0 }) }));
    expect(await screen.findByRole('button', { name: 'Start 2nd half' })).toBeInTheDocument();
    expect(screen.getByText('Half-time')).toBeInTheDocument();
  });

  it('says how many goals the events hold when the score is set below them (409)', async () => {
    const goals = [
      event({ type: 'goal', playerId: ADA.id, score: { home: 1, away: 0 } }),
      event({ type: 'goal', playerId: ADA.id, minute: 20, score: { home: 2, away: 0 } }),
    ];
    const { user, calls } = renderSheet(
      sheet({ fixture: { ...liveFor(30), homeScore: 2, awayScore: 0 }, events: goals }),
      {
        [`PUT /api/fixture/${FIXTURE}/score`]: {
          status: 409,
          body: {
            status: 409,
            code: 'fixture.score_below_events',
            title: 'Score below the recorded goals',
            errors: [
              { field: 'body.homeScore', message: 'The home score 1 is lower than the 2 goals recorded' },
            ],
          },
        },
      },
    );
    const score = await screen.findByRole('region', { name: 'Score' });
    const home = within(score).getByRole('textbox', { name: 'Lions FC' });
    await user.clear(home);
    await user.type(home, '1');
    await user.click(within(score).getByRole('button', { name: 'Save result' }));
    const confirm = await screen.findByRole('dialog', { name: 'Record the result?' });
    expect(confirm).toHaveTextContent('Lions FC 1–0 Tigers becomes the result and the match ends.');
    await user.click(within(confirm).getByRole('button', { name: 'Record result' }));
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}/score`)).toEqual([
        { homeScore: 1, awayScore: 0, homePenalties: null, awayPenalties: null },
      ]),
    );
    await waitFor(() => expect(home).toHaveAccessibleDescription(/The events already hold 2–0/));
  });
});

describe('EditMatchPage: a correction that changes who went through', () => {
  const FINAL = '00000000-0000-4000-8000-0000000000f1';
  const finished = fixture({ status: 'finished', stageType: 'knockout', homeScore: 2, awayScore: 0 });

  it('names the later matches already played, and resets them only once confirmed', async () => {
    let tries = 0;
    const { user, calls } = renderSheet(sheet({ fixture: finished }), {
      [`PUT /api/fixture/${FIXTURE}/score`]: () =>
        ++tries === 1
          ? {
              status: 409,
              body: {
                status: 409,
                code: 'fixture.downstream_played',
                title: 'Conflict',
                fixtureIds: [FINAL],
              },
            }
          : { body: { ...finished, homeScore: 0, awayScore: 1 } },
      [`GET /api/fixture/${FINAL}`]: {
        body: fixture({
          id: FINAL,
          stageName: 'Cup',
          round: 2,
          homeTeamName: 'Lions FC',
          awayTeamName: 'Eagles',
          homeScore: 1,
          awayScore: 0,
          status: 'finished',
        }),
      },
    });
    const score = await screen.findByRole('region', { name: 'Score' });
    const home = within(score).getByRole('textbox', { name: 'Lions FC' });
    const away = within(score).getByRole('textbox', { name: 'Tigers' });
    await user.clear(home);
    await user.type(home, '0');
    await user.clear(away);
    await user.type(away, '1');
    await user.type(
      within(score).getByRole('textbox', { name: 'Reason for the correction' }),
      'Swapped on the sheet',
    );
    await user.click(within(score).getByRole('button', { name: 'Save result' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reset the later matches?' });
    expect(dialog).toHaveTextContent('a later match was already played with the team it replaces');
    expect(await within(dialog).findByText('Cup, round 2: Lions FC 1–0 Eagles')).toBeInTheDocument();
    const sent = () =>
      calls.filter((c) => c.method === 'PUT' && c.path.startsWith(`/api/fixture/${FIXTURE}/score`));
    expect(sent().map((c) => c.path)).toEqual([`/api/fixture/${FIXTURE}/score`]);

    await user.click(within(dialog).getByRole('button', { name: 'Correct and reset 1 match' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    const body = {
      homeScore: 0,
      awayScore: 1,
      homePenalties: null,
      awayPenalties: null,
      reason: 'Swapped on the sheet',
    };
    expect(sent()).toEqual([
      { method: 'PUT', path: `/api/fixture/${FIXTURE}/score`, body },
      { method: 'PUT', path: `/api/fixture/${FIXTURE}/score?reset=downstream`, body },
    ]);
  });

  it('sends nothing more when the organiser keeps the later matches', async () => {
    const { user, calls } = renderSheet(sheet({ fixture: finished }), {
      [`PUT /api/fixture/${FIXTURE}/score`]: {
        status: 409,
        body: { status: 409, code: 'fixture.downstream_played', title: 'Conflict', fixtureIds: [FINAL] },
      },
    });
    const score = await screen.findByRole('region', { name: 'Score' });
    await user.click(within(score).getByRole('button', { name: 'Save result' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the later matches?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

describe('EditMatchPage: line-ups', () => {
  it('picks the whole squad in one tap, the first eleven starting, and saves it', async () => {
    const { user, calls } = renderSheet(sheet(), {
      [`PUT /api/fixture/${FIXTURE}/homesquad`]: { body: lineup('home') },
    });
    const lineups = await screen.findByRole('region', { name: 'Line-ups' });
    await user.click(await within(lineups).findByRole('button', { name: 'Whole squad' }));
    expect(within(lineups).getByText('11 starting · 3 on the bench')).toBeInTheDocument();
    await user.click(within(lineups).getByRole('button', { name: 'Captain: Ada Striker' }));
    await user.click(within(lineups).getByRole('button', { name: 'Save Lions FC line-up' }));
    await waitFor(() => expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}/homesquad`)).toHaveLength(1));
    const body = posted(calls, 'PUT', `/api/fixture/${FIXTURE}/homesquad`)[0] as {
      players: { playerId: string; started: boolean; captain: boolean; shirtNumber: number | null }[];
    };
    expect(body.players).toHaveLength(14);
    expect(body.players.filter((p) => p.started)).toHaveLength(11);
    expect(body.players.slice(0, 11).every((p) => p.started)).toBe(true);
    expect(body.players.filter((p) => p.captain).map((p) => p.playerId)).toEqual([ADA.id]);
  });

  it('shows a refused player’s error on that player’s row', async () => {
    const { user } = renderSheet(sheet({ home: lineup('home', [entry(ADA)]) }), {
      [`PUT /api/fixture/${FIXTURE}/homesquad`]: {
        status: 400,
        body: {
          status: 400,
          code: 'validation.failed',
          title: 'Invalid',
          errors: [{ field: 'body.players.0.shirtNumber', message: 'Shirt 9 is already taken' }],
        },
      },
    });
    const lineups = await screen.findByRole('region', { name: 'Line-ups' });
    await user.click(await within(lineups).findByRole('button', { name: 'Save Lions FC line-up' }));
    const row = within(lineups).getByRole('checkbox', { name: 'Include Ada Striker' }).closest('li')!;
    expect(await within(row as HTMLElement).findByRole('alert')).toHaveTextContent(
      'Shirt 9 is already taken',
    );
  });
});

describe('EditMatchPage: other sports', () => {
  const basketballSheet = () =>
    sheet({
      sportKindId: 'basketball',
      periods: { count: 4, minutes: 10, name: 'quarter' },
      boxScoreKeys: ['points', 'rebounds', 'assists', 'steals', 'blocks', 'fouls', 'minutes'],
      home: lineup('home', [entry(ADA)]),
      fixture: fixture({
        status: 'live',
        period: 4,
        periodStartedAt: new Date().toISOString(),
        homeScore: 0,
        awayScore: 0,
      }),
    });

  it('fills the score in from the quarters and sends both', async () => {
    const { user, calls } = renderSheet(basketballSheet(), {
      [`PUT /api/fixture/${FIXTURE}/score`]: { body: fixture({ status: 'finished' }) },
    });
    const score = await screen.findByRole('region', { name: 'Score' });
    expect(screen.queryByRole('button', { name: 'Goal' })).not.toBeInTheDocument();
    const quarters = [
      [20, 18],
      [22, 25],
      [19, 17],
      [24, 20],
    ];
    for (const [i, [h, a]] of quarters.entries()) {
      await user.type(within(score).getByRole('textbox', { name: `Lions FC, Quarter ${i + 1}` }), String(h));
      await user.type(within(score).getByRole('textbox', { name: `Tigers, Quarter ${i + 1}` }), String(a));
    }
    expect(within(score).getByRole('textbox', { name: 'Lions FC' })).toHaveValue('85');
    expect(within(score).getByRole('textbox', { name: 'Tigers' })).toHaveValue('80');
    await user.click(within(score).getByRole('button', { name: 'Save result' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Record the result?' })).getByRole('button', {
        name: 'Record result',
      }),
    );
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}/score`)).toEqual([
        {
          homeScore: 85,
          awayScore: 80,
          homePenalties: null,
          awayPenalties: null,
          periods: quarters.map(([home, away]) => ({ home, away })),
        },
      ]),
    );
  });

  it('saves a box-score line per player through the line-up', async () => {
    const { user, calls } = renderSheet(basketballSheet(), {
      [`PUT /api/fixture/${FIXTURE}/homesquad`]: { body: lineup('home', [entry(ADA)]) },
    });
    const box = await screen.findByRole('region', { name: 'Box score' });
    await user.type(within(box).getByRole('textbox', { name: 'Points of Ada Striker' }), '31');
    await user.type(within(box).getByRole('textbox', { name: 'Rebounds of Ada Striker' }), '7');
    await user.click(within(box).getByRole('button', { name: 'Save Lions FC box score' }));
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/api/fixture/${FIXTURE}/homesquad`)).toEqual([
        {
          players: [
            {
              playerId: ADA.id,
              started: true,
              captain: false,
              shirtNumber: 9,
              position: null,
              stats: { points: 31, rebounds: 7 },
            },
          ],
        },
      ]),
    );
  });
});

describe('EditMatchPage: the match chat (issue 30)', () => {
  const roomState = (mode: 'matchWindow' | 'open' | 'closed', isOpen: boolean) => ({
    room: `fixture:${FIXTURE}`,
    kind: 'fixture',
    itemId: FIXTURE,
    title: 'Lions – Tigers',
    mode,
    isOpen,
    opensAt: null,
    canModerate: true,
    canWrite: isOpen,
    mute: null,
    unread: 0,
  });

  it('shows that the room follows the match, and the organiser closes it from the match sheet', async () => {
    const { calls, user } = renderSheet(sheet({ fixture: liveFor(10) }), {
      [`GET /chat/rooms/fixture%3A${FIXTURE}`]: { body: roomState('matchWindow', true) },
      [`PUT /chat/rooms/fixture%3A${FIXTURE}`]: { body: roomState('closed', false) },
    });
    const card = await screen.findByRole('region', { name: 'Match chat' }, { timeout: 8000 });
    await within(card).findByRole('radiogroup', { name: 'Chat mode' });
    const mode = within(card).getByRole('radiogroup', { name: 'Chat mode' });
    expect(within(mode).getByRole('radio', { name: 'Open around the match' })).toBeChecked();
    expect(within(card).getByText('Open now: signed-in fans can write.')).toBeInTheDocument();
    await user.click(within(mode).getByText('Closed'));
    await waitFor(() =>
      expect(posted(calls, 'PUT', `/chat/rooms/fixture%3A${FIXTURE}`)).toEqual([{ mode: 'closed' }]),
    );
    expect(await within(card).findByText('Closed: nobody can write.')).toBeInTheDocument();
  });
});
