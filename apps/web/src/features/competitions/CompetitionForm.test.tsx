import { toRulesPreset } from '@matchday/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { footballSport, renderWithProviders } from '../leagues/test-utils.tsx';
import { CompetitionForm } from './CompetitionForm.tsx';

const LEAGUE = '00000000-0000-4000-8000-000000000001';

function setup() {
  const onSubmit = vi.fn();
  renderWithProviders(
    <CompetitionForm
      initial={{
        champLeagueId: LEAGUE,
        name: '',
        season: '',
        startDate: null,
        description: '',
        logo: null,
        rules: toRulesPreset(footballSport),
      }}
      submitLabel="Create competition"
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('CompetitionForm', () => {
  it("starts from the sport's preset: 3-1-0, points, goal difference, goals scored", () => {
    setup();
    expect(screen.getByLabelText('Points for a win')).toHaveValue('3');
    expect(screen.getByLabelText('Points for a draw')).toHaveValue('1');
    expect(screen.getByLabelText('Points for a loss')).toHaveValue('0');
    expect(screen.getAllByTestId('tiebreaker').map((li) => li.textContent)).toEqual([
      '1. Points',
      '2. Goal difference',
      '3. Goals scored',
    ]);
  });

  it('says while typing that a draw may not be worth more than a win', async () => {
    const { user } = setup();
    const draw = screen.getByLabelText('Points for a draw');
    await user.clear(draw);
    await user.type(draw, '4');
    expect(await screen.findByText('A win should be worth more than a draw')).toBeInTheDocument();
  });

  it('names the missing name and refuses to submit without tie-breakers', async () => {
    const { user, onSubmit } = setup();
    for (const name of ['Points', 'Goal difference', 'Goals scored']) {
      await user.click(screen.getByRole('button', { name: `Remove ${name}` }));
    }
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Keep at least one tie-breaker')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the edited rules in their new order', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Spring Cup');
    await user.type(screen.getByLabelText('Season'), '2026');
    await user.click(screen.getByRole('button', { name: 'Move Goals scored up' }));
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        champLeagueId: LEAGUE,
        name: 'Spring Cup',
        season: '2026',
        startDate: null,
        description: null,
        logo: null,
        rules: {
          win: 3,
          draw: 1,
          loss: 0,
          tiebreakers: ['points', 'goalsFor', 'goalDifference'],
          h2hScope: 'tiedGroup',
        },
        lineupTracking: false,
      }),
    );
  });

  it('switches lineup tracking on, with a line saying what it does', async () => {
    const { user, onSubmit } = setup();
    const toggle = screen.getByRole('switch', { name: /Track lineups/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/only those whose match sheet lists them/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Tracked Cup');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Create competition' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Tracked Cup', lineupTracking: true }),
      ),
    );
  });
});
