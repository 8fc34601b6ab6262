import type {
  Fixture,
  FixtureMedia,
  FixturePreview,
  LineupEntry,
  MatchEvent,
  MatchSheet,
} from '@matchday/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HubProvider } from '../../app/HubProvider.tsx';
import { FakeSocket } from '../../test/fake-hub-socket.ts';
import { mockServer } from '../../test/render.tsx';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import { ObserveMatchPage } from './ObserveMatchPage.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FIXTURE = id(1);
const CHAMP = id(2);
const STAGE = id(3);
const LIONS = id(10);
const TIGERS = id(11);
const [ADA, BEA, CID, DAN, EVE] = [id(20), id(21), id(22), id(23), id(24)];
const T0 = '2026-05-01T15:00:00.000Z';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The test has no network: embedded players (iframes) must not load their pages. */
type HappyWindow = { happyDOM?: { settings: { navigation: { disableChildFrameNavigation: boolean } } } };
beforeAll(() => {
  const happy = (window as unknown as HappyWindow).happyDOM;
  if (happy) happy.settings.navigation.disableChildFrameNavigation = true;
});

function fixture(over: Partial<Fixture> = {}): Fixture {
  return {
    id: FIXTURE,
    champId: CHAMP,
    champName: 'Spring Cup',
    stageId: STAGE,
    stageName: 'Group stage',
    stageType: 'groups',
    groupId: null,
    groupName: 'Group A',
    round: 1,
    slot: 0,
    leg: 1,
    homeTeamId: LIONS,
    awayTeamId: TIGERS,
    homeTeamName: 'Lions',
    awayTeamName: 'Tigers',
    homeScore: 2,
    awayScore: 1,
    homePenalties: null,
    awayPenalties: null,
    status: 'finished',
    startsAt: T0,
    isBye: false,
    winnerGoesTo: null,
    loserGoesTo: null,
    period: 2,
    periodStartedAt: null,
    periodScores: null,
    bracket: null,
    bestOf: 1,
    games: [],
    extraTime: false,
    homeLabel: null,
    awayLabel: null,
    resultStatus: 'awaiting',
    forfeit: null,
    expunged: false,
    resultNote: null,
    canEdit: false,
    venueId: null,
    venueName: null,
    referees: [],
    ...over,
  };
}

let n = 100;
function event(over: Partial<MatchEvent> & Pick<MatchEvent, 'type' | 'number'>): MatchEvent {
  n += 1;
  return {
    id: id(n),
    fixtureId: FIXTURE,
    teamId: LIONS,
    side: 'home',
    playerId: ADA,
    playerName: 'Ada',
    relatedPlayerId: null,
    relatedPlayerName: null,
    minute: 10,
    addedTime: 0,
    period: 1,
    score: { home: 0, away: 0 },
    createdAt: T0,
    ...over,
  };
}

const entry = (playerId: string, playerName: string, over: Partial<LineupEntry> = {}): LineupEntry => ({
  playerId,
  playerName,
  photo: null,
  started: true,
  shirtNumber: null,
  position: null,
  captain: false,
  stats: null,
  ...over,
});

/** Lions 2–1 Tigers: Ada scores (Bea assists), a Tigers own goal, a substitution, a late card, and a Tigers goal nobody recorded. */
function sheet(over: Partial<MatchSheet> = {}): MatchSheet {
  return {
    fixture: fixture(),
    sportKindId: 'football',
    home: {
      fixtureId: FIXTURE,
      side: 'home',
      teamId: LIONS,
      teamName: 'Lions',
      items: [
        entry(ADA, 'Ada', { shirtNumber: 9, captain: true, position: 'Forward' }),
        entry(BEA, 'Bea', { shirtNumber: 10 }),
        entry(EVE, 'Eve', { shirtNumber: 14, started: false }),
      ],
      totalItems: 3,
    },
    away: {
      fixtureId: FIXTURE,
      side: 'away',
      teamId: TIGERS,
      teamName: 'Tigers',
      items: [entry(CID, 'Cid', { shirtNumber: 4 }), entry(DAN, 'Dan', { shirtNumber: 5 })],
      totalItems: 2,
    },
    events: [
      // Out of order on purpose: the timeline follows `number`.
      event({
        number: 4,
        type: 'yellowCard',
        side: 'away',
        teamId: TIGERS,
        playerId: DAN,
        playerName: 'Dan',
        minute: 90,
        addedTime: 3,
        period: 2,
        score: { home: 2, away: 0 },
      }),
      event({
        number: 1,
        type: 'goal',
        minute: 23,
        relatedPlayerId: BEA,
        relatedPlayerName: 'Bea',
        score: { home: 1, away: 0 },
      }),
      event({
        number: 2,
        type: 'ownGoal',
        side: 'away',
        teamId: TIGERS,
        playerId: CID,
        playerName: 'Cid',
        minute: 40,
        score: { home: 2, away: 0 },
      }),
      event({
        number: 3,
        type: 'substitution',
        playerId: BEA,
        playerName: 'Bea',
        relatedPlayerId: EVE,
        relatedPlayerName: 'Eve',
        minute: 60,
        period: 2,
        score: { home: 2, away: 0 },
      }),
    ],
    unattributedGoals: { home: 0, away: 1 },
    media: { items: [], totalItems: 0, pageIndex: 0, pageSize: 20 },
    periods: { count: 2, minutes: 45, name: 'half' },
    boxScoreKeys: [],
    canEdit: false,
    ...over,
  };
}

