import type { Fixture } from '@matchday/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { aFixture } from '../widgets/test-data.ts';
import { DoubleEliminationBracket } from './DoubleEliminationBracket.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let n = 0;
function f(bracket: Fixture['bracket'], round: number, slot: number, over: Partial<Fixture> = {}): Fixture {
  n += 1;
  return aFixture(n, {
    id: id(700 + n),
    stageType: 'double-elimination',
    bracket,
    round,
    slot,
    startsAt: null,
    homeTeamName: `H${n}`,
    awayTeamName: `A${n}`,
    ...over,
  });
}

/** Four entrants: WB 2+1, LB 1+1, grand final and its reset. */
function fourTeams(reset: Partial<Fixture>): Fixture[] {
  return [
    f('winners', 1, 0),
    f('winners', 1, 1),
    f('winners', 2, 0),
    f('losers', 1, 0),
    f('losers', 2, 0, { homeTeamId: null, homeTeamName: null, homeLabel: 'Loser of WB2-1' }),
    f('grandFinal', 1, 0, { bestOf: 3 }),
    f('grandFinal', 2, 0, reset),
  ];
}

describe('DoubleEliminationBracket', () => {
  it('draws the winners bracket, the losers bracket and the grand final with its reset “if needed”', () => {
    renderWithProviders(<DoubleEliminationBracket fixtures={fourTeams({})} stageName="Playoffs" />);
    const winners = screen.getByRole('region', { name: 'Winners bracket' });
    expect(
      within(winners)
        .getAllByRole('region')
        .slice(1)
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['WB round 1', 'WB final']);
    const losers = screen.getByRole('region', { name: 'Losers bracket' });
    expect(within(losers).getByRole('region', { name: 'LB final' })).toHaveTextContent('Loser of WB2-1');
    const [final] = screen.getAllByRole('region', { name: 'Grand final' });
    expect(within(final!).getByRole('region', { name: 'Reset (if needed)' })).toBeInTheDocument();
    expect(within(final!).getByTestId('series')).toHaveTextContent('Bo3');
  });

  it('marks the reset not needed once the winners-bracket champion took the grand final', () => {
    renderWithProviders(
      <DoubleEliminationBracket
        fixtures={fourTeams({
          status: 'cancelled',
          homeTeamId: null,
          awayTeamId: null,
          homeTeamName: null,
          awayTeamName: null,
        })}
        stageName="Playoffs"
      />,
    );
    const reset = screen.getByRole('region', { name: 'Reset (if needed)' });
    expect(reset).toHaveAttribute('data-muted');
    expect(reset).toHaveTextContent('Not needed: the winners-bracket champion won');
  });

  it('picks one bracket at a time on a phone', async () => {
    renderWithProviders(<DoubleEliminationBracket fixtures={fourTeams({})} stageName="Playoffs" />);
    expect(screen.getByRole('region', { name: 'Winners bracket' })).toHaveAttribute('data-shown');
    expect(screen.getByRole('region', { name: 'Losers bracket' })).not.toHaveAttribute('data-shown');
    await userEvent.setup().click(screen.getByText('Losers bracket', { selector: 'label span' }));
    expect(screen.getByRole('region', { name: 'Losers bracket' })).toHaveAttribute('data-shown');
    expect(screen.getByRole('region', { name: 'Winners bracket' })).not.toHaveAttribute('data-shown');
  });
});
