import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { TeamRatingsTable } from './TeamRatingsTable.tsx';

const teamPath = (teamId: string) => `/observe/team/${teamId}`;
const rated = [
  { teamId: 'lions', teamName: 'Lions', rating: 1531.26, played: 3 },
  { teamId: 'tigers', teamName: 'Tigers', rating: 1500, played: 2 },
  { teamId: 'bears', teamName: 'Bears', rating: 1468.74, played: 3 },
];

describe('TeamRatingsTable', () => {
  it('ranks the teams as given, best first, each name a link to its page', () => {
    renderWithProviders(<TeamRatingsTable ratings={rated} scope="league" teamPath={teamPath} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Lions', '1531', '3'],
      ['2', 'Tigers', '1500', '2'],
      ['3', 'Bears', '1469', '3'],
    ]);
    expect(screen.getByRole('link', { name: 'Bears' })).toHaveAttribute('href', '/observe/team/bears');
    expect(screen.getByText(/carried from one to the next/)).toBeVisible();
  });

  it('says where ratings come from while no result is in, and shows an organiser where to enter them', () => {
    const waiting = rated.map((r) => ({ ...r, rating: 1500, played: 0 }));
    renderWithProviders(
      <TeamRatingsTable
        ratings={waiting}
        scope="champ"
        teamPath={teamPath}
        resultsPath="/admin/competitions/details/c1"
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No ratings yet' })).toBeVisible();
    expect(screen.getByText(/Every team starts at 1500 and no result is in yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter results' })).toHaveAttribute(
      'href',
      '/admin/competitions/details/c1',
    );
  });

  it('says teams must play first when there are none, with no button for a visitor', () => {
    renderWithProviders(<TeamRatingsTable ratings={[]} scope="league" teamPath={teamPath} />);
    expect(screen.getByText(/No teams play in this league’s competitions yet/)).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
