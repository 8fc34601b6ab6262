import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { StandingsTables } from './StandingsTables.tsx';

const CHAMP = '00000000-0000-4000-8000-000000000100';
const STAGE = '00000000-0000-4000-8000-000000000200';
const GROUP_A = '00000000-0000-4000-8000-000000000301';
const GROUP_B = '00000000-0000-4000-8000-000000000302';

let n = 0;
function row(
  teamName: string,
  pos: number,
  points: number,
  group: 'A' | 'B',
  tiebreak: string | null = null,
) {
  n += 1;
  return {
    pos,
    teamId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    teamName,
    played: 2,
    won: points / 3,
    drawn: 0,
    lost: 2 - points / 3,
    goalsFor: 3,
    goalsAgainst: 2,
    goalDifference: 1,
    points,
    groupId: group === 'A' ? GROUP_A : GROUP_B,
    groupName: `Group ${group}`,
    tiebreak,
    tiebreakCriterion: tiebreak ? 'goalDifference' : null,
  };
}

const stage = {
  id: STAGE,
  champId: CHAMP,
  type: 'groups' as const,
  name: 'Group stage',
  order: 0,
  legs: 1,
  groupCount: 2,
  groups: [],
  fixtureCount: 4,
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
  draw: 'bracket' as const,
  seeding: [],
  fromStage: null,
  canEdit: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('StandingsTables', () => {
  it('shows one table per group with the tie-break explanation of level teams', async () => {
    stubServer([
      {
        path: `/api/stage/${STAGE}/stats`,
        body: {
          items: [
            row('Lions', 1, 3, 'A', 'above Tigers on goal difference, +1 to 0'),
            row('Tigers', 2, 3, 'A'),
            row('Bears', 1, 6, 'B'),
            row('Wolves', 2, 0, 'B'),
          ],
          pageIndex: 0,
          pageSize: 100,
          totalItems: 4,
        },
      },
    ]);
    renderWithProviders(<StandingsTables champId={CHAMP} stages={[stage]} />);
    const groupA = await screen.findByRole('table', { name: 'Group A' });
    const groupB = screen.getByRole('table', { name: 'Group B' });
    expect(
      within(groupA)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('Team'),
      expect.stringContaining('Lions'),
      expect.stringContaining('Tigers'),
    ]);
    expect(within(groupB).getByText('Bears')).toBeInTheDocument();
    expect(screen.getByText('* Lions: above Tigers on goal difference, +1 to 0')).toBeInTheDocument();
  });

  it('links team names to the team page when the page gives a path (the public competition page)', async () => {
    const lions = row('Lions', 1, 3, 'A');
    stubServer([
      {
        path: `/api/stage/${STAGE}/stats`,
        body: { items: [lions], pageIndex: 0, pageSize: 100, totalItems: 1 },
      },
    ]);
    renderWithProviders(
      <StandingsTables champId={CHAMP} stages={[stage]} teamPath={(id) => `/observe/team/${id}`} />,
    );
    const table = await screen.findByRole('table', { name: 'Group A' });
    expect(within(table).getByRole('link', { name: 'Lions' })).toHaveAttribute(
      'href',
      `/observe/team/${lions.teamId}`,
    );
  });

  it('says when a stage has no standings yet (spec: empty items, pageIndex -1)', async () => {
    stubServer([
      { path: `/api/stage/${STAGE}/stats`, body: { items: [], pageIndex: -1, pageSize: 100, totalItems: 0 } },
    ]);
    renderWithProviders(<StandingsTables champId={CHAMP} stages={[stage]} />);
    expect(
      await screen.findByText('No standings yet: they appear once the stage has teams and fixtures.'),
    ).toBeInTheDocument();
  });

  it('draws a knockout stage as a bracket after the group tables, its matches linking to their pages', async () => {
    const KO = '00000000-0000-4000-8000-000000000210';
    const FINAL = '00000000-0000-4000-8000-000000000400';
    const koFixture = {
      id: FINAL,
      champId: CHAMP,
      champName: 'Cup',
      stageId: KO,
      stageName: 'Knockout stage',
      stageType: 'knockout',
      groupId: null,
      groupName: null,
      round: 1,
      slot: 0,
      leg: 1,
      homeTeamId: '00000000-0000-4000-8000-000000000501',
      awayTeamId: '00000000-0000-4000-8000-000000000502',
      homeTeamName: 'Lions',
      awayTeamName: 'Bears',
      homeScore: 1,
      awayScore: 0,
      homePenalties: null,
      awayPenalties: null,
      status: 'finished',
      startsAt: null,
      isBye: false,
      winnerGoesTo: null,
      loserGoesTo: null,
      period: 2,
      periodStartedAt: null,
      periodScores: null,
      canEdit: false,
      venueId: null,
      venueName: null,
      referees: [],
    };
    stubServer([
      {
        path: `/api/stage/${STAGE}/stats`,
        body: { items: [row('Lions', 1, 3, 'A')], pageIndex: 0, pageSize: 100, totalItems: 1 },
      },
      // The competition's fixtures: a group match (not in the bracket) and the final.
      {
        path: `/api/fixture/champ/${CHAMP}`,
        body: {
          items: [{ ...koFixture, id: '00000000-0000-4000-8000-000000000401', stageId: STAGE }, koFixture],
          totalItems: 2,
        },
      },
    ]);
    renderWithProviders(
      <StandingsTables
        champId={CHAMP}
        stages={[stage, { ...stage, id: KO, type: 'knockout', name: 'Knockout stage', order: 1 }]}
      />,
    );
    expect(await screen.findByRole('table', { name: 'Group A' })).toBeInTheDocument();
    const bracket = await screen.findByRole('region', { name: 'Bracket: Knockout stage' });
    const final = within(bracket).getByRole('region', { name: 'Final' });
    expect(within(final).getByRole('link', { name: 'Lions 1–0 Bears' })).toHaveAttribute(
      'href',
      `/observe/match-center/${FINAL}`,
    );
    expect(within(bracket).getAllByTestId('bracket-match')).toHaveLength(1);
    expect(screen.queryByText('This competition has no league or group stage yet.')).not.toBeInTheDocument();
    // The stages are the page's h2s (it has its h1 and tabs, no h2 of its own): no heading level skipped.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Group stage',
      'Knockout stage',
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('has nothing to show before the competition has a stage', () => {
    renderWithProviders(<StandingsTables champId={CHAMP} stages={[]} />);
    expect(screen.getByText('This competition has no league or group stage yet.')).toBeInTheDocument();
  });
});

describe('StandingsTables, double elimination', () => {
  it('lists the final places once decided, shared places as a range', async () => {
    const DE = '00000000-0000-4000-8000-000000000777';
    const placed = (teamName: string, place: number | null) => ({ ...row(teamName, 1, 0, 'A'), place });
    stubServer([
      {
        path: `/api/stage/${DE}/stats`,
        body: {
          items: [
            placed('Lions', 1),
            placed('Bears', 2),
            placed('Wolves', 3),
            placed('Owls', 4),
            placed('Foxes', 5),
            placed('Hawks', 5),
            placed('Eels', null),
          ],
          pageIndex: 0,
          pageSize: 100,
          totalItems: 7,
        },
      },
      { path: `/api/fixture/champ/${CHAMP}`, body: { items: [], totalItems: 0 } },
    ]);
    renderWithProviders(
      <StandingsTables
        champId={CHAMP}
        stages={[{ ...stage, id: DE, type: 'double-elimination', name: 'Playoffs' }]}
      />,
    );
    const places = await screen.findByRole('table', { name: 'Final places: Playoffs' });
    expect(
      within(places)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['1Lions', '2Bears', '3Wolves', '4Owls', '5–6Foxes', '5–6Hawks']);
  });
});
