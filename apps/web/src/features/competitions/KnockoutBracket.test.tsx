import { MantineProvider } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KnockoutBracket } from './KnockoutBracket.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function fixture(n: number, over: Partial<Fixture>): Fixture {
  return {
    id: id(n),
    champId: id(900),
    champName: 'Cup',
    stageId: id(901),
    stageName: 'Cup',
    stageType: 'knockout',
    groupId: null,
    groupName: null,
    round: 1,
    slot: 0,
    leg: 1,
    homeTeamId: id(100 + n),
    awayTeamId: id(200 + n),
    homeTeamName: `Home ${n}`,
    awayTeamName: `Away ${n}`,
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

/** Eight teams: quarter-finals, semi-finals, final and a third-place match the semi-finals' losers go to. */
function eightTeamCup(): Fixture[] {
  const final = fixture(7, {
    round: 3,
    slot: 0,
    homeTeamName: 'Brazil',
    awayTeamName: null,
    awayTeamId: null,
  });
  // The server may file the third-place match anywhere; here it sits in the final's round, slot 1.
  const third = fixture(8, {
    round: 3,
    slot: 1,
    homeTeamName: null,
    awayTeamName: null,
    homeTeamId: null,
    awayTeamId: null,
  });
  const semi = (n: number, slot: number, over: Partial<Fixture> = {}) =>
    fixture(n, {
      round: 2,
      slot,
      winnerGoesTo: { fixtureId: final.id, side: slot === 0 ? 'home' : 'away' },
      loserGoesTo: { fixtureId: third.id, side: slot === 0 ? 'home' : 'away' },
      ...over,
    });
  return [
    // Given out of order: the bracket orders by round and slot.
    fixture(4, { round: 1, slot: 3 }),
    fixture(1, {
      round: 1,
      slot: 0,
      homeTeamName: 'Brazil',
      awayTeamName: 'Chile',
      homeScore: 1,
      awayScore: 1,
      homePenalties: 3,
      awayPenalties: 2,
      status: 'finished',
    }),
    fixture(2, { round: 1, slot: 1, homeScore: 0, awayScore: 2, status: 'finished' }),
    fixture(3, { round: 1, slot: 2, status: 'live', homeScore: 1, awayScore: 0 }),
    semi(5, 0, {
      homeTeamName: 'Brazil',
      awayTeamName: 'Away 2',
      homeScore: 2,
      awayScore: 1,
      status: 'finished',
    }),
    semi(6, 1),
    final,
    third,
  ];
}

function setup(fixtures: Fixture[]) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <KnockoutBracket fixtures={fixtures} stageName="Knockout stage" />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('KnockoutBracket', () => {
  it('draws a column per round, named by the rounds left, each in bracket order', () => {
    setup(eightTeamCup());
    const bracket = screen.getByRole('region', { name: 'Bracket: Knockout stage' });
    const rounds = within(bracket).getAllByRole('region');
    expect(rounds.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const quarterFinals = within(rounds[0]!).getAllByTestId('bracket-match');
    expect(quarterFinals.map((m) => m.getAttribute('href'))).toEqual(
      [1, 2, 3, 4].map((n) => `/observe/match-center/${id(n)}`),
    );
  });

  it('names early rounds by the teams left: the round of 16 and the round of 32', () => {
    const rounds = [1, 2, 3, 4, 5].map((round) => fixture(round, { round }));
    setup(rounds);
    expect(screen.getByRole('region', { name: 'Round of 32' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Round of 16' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Final' })).toBeInTheDocument();
  });

  it('names a cup drawn round by round by its ties: four ties are the quarter-finals before the next draw', () => {
    // Two-legged ties: each slot twice. Later rounds do not exist yet.
    const quarters = [0, 1, 2, 3].flatMap((slot) => [
      fixture(10 + slot * 2, { round: 1, slot, leg: 1 }),
      fixture(11 + slot * 2, { round: 1, slot, leg: 2 }),
    ]);
    setup(quarters);
    expect(screen.getByRole('region', { name: 'Quarter-finals' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Final' })).toBeNull();
  });

  it('shows scores and the shoot-out, and highlights the side that went through', () => {
    setup(eightTeamCup());
    const match = screen.getByRole('link', { name: 'Brazil 1–1 Chile (3–2 pens)' });
    // Its name comes from its content, not an aria-label that would differ from the visible text (WCAG 2.5.3).
    expect(match).not.toHaveAttribute('aria-label');
    expect(within(match).getByTitle('Brazil · Winner')).toHaveAttribute('data-winner');
    expect(within(match).getByTitle('Chile')).toHaveAttribute('data-loser');
    expect(match).toHaveTextContent('(3)1');
    // The away side won the second quarter-final outright.
    const second = screen.getByRole('link', { name: 'Home 2 0–2 Away 2' });
    expect(within(second).getByTitle('Away 2 · Winner')).toBeInTheDocument();
  });

  it('shows a series: best of three and each map, in the match’s name too', () => {
    setup([
      fixture(1, {
        round: 1,
        homeTeamName: 'Vitality',
        awayTeamName: 'NAVI',
        bestOf: 3,
        homeScore: 2,
        awayScore: 1,
        status: 'finished',
        games: [
          { home: 13, away: 9 },
          { home: 7, away: 13 },
          { home: 16, away: 14 },
        ],
      }),
    ]);
    const match = screen.getByRole('link', { name: 'Vitality 2–1 NAVI (Best of 3 · 13–9, 7–13, 16–14)' });
    expect(within(match).getByTestId('series')).toHaveTextContent('Bo313–9, 7–13, 16–14');
  });

  it('marks a match being played as live, with no winner yet', () => {
    setup(eightTeamCup());
    const live = screen.getByRole('link', { name: 'Home 3 1–0 Away 3' });
    expect(within(live).getByText('Live')).toBeInTheDocument();
    expect(live.querySelector('[data-winner]')).toBeNull();
  });

  it('keeps the third-place match (where the semi-finals’ losers go) out of the final’s column', () => {
    setup(eightTeamCup());
    const final = screen.getByRole('region', { name: 'Final' });
    expect(within(final).getAllByTestId('bracket-match')).toHaveLength(1);
    const third = screen.getByRole('region', { name: 'Third-place match' });
    expect(within(third).getByRole('link')).toHaveAttribute('href', `/observe/match-center/${id(8)}`);
    expect(within(third).getAllByText('To be decided')).toHaveLength(2);
  });

  it('shows a bye as the team going through, with no match page to open', () => {
    setup([
      fixture(1, { round: 1, slot: 0, isBye: true, awayTeamId: null, awayTeamName: null }),
      fixture(2, { round: 1, slot: 1 }),
      fixture(3, { round: 2, slot: 0, homeTeamName: 'Home 1', awayTeamId: null, awayTeamName: null }),
    ]);
    const semis = screen.getByRole('region', { name: 'Semi-finals' });
    const bye = within(semis).getAllByTestId('bracket-match')[0]!;
    expect(bye.tagName).not.toBe('A');
    expect(within(bye).getByText('Bye')).toBeInTheDocument();
    expect(within(bye).getByTitle('Home 1 · Winner')).toBeInTheDocument();
  });

  it('says when the stage has no fixtures yet', () => {
    setup([]);
    expect(
      screen.getByText('The bracket is drawn once the stage’s fixtures are generated.'),
    ).toBeInTheDocument();
  });
});

describe('KnockoutBracket, two-legged ties', () => {
  it('shows both legs of a tie with the aggregate and how it was decided', () => {
    const A = id(601);
    const B = id(602);
    const first = fixture(61, {
      round: 1,
      slot: 0,
      leg: 1,
      homeTeamId: A,
      awayTeamId: B,
      homeTeamName: 'Porto',
      awayTeamName: 'Roma',
      homeScore: 2,
      awayScore: 1,
      status: 'finished',
    });
    const second = fixture(62, {
      round: 1,
      slot: 0,
      leg: 2,
      homeTeamId: B,
      awayTeamId: A,
      homeTeamName: 'Roma',
      awayTeamName: 'Porto',
      homeScore: 1,
      awayScore: 0,
      status: 'finished',
    });
    const final = fixture(63, {
      round: 2,
      slot: 0,
      homeTeamId: B,
      homeTeamName: 'Roma',
      awayTeamId: null,
      awayTeamName: null,
    });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <KnockoutBracket
            fixtures={[first, second, final]}
            stageName="Cup"
            ties={[
              {
                round: 1,
                slot: 0,
                bracket: null,
                homeTeamId: A,
                awayTeamId: B,
                homeTeamName: 'Porto',
                awayTeamName: 'Roma',
                fixtureIds: [first.id, second.id],
                aggregate: { home: 2, away: 2 },
                decidedBy: 'awayGoals',
                winnerTeamId: B,
              },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    const tie = screen.getByTestId('bracket-tie');
    expect(tie).toHaveAccessibleName('Porto 2–2 Roma, on aggregate, Through on away goals');
    expect(within(tie).getByTitle('Roma · Winner')).toHaveAttribute('data-winner');
    // Each leg in the tie's order (Porto first), linking to its match page.
    const legs = within(tie).getAllByRole('link');
    expect(legs.map((l) => l.textContent)).toEqual(['Leg 12–1', 'Leg 20–1']);
    expect(legs[1]).toHaveAttribute('href', `/observe/match-center/${second.id}`);
    expect(within(tie).getByTestId('tie-decided')).toHaveTextContent('Through on away goals');
    // One column per round, the final's empty side waiting.
    expect(screen.getByRole('region', { name: 'Final' })).toHaveTextContent('Roma');
  });
});
