import type { Fixture } from '@matchday/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { aFixture, aStage } from '../widgets/test-data.ts';
import { SwissStage } from './SwissStage.tsx';
import { swissRounds, swissTable } from './swiss.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const T = { A: id(501), B: id(502), C: id(503), D: id(504) };
const name = (teamId: string) => Object.entries(T).find(([, v]) => v === teamId)?.[0] ?? '';
const stage = aStage({
  id: id(200),
  type: 'swiss',
  name: 'Opening stage',
  winsToAdvance: 2,
  lossesToEliminate: 2,
});

let n = 0;
function match(round: number, home: string, away: string, score: [number, number] | null): Fixture {
  n += 1;
  return aFixture(n, {
    id: id(600 + n),
    stageId: stage.id,
    stageType: 'swiss',
    stageName: stage.name,
    round,
    slot: n,
    startsAt: null,
    homeTeamId: home,
    awayTeamId: away,
    homeTeamName: name(home),
    awayTeamName: name(away),
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
    status: score ? 'finished' : 'scheduled',
  });
}

// Round 1: A beats C, B beats D. Round 2: A–B (1–0 group) played, C–D (0–1 group) played. Round 3: B–C.
const fixtures = [
  match(1, T.A, T.C, [1, 0]),
  match(1, T.B, T.D, [2, 1]),
  match(2, T.A, T.B, [1, 0]),
  match(2, T.C, T.D, [1, 0]),
  match(3, T.B, T.C, null),
];

afterEach(() => vi.unstubAllGlobals());

describe('swiss reading of the fixtures', () => {
  it('counts records, Buchholz and status from the results alone', () => {
    const table = swissTable(stage, fixtures);
    expect(table.map((r) => [name(r.teamId), `${r.wins}-${r.losses}`, r.buchholz, r.status])).toEqual([
      ['A', '2-0', 0, 'advanced'],
      ['B', '1-1', 0, 'playing'],
      ['C', '1-1', 0, 'playing'],
      ['D', '0-2', 0, 'eliminated'],
    ]);
    expect(table[0]!.opponents.map((o) => o.teamName)).toEqual(['C', 'B']);
  });

  it('groups each round by the record the teams brought into it', () => {
    const rounds = swissRounds(fixtures);
    expect(rounds.map((r) => r.groups.map((g) => `${r.round}:${g.record}`))).toEqual([
      ['1:0–0'],
      ['2:1–0', '2:0–1'],
      ['3:1–1'],
    ]);
  });
});

describe('SwissStage', () => {
  it('shows the table with records, status badges and opponents linking to their team page', () => {
    renderWithProviders(
      <SwissStage stage={stage} fixtures={fixtures} teamPath={(teamId) => `/observe/team/${teamId}`} />,
    );
    const table = screen.getByRole('table', { name: 'Swiss table: Opening stage' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('A2–0');
    expect(within(rows[1]!).getByText('Advanced')).toBeInTheDocument();
    expect(within(rows[4]!).getByText('Eliminated')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'B' })).toHaveAttribute('href', `/observe/team/${T.B}`);
    expect(screen.getByRole('region', { name: 'Round 2, 1–0' })).toHaveTextContent('A');
  });

  it('prefers the server’s Swiss rows (wins, Buchholz, status) when it sends them', () => {
    const rows = [
      {
        ...{ pos: 1, played: 2, won: 2, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 0, goalDifference: 2 },
        points: 6,
        teamId: T.A,
        teamName: 'A',
        groupId: null,
        groupName: null,
        tiebreak: null,
        tiebreakCriterion: null,
        note: null,
        wins: 2,
        losses: 0,
        buchholz: 3,
        status: 'advanced' as const,
        opponents: [],
      },
    ];
    renderWithProviders(<SwissStage stage={stage} fixtures={fixtures} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Swiss table: Opening stage' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('+3')).toBeInTheDocument();
  });

  it('lets an organiser pair the next round and says in words why it cannot yet', async () => {
    stubServer([
      {
        method: 'POST',
        path: `/api/stage/${stage.id}/next-round`,
        status: 409,
        body: {
          code: 'stage.round_unfinished',
          title: 'Conflict',
          status: 409,
          detail: 'A result is missing',
        },
      },
    ]);
    renderWithProviders(<SwissStage stage={{ ...stage, canEdit: true }} fixtures={fixtures} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pair next round' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every match of the current round needs a result before the next round can be paired.',
    );
  });

  it('says when nothing is left to pair', async () => {
    stubServer([
      {
        method: 'POST',
        path: `/api/stage/${stage.id}/next-round`,
        status: 409,
        body: { code: 'stage.complete', title: 'Conflict', status: 409 },
      },
    ]);
    renderWithProviders(<SwissStage stage={{ ...stage, canEdit: true }} fixtures={fixtures} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pair next round' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nothing left to pair');
  });

  it('offers no pairing button to visitors', () => {
    renderWithProviders(<SwissStage stage={stage} fixtures={fixtures} />);
    expect(screen.queryByRole('button', { name: 'Pair next round' })).not.toBeInTheDocument();
  });
});
