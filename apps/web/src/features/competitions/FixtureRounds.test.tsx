import { MantineProvider } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../app/providers.tsx';
import { FixtureRounds } from './FixtureRounds.tsx';

let n = 0;
function fixture(over: Partial<Fixture>): Fixture {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    champId: '00000000-0000-4000-8000-000000000100',
    champName: 'Cup',
    stageId: '00000000-0000-4000-8000-000000000200',
    stageName: 'Cup',
    stageType: 'knockout',
    groupId: null,
    groupName: null,
    round: 1,
    slot: 0,
    leg: 1,
    homeTeamId: '00000000-0000-4000-8000-000000000301',
    awayTeamId: '00000000-0000-4000-8000-000000000302',
    homeTeamName: 'Lions',
    awayTeamName: 'Tigers',
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
    canEdit: true,
    venueId: null,
    venueName: null,
    referees: [],
    ...over,
  };
}

const cup = [
  fixture({ round: 1, slot: 0, homeScore: 2, awayScore: 0, status: 'finished' }),
  fixture({ round: 1, slot: 1, homeTeamName: 'Bears', awayTeamName: 'Wolves' }),
  fixture({ round: 2, slot: 0, homeTeamName: 'Lions', awayTeamId: null, awayTeamName: null }),
];

function setup(fixtures: Fixture[], onEnterScore?: (f: Fixture) => void) {
  render(
    <MantineProvider env="test">
      <FixtureRounds fixtures={fixtures} onEnterScore={onEnterScore} />
    </MantineProvider>,
  );
}

describe('FixtureRounds', () => {
  it('names knockout rounds from the end and shows results', () => {
    setup(cup);
    expect(screen.getByRole('region', { name: 'Semi-finals' })).toBeInTheDocument();
    const final = screen.getByRole('region', { name: 'Final' });
    expect(within(final).getByText('To be decided')).toBeInTheDocument();
    expect(screen.getByLabelText('Lions – Tigers')).toHaveTextContent('2 – 0');
  });

  it('offers score entry only on fixtures with both teams, and only on admin pages', async () => {
    const onEnterScore = vi.fn();
    setup(cup, onEnterScore);
    expect(screen.getByRole('button', { name: 'Edit score' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /score/ })).toHaveLength(2);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Enter score' }));
    expect(onEnterScore).toHaveBeenCalledWith(expect.objectContaining({ homeTeamName: 'Bears' }));
  });

  it('shows no score buttons to visitors or to users who may not edit', () => {
    setup(cup);
    expect(screen.queryByRole('button', { name: /score/ })).not.toBeInTheDocument();
    setup(
      cup.map((f) => ({ ...f, canEdit: false })),
      vi.fn(),
    );
    expect(screen.queryByRole('button', { name: /score/ })).not.toBeInTheDocument();
  });

  it('shows a series as best of three with each map’s score, and a match after extra time', () => {
    setup([
      fixture({
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
      fixture({ slot: 1, homeScore: 2, awayScore: 1, extraTime: true, status: 'finished' }),
    ]);
    const [series, aet] = screen.getAllByTestId('fixture');
    expect(series).toHaveTextContent('2 – 1');
    expect(within(series!).getByTestId('score-detail')).toHaveTextContent('Best of 3 · 13–9, 7–13, 16–14');
    expect(within(aet!).getByTestId('score-detail')).toHaveTextContent('after extra time');
  });

  it('shows a shoot-out result beside a level score', () => {
    setup([fixture({ homeScore: 1, awayScore: 1, homePenalties: 5, awayPenalties: 4, status: 'finished' })]);
    expect(screen.getByLabelText('Lions – Tigers')).toHaveTextContent('1 – 1 (5–4 pens)');
  });

  it('links known sides to their team page when the page gives a path (public pages), else plain names', () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <FixtureRounds fixtures={cup} teamPath={(id) => `/observe/team/${id}`} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const [lions] = screen.getAllByRole('link', { name: 'Lions' });
    expect(lions).toHaveAttribute('href', '/observe/team/00000000-0000-4000-8000-000000000301');
    expect(screen.getAllByRole('link', { name: 'Tigers' })[0]).toHaveAttribute(
      'href',
      '/observe/team/00000000-0000-4000-8000-000000000302',
    );
    // A side still to be decided has no team to link to.
    const final = screen.getByRole('region', { name: 'Final' });
    expect(within(final).queryByRole('link', { name: 'To be decided' })).not.toBeInTheDocument();
  });

  it('links each score to its match page when the page gives a path, but not a bye', () => {
    const bye = fixture({
      round: 1,
      slot: 2,
      isBye: true,
      awayTeamId: null,
      awayTeamName: null,
      homeTeamName: 'Owls',
    });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <FixtureRounds fixtures={[...cup, bye]} matchPath={(id) => `/observe/match-center/${id}`} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: '2 – 0, match page: Lions – Tigers' })).toHaveAttribute(
      'href',
      `/observe/match-center/${cup[0]?.id}`,
    );
    expect(screen.getByRole('link', { name: '2 – 0, match page: Lions – Tigers' })).toHaveTextContent(
      '2 – 0',
    );
    expect(screen.getByRole('link', { name: 'vs, match page: Bears – Wolves' })).toHaveTextContent('vs');
    expect(screen.queryByRole('link', { name: /Owls/ })).not.toBeInTheDocument();
  });

  it('names a match link by the score it shows first, shoot-out included (WCAG 2.5.3)', () => {
    const shootOut = fixture({
      homeScore: 1,
      awayScore: 1,
      homePenalties: 4,
      awayPenalties: 3,
      status: 'finished',
    });
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <FixtureRounds fixtures={[shootOut]} matchPath={(id) => `/observe/match-center/${id}`} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: '1 – 1 (4–3 pens), match page: Lions – Tigers' });
    expect(link).toHaveTextContent('1 – 1 (4–3 pens)');
    expect(link.getAttribute('aria-label')?.startsWith(link.textContent ?? '')).toBe(true);
  });

  it('heads each stage with an h2, below the page h1 (no skipped level)', () => {
    setup(cup);
    expect(screen.getByRole('heading', { level: 2, name: 'Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('numbers league rounds', () => {
    setup([fixture({ stageName: 'Regular season', stageType: 'league', round: 3 })]);
    expect(screen.getByRole('region', { name: 'Round 3' })).toBeInTheDocument();
  });

  it("shows each kick-off in the zone the app's providers are given, whatever the process's zone", () => {
    const processZone = process.env.TZ;
    const kickOff = fixture({ startsAt: '2026-07-01T19:00:00.000Z' });
    const inZone = (timeZone: string) => {
      const { unmount } = render(
        <Providers queryClient={createQueryClient()} timeZone={timeZone}>
          <FixtureRounds fixtures={[kickOff]} />
        </Providers>,
      );
      const shown = screen.getByRole('article').textContent;
      unmount();
      return shown;
    };
    // Lisbon is UTC+1 in July; Kolkata UTC+5:30, already the next day; Los Angeles UTC−7.
    expect(inZone('Europe/Lisbon')).toContain('Wed, 1 Jul 2026, 20:00');
    expect(inZone('Asia/Kolkata')).toContain('Thu, 2 Jul 2026, 00:30');
    expect(inZone('America/Los_Angeles')).toContain('Wed, 1 Jul 2026, 12:00');
    // Without a provider: UTC, not the zone of the machine that draws.
    setup([kickOff]);
    expect(screen.getByRole('article')).toHaveTextContent('Wed, 1 Jul 2026, 19:00');
    expect(process.env.TZ).toBe(processZone);
  });
});
