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
