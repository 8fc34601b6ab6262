import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScoreEntry } from './ScoreEntry.tsx';

function setup(props: Partial<Parameters<typeof ScoreEntry>[0]> = {}) {
  const onSubmit = vi.fn();
  render(
    <MantineProvider env="test">
      <ScoreEntry homeName="Lions" awayName="Tigers" onSubmit={onSubmit} {...props} />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ScoreEntry', () => {
  it('refuses to submit while a score is empty and names the team', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Lions (home)'), '2');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('Enter a score for Tigers')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a negative score as soon as it is typed', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Lions (home)'), '-1');
    expect(await screen.findByText('The score of Lions cannot be negative')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tigers (away)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a score above the server's limit (the contract's ScoreBody), naming the limit", async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Lions (home)'), '1000');
    expect(await screen.findByText('The score of Lions must be at most 999')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tigers (away)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits both scores as numbers when they are valid', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Lions (home)'), '3');
    await user.type(screen.getByLabelText('Tigers (away)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).toHaveBeenCalledWith({ homeScore: 3, awayScore: 0 });
  });

  it('starts from the saved score', () => {
    setup({ initial: { homeScore: 1, awayScore: 4 } });
    expect(screen.getByLabelText('Lions (home)')).toHaveValue('1');
    expect(screen.getByLabelText('Tigers (away)')).toHaveValue('4');
  });

  it("shows the server's refusal", () => {
    setup({ serverError: 'A knockout fixture needs a winner' });
    expect(screen.getByRole('alert')).toHaveTextContent('A knockout fixture needs a winner');
  });

  it('asks for a shoot-out only when a knockout score is level, and refuses a level shoot-out', async () => {
    const { onSubmit, user } = setup({ allowPenalties: true });
    await user.type(screen.getByLabelText('Lions (home)'), '1');
    await user.type(screen.getByLabelText('Tigers (away)'), '2');
    expect(screen.queryByLabelText('Lions penalties')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Tigers (away)'));
    await user.type(screen.getByLabelText('Tigers (away)'), '1');
    await user.type(screen.getByLabelText('Lions penalties'), '4');
    await user.type(screen.getByLabelText('Tigers penalties'), '4');
    expect(await screen.findAllByText('A penalty shoot-out needs a winner')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Tigers penalties'));
    await user.type(screen.getByLabelText('Tigers penalties'), '3');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).toHaveBeenCalledWith({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 });
  });

  it('sends a level knockout score without a shoot-out for the server to judge', async () => {
    const { onSubmit, user } = setup({ allowPenalties: true });
    await user.type(screen.getByLabelText('Lions (home)'), '1');
    await user.type(screen.getByLabelText('Tigers (away)'), '1');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).toHaveBeenCalledWith({
      homeScore: 1,
      awayScore: 1,
      homePenalties: null,
      awayPenalties: null,
    });
  });
});

describe('ScoreEntry, a series and extra time', () => {
  it('takes a best of three game by game: the games won make the score', async () => {
    const { onSubmit, user } = setup({ bestOf: 3 });
    expect(screen.getByText(/Best of 3/)).toBeInTheDocument();
    expect(screen.getAllByTestId('game-row')).toHaveLength(2);
    await user.type(screen.getByLabelText('Game 1: Lions'), '13');
    await user.type(screen.getByLabelText('Game 1: Tigers'), '9');
    await user.type(screen.getByLabelText('Game 2: Lions'), '7');
    await user.type(screen.getByLabelText('Game 2: Tigers'), '13');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('a side needs 2 games won');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add game' }));
    await user.type(screen.getByLabelText('Game 3: Lions'), '16');
    await user.type(screen.getByLabelText('Game 3: Tigers'), '14');
    expect(screen.getByText(/series 2–1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add game' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).toHaveBeenCalledWith({
      homeScore: 2,
      awayScore: 1,
      games: [
        { home: 13, away: 9 },
        { home: 7, away: 13 },
        { home: 16, away: 14 },
      ],
    });
  });

  it('refuses a level game and removes a game row', async () => {
    const { user } = setup({ bestOf: 5 });
    expect(screen.getAllByTestId('game-row')).toHaveLength(3);
    await user.type(screen.getByLabelText('Game 1: Lions'), '1');
    await user.type(screen.getByLabelText('Game 1: Tigers'), '1');
    expect(await screen.findByText('Game 1 needs a winner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove game 3' }));
    expect(screen.getAllByTestId('game-row')).toHaveLength(2);
  });

  it('starts from the saved games', () => {
    setup({
      bestOf: 3,
      initial: {
        homeScore: 2,
        awayScore: 0,
        games: [
          { home: 13, away: 2 },
          { home: 13, away: 11 },
        ],
      },
    });
    expect(screen.getByLabelText('Game 2: Tigers')).toHaveValue('11');
    expect(screen.getByText(/series 2–0/)).toBeInTheDocument();
  });

  it('says a deciding match went to extra time, with penalties', async () => {
    const { onSubmit, user } = setup({ allowPenalties: true, allowExtraTime: true });
    await user.type(screen.getByLabelText('Lions (home)'), '1');
    await user.type(screen.getByLabelText('Tigers (away)'), '1');
    await user.click(screen.getByLabelText('After extra time'));
    await user.type(screen.getByLabelText('Lions penalties'), '5');
    await user.type(screen.getByLabelText('Tigers penalties'), '4');
    await user.click(screen.getByRole('button', { name: 'Save score' }));
    expect(onSubmit).toHaveBeenCalledWith({
      homeScore: 1,
      awayScore: 1,
      extraTime: true,
      homePenalties: 5,
      awayPenalties: 4,
    });
  });
});