function setup(
  answer: () => { status?: number; body: unknown },
  extra: Record<string, { body: unknown }> = {},
) {
  const socket = new FakeSocket();
  const server = mockServer({
    [`GET /api/fixture/${FIXTURE}/match-sheet`]: () => answer(),
    'GET /api/sport-types': { body: [footballSport] },
    ...extra,
  });
  renderWithProviders(
    <HubProvider openSocket={() => socket}>
      <Routes>
        <Route path="/observe/match-center/:id" element={<ObserveMatchPage />} />
      </Routes>
    </HubProvider>,
    { route: `/observe/match-center/${FIXTURE}` },
  );
  return { socket, ...server };
}

const sheetCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.endsWith('/match-sheet')).length;

describe('ObserveMatchPage', () => {
  it('shows the score, both teams and the competition as links, and the scorers', async () => {
    setup(() => ({ body: sheet() }));
    expect(await screen.findByTestId('match-score')).toHaveTextContent('2 – 1');
    expect(screen.getByRole('heading', { level: 1, name: 'Lions vs Tigers' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Lions' })[0]).toHaveAttribute(
      'href',
      `/observe/team/${LIONS}`,
    );
    expect(screen.getAllByRole('link', { name: 'Tigers' })[0]).toHaveAttribute(
      'href',
      `/observe/team/${TIGERS}`,
    );
    expect(await screen.findByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    expect(screen.getByTestId('match-status')).toHaveTextContent('Full time');
    // The own goal counts for the Lions, under their name.
    expect(screen.getByTestId('scorers')).toHaveTextContent("Ada 23'Cid (o.g.) 40'");
  });

  it('shows the result history: who entered and corrected it, when, why, and the matches it reset', async () => {
    const FINAL = id(5);
    const ORG = id(30);
    setup(() => ({ body: sheet() }), {
      [`GET /api/fixture/${FIXTURE}/history`]: {
        body: {
          items: [
            {
              at: '2026-05-01T16:50:00.000Z',
              by: { id: ORG, name: 'Olga Organiser' },
              before: null,
              after: {
                homeScore: 1,
                awayScore: 2,
                homePenalties: null,
                awayPenalties: null,
                extraTime: false,
                games: null,
              },
              resetFixtureIds: [],
            },
            {
              at: '2026-05-02T09:15:00.000Z',
              by: { id: ORG, name: 'Olga Organiser' },
              before: {
                homeScore: 1,
                awayScore: 2,
                homePenalties: null,
                awayPenalties: null,
                extraTime: false,
                games: null,
              },
              after: {
                homeScore: 2,
                awayScore: 1,
                homePenalties: null,
                awayPenalties: null,
                extraTime: false,
                games: null,
              },
              reason: 'Scores swapped on the sheet',
              resetFixtureIds: [FINAL],
            },
          ],
        },
      },
      [`GET /api/fixture/${FINAL}`]: {
        body: fixture({ id: FINAL, homeTeamName: 'Lions', awayTeamName: 'Eagles' }),
      },
    });
    const history = await screen.findByRole('region', { name: 'Result history' });
    const entries = within(history).getAllByRole('listitem');
    // Newest first.
    expect(entries[0]).toHaveTextContent('Olga Organiser corrected the result from 1–2 to 2–1');
    expect(entries[0]).toHaveTextContent('2 May 2026, 09:15');
    expect(entries[0]).toHaveTextContent('“Scores swapped on the sheet”');
    expect(entries[1]).toHaveTextContent('Olga Organiser entered the result 1–2');
    expect(within(entries[0]!).getAllByRole('link', { name: 'Olga Organiser' })[0]).toHaveAttribute(
      'href',
      `/user-profile/${ORG}`,
    );
    expect(await within(history).findByRole('link', { name: 'Lions vs Eagles' })).toHaveAttribute(
      'href',
      `/observe/match-center/${FINAL}`,
    );
  });

  it('names the venue as a link to its page and the officials by role', async () => {
    const VENUE = id(30);
    setup(() => ({
      body: sheet({
        fixture: fixture({
          venueId: VENUE,
          venueName: 'Riverside Ground',
          referees: [
            { id: id(40), name: 'Rita Ref', role: 'main' },
            { id: id(41), name: 'Al One', role: 'assistant' },
            { id: id(42), name: 'Al Two', role: 'assistant' },
            { id: id(43), name: 'Fred Fourth', role: 'fourth' },
          ],
        }),
      }),
    }));
    expect(await screen.findByRole('link', { name: 'Riverside Ground' })).toHaveAttribute(
      'href',
      `/observe/venue/${VENUE}`,
    );
    expect(screen.getByTestId('match-officials')).toHaveTextContent(
      'Referee: Rita Ref · Assistant referees: Al One, Al Two · Fourth official: Fred Fourth',
    );
  });

  it('says nothing of a venue or officials while none is assigned', async () => {
    setup(() => ({ body: sheet() }));
    await screen.findByTestId('match-score');
    expect(screen.queryByTestId('match-venue')).not.toBeInTheDocument();
    expect(screen.queryByTestId('match-officials')).not.toBeInTheDocument();
  });

  it('lists the events in the order they happened, with the minute, the players and the running score', async () => {
    setup(() => ({ body: sheet() }));
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const rows = within(timeline).getAllByTestId('timeline-event');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Ada.*Assist: Bea.*1–0.*23'/),
      expect.stringMatching(/Cid \(o\.g\.\).*2–0.*40'/),
      expect.stringMatching(/On: Eve.*Off: Bea.*60'/),
      expect.stringMatching(/90\+3'.*Dan/),
    ]);
    expect(rows[3]).toHaveAttribute('data-side', 'away');
    expect(within(rows[0]!).getByRole('img', { name: 'Goal' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Bea' })).toHaveAttribute(
      'href',
      `/observe/player/${BEA}`,
    );
    expect(within(rows[3]!).getByRole('img', { name: 'Yellow card' })).toBeInTheDocument();
    expect(within(timeline).getByText('Second half')).toBeInTheDocument();
    expect(screen.getByText('Tigers: 1 goal without a recorded scorer.')).toBeInTheDocument();
  });

  it('shows both line-ups with shirt numbers, the captain, the bench and links to the players', async () => {
    setup(() => ({ body: sheet() }));
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Line-ups' }));
    // The tab's panel is a lazy chunk (issue 13): it shows once loaded.
    const starters = await screen.findByRole('list', { name: 'Lions: Starting line-up' });
    const ada = within(starters).getAllByRole('listitem')[0]!;
    expect(ada).toHaveTextContent('9');
    expect(within(ada).getByLabelText('Captain')).toBeInTheDocument();
    expect(within(ada).getByRole('link', { name: 'Ada' })).toHaveAttribute('href', `/observe/player/${ADA}`);
    expect(within(ada).getByText('Forward')).toBeInTheDocument();
    const bench = screen.getByRole('list', { name: 'Lions: Substitutes' });
    expect(within(bench).getByText('Eve')).toBeInTheDocument();
    expect(within(bench).getByLabelText('Came on in minute 60')).toBeInTheDocument();
  });

  it('counts each team’s goals, cards and substitutions from the events', async () => {
    setup(() => ({ body: sheet() }));
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Stats' }));
    const stats = await screen.findByRole('list', { name: 'Match statistics' });
    // Goals recorded as events: Ada's and the own goal for the Lions; the Tigers' goal has no event.
    expect(within(stats).getByLabelText('Goals: 2–0')).toBeInTheDocument();
    expect(within(stats).getByLabelText('Own goals: 0–1')).toBeInTheDocument();
    expect(within(stats).getByLabelText('Yellow cards: 0–1')).toBeInTheDocument();
    expect(within(stats).getByLabelText('Substitutions: 1–0')).toBeInTheDocument();
    expect(within(stats).queryByLabelText(/Red cards/)).not.toBeInTheDocument();
  });

  it('says a result came after extra time', async () => {
    const base = sheet();
    const extraTime = sheet({
      fixture: fixture({ period: null, homeScore: 3 }),
      events: [
        ...base.events,
        event({ number: 5, type: 'goal', minute: 113, period: 4, score: { home: 3, away: 0 } }),
      ],
    });
    setup(() => ({ body: extraTime }));
    expect(await screen.findByTestId('match-status')).toHaveTextContent('After extra time');
  });

  it('says a result came on penalties, with the shoot-out under the score', async () => {
    setup(() => ({
      body: sheet({ fixture: fixture({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 }) }),
    }));
    expect(await screen.findByTestId('match-status')).toHaveTextContent('After penalties');
    expect(screen.getByText('(4–3 pens)')).toBeInTheDocument();
  });

  it('runs the clock every second while a period is played', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // 23 minutes and 10 seconds into the second half.
    vi.setSystemTime(new Date(Date.parse(T0) + (23 * 60 + 10) * 1000));
    setup(() => ({
      body: sheet({ fixture: fixture({ status: 'live', period: 2, periodStartedAt: T0 }) }),
    }));
    const clock = await screen.findByRole('timer', { name: 'Match clock' });
    expect(clock).toHaveTextContent('68:10');
    act(() => vi.advanceTimersByTime(1000));
    expect(clock).toHaveTextContent('68:11');
    expect(screen.getByTestId('match-status')).toHaveTextContent('Live68:11Second half');
  });

  it('follows the fixture’s hub room: an event entered on the match sheet appears without a reload', async () => {
    let current = sheet();
    const { socket, calls } = setup(() => ({ body: current }));
    await screen.findByRole('list', { name: 'Timeline' });
    expect(socket.joins).toEqual([{ kind: 'fixture', id: FIXTURE }]);
    expect(await screen.findByRole('status')).toHaveAttribute('data-status', 'live');

    current = sheet({
      fixture: fixture({ homeScore: 3 }),
      events: [
        ...current.events,
        event({
          number: 5,
          type: 'penaltyGoal',
          minute: 90,
          addedTime: 5,
          period: 2,
          score: { home: 3, away: 0 },
        }),
      ],
    });
    act(() =>
      socket.send(`fixture:${FIXTURE}`, 1, {
        type: 'fixture.eventsChanged',
        leagueId: id(4),
        champId: CHAMP,
        stageId: STAGE,
        fixtureId: FIXTURE,
        playerIds: [ADA],
      }),
    );
    expect(await screen.findByText("90+5'")).toBeInTheDocument();
    expect(screen.getByTestId('match-score')).toHaveTextContent('3 – 1');
    expect(sheetCalls(calls)).toBe(2);
  });

  it('refetches the sheet after a reconnect, since events may have been missed', async () => {
    const { socket, calls } = setup(() => ({ body: sheet() }));
    await screen.findByRole('list', { name: 'Timeline' });
    act(() => socket.drop());
    expect(screen.getByRole('status')).toHaveAttribute('data-status', 'offline');
    act(() => socket.connect());
    await waitFor(() => expect(sheetCalls(calls)).toBe(2));
  });

  it('carries schema.org SportsEvent data', async () => {
    setup(() => ({ body: sheet() }));
    await screen.findByRole('link', { name: 'Spring Cup' });
    const jsonLd = () =>
      JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    // The sport's name comes with the sport types.
    await waitFor(() => expect(jsonLd().sport).toBe('Football'));
    const data = jsonLd();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Lions vs Tigers',
      startDate: T0,
      sport: 'Football',
      eventStatus: 'https://schema.org/EventScheduled',
      homeTeam: {
        '@type': 'SportsTeam',
        name: 'Lions',
        url: `${window.location.origin}/observe/team/${LIONS}`,
      },
      awayTeam: { '@type': 'SportsTeam', name: 'Tigers' },
      superEvent: { name: 'Spring Cup' },
    });
  });

  it('opens on the preview before kick-off: form, head-to-head and top scorers', async () => {
    const earlier = fixture({ id: id(50), homeScore: 0, awayScore: 0, startsAt: '2025-05-01T15:00:00.000Z' });
    const preview: FixturePreview = {
      fixture: fixture({ status: 'scheduled', homeScore: null, awayScore: null }),
      home: {
        teamId: LIONS,
        teamName: 'Lions',
        form: [
          {
            fixtureId: id(60),
            result: 'W',
            goalsFor: 2,
            goalsAgainst: 1,
            opponentId: id(70),
            opponentName: 'Bears',
            startsAt: null,
          },
          {
            fixtureId: id(61),
            result: 'L',
            goalsFor: 0,
            goalsAgainst: 3,
            opponentId: id(71),
            opponentName: 'Wolves',
            startsAt: null,
          },
        ],
        squad: [],
        topScorers: [{ playerId: ADA, playerName: 'Ada', goals: 4 }],
      },
      away: { teamId: TIGERS, teamName: 'Tigers', form: [], squad: [], topScorers: [] },
      headToHead: { items: [earlier], homeWins: 0, awayWins: 0, draws: 1 },
    };
    setup(
      () => ({
        body: sheet({
          fixture: fixture({ status: 'scheduled', homeScore: null, awayScore: null, period: null }),
          events: [],
          unattributedGoals: { home: 0, away: 0 },
        }),
      }),
      { [`GET /api/teams/preview/fixture/${FIXTURE}`]: { body: preview } },
    );
    expect(await screen.findByRole('tab', { name: 'Preview', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('match-score')).toHaveTextContent('vs');
    const form = await screen.findByRole('list', { name: 'Lions: Recent form' });
    expect(within(form).getByRole('link', { name: 'Won 2–1 against Bears' })).toHaveAttribute(
      'href',
      `/observe/match-center/${id(60)}`,
    );
    expect(within(form).getByRole('link', { name: 'Lost 0–3 against Wolves' })).toHaveTextContent('L');
    expect(screen.getByRole('link', { name: 'Lions 0–0 Tigers' })).toHaveAttribute(
      'href',
      `/observe/match-center/${id(50)}`,
    );
    expect(screen.getByText('4 goals')).toBeInTheDocument();
    expect(screen.getByText('No results yet.')).toBeInTheDocument();
  });

  it('shows photos from storage, embeds videos and links the rest', async () => {
    const media = (
      over: Pick<FixtureMedia, 'id' | 'kind' | 'url'> & Partial<FixtureMedia>,
    ): FixtureMedia => ({
      fixtureId: FIXTURE,
      provider: null,
      embedUrl: null,
      title: null,
      createdAt: T0,
      canEdit: false,
      ...over,
    });
    setup(() => ({
      body: sheet({
        media: {
          items: [
            media({ id: id(80), kind: 'photo', url: 'images/goal.webp', title: 'The winner' }),
            media({
              id: id(81),
              kind: 'video',
              url: 'https://youtu.be/abcdefghijk',
              provider: 'youtube',
              embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
              title: 'Highlights',
            }),
            media({
              id: id(82),
              kind: 'stream',
              url: 'https://twitch.tv/lions',
              provider: 'twitch',
              embedUrl: 'https://player.twitch.tv/?channel=lions&parent=example.org',
            }),
            media({ id: id(83), kind: 'video', url: 'https://facebook.com/watch/1', provider: 'facebook' }),
          ],
          totalItems: 4,
          pageIndex: 0,
          pageSize: 20,
        },
      }),
    }));
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'Media (4)' }));
    const list = await screen.findByRole('list', { name: 'Media' });
    expect(within(list).getByRole('img', { name: 'The winner' })).toHaveAttribute(
      'src',
      '/storage/images/goal.webp',
    );
    expect(within(list).getByTitle('Highlights')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk',
    );
    // Twitch plays only on the host it is told: this page's.
    expect(within(list).getByTitle('Live stream · Twitch').getAttribute('src')).toContain('parent=localhost');
    expect(within(list).getByRole('link', { name: 'Open on Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/watch/1',
    );
    expect(
      within(list)
        .getAllByTitle(/./)
        .filter((e) => e.tagName === 'IFRAME'),
    ).toHaveLength(2);
  });

  it('shows the box score of a sport without match events, and no timeline', async () => {
    setup(() => ({
      body: sheet({
        sportKindId: 'basketball',
        events: [],
        unattributedGoals: { home: 0, away: 0 },
        boxScoreKeys: ['points', 'rebounds'],
        fixture: fixture({ homeScore: 80, awayScore: 75, periodScores: [{ home: 20, away: 18 }] }),
        home: { ...sheet().home, items: [entry(ADA, 'Ada', { stats: { points: 31, rebounds: 9 } })] },
      }),
    }));
    expect(await screen.findByRole('tab', { name: 'Line-ups', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Timeline' })).not.toBeInTheDocument();
    const box = screen.getByRole('table', { name: 'Box score: Lions' });
    expect(within(box).getAllByRole('row')[1]).toHaveTextContent('Ada319');
    expect(screen.getByTestId('match-status')).toHaveTextContent('Final');
  });

  it('says when the match does not exist', async () => {
    setup(() => ({ status: 404, body: { status: 404, code: 'fixture.not_found', title: 'Not found' } }));
    expect(await screen.findByText('This match does not exist or was deleted.')).toBeInTheDocument();
  });
});
