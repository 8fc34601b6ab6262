import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { aStage } from '../widgets/test-data.ts';
import { StageForm, toStageBody } from './StageForm.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const teams = [
  { id: id(11), name: 'Vitality' },
  { id: id(12), name: 'NAVI' },
  { id: id(13), name: 'FaZe' },
];

function setup(props: Partial<Parameters<typeof StageForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <MantineProvider env="test">
      <StageForm
        teams={teams}
        stages={[]}
        count={0}
        pending={false}
        serverError={null}
        onSubmit={onSubmit}
        {...props}
      />
    </MantineProvider>,
  );
  return { onSubmit, user: userEvent.setup(), view };
}

describe('StageForm', () => {
  it('shows only the fields of the chosen type', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Legs')).toBeInTheDocument();
    expect(screen.queryByLabelText('Wins to advance')).not.toBeInTheDocument();
    await user.click(screen.getByText('Swiss'));
    expect(screen.getByLabelText('Wins to advance')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Games in deciding matches')[0]).toBeInTheDocument();
    expect(screen.queryByLabelText('Legs')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Bracket reset')).not.toBeInTheDocument();
    await user.click(screen.getByText('Double elimination'));
    expect(screen.getByLabelText('Bracket reset')).toBeInTheDocument();
    expect(screen.queryByLabelText('Wins to advance')).not.toBeInTheDocument();
    await user.click(screen.getByText('Knockout'));
    expect(screen.queryByLabelText('Away goals')).not.toBeInTheDocument();
    await user.click(screen.getByText('Two legs (home and away)'));
    expect(screen.getByLabelText('Away goals')).toBeInTheDocument();
  });

  it('submits a Swiss stage with the seeding as reordered, leaving unticked teams out', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByText('Swiss'));
    await user.type(screen.getByLabelText('Stage name'), 'Opening stage');
    await user.click(screen.getByRole('button', { name: 'Move FaZe up' }));
    const seeding = screen.getByRole('group', { name: 'Seeding' });
    expect(
      within(seeding)
        .getAllByTestId('seed-row')
        .map((r) => r.textContent),
    ).toEqual(['1Vitality', '2FaZe', '3NAVI']);
    await user.click(screen.getByLabelText('NAVI'));
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        type: 'swiss',
        name: 'Opening stage',
        seeding: [id(11), id(13)],
        winsToAdvance: 3,
        lossesToEliminate: 3,
        bestOf: 1,
        decidingBestOf: 1,
      },
      expect.any(Function),
    );
  });

  it('submits a two-legged knockout drawn each round with away goals', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByText('Knockout'));
    await user.type(screen.getByLabelText('Stage name'), 'Cup');
    await user.click(screen.getByText('Two legs (home and away)'));
    await user.click(screen.getByText('Drawn each round'));
    await user.click(screen.getByLabelText('Away goals'));
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'knockout',
      name: 'Cup',
      legs: 2,
      awayGoals: true,
      finalLegs: 1,
      bestOf: 1,
      draw: 'eachRound',
      seeding: [id(11), id(12), id(13)],
    });
  });

  it('takes a knockout’s teams from a groups stage, and asks which one', async () => {
    const groups = aStage({ id: id(50), type: 'groups', name: 'Group stage' });
    const { user, onSubmit } = setup({ stages: [groups] });
    await user.click(screen.getByText('Knockout'));
    await user.type(screen.getByLabelText('Stage name'), 'Play-offs');
    await user.click(screen.getByLabelText('Teams from a groups stage'));
    expect(screen.queryByRole('group', { name: 'Seeding' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(await screen.findByText('Pick the groups stage the teams come from')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getAllByLabelText('Groups stage')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Group stage' }));
    await user.type(screen.getByLabelText('Best next-placed'), '2');
    await user.click(screen.getByRole('button', { name: 'Add stage' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'knockout',
      fromStage: { stageId: id(50), perGroup: 2, bestOfNextPlace: 2 },
    });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('seeding');
  });

  it('puts the server’s refusal next to the field it names', async () => {
    const { user, view } = setup();
    await user.click(screen.getByText('Knockout'));
    await user.click(screen.getByText('Two legs (home and away)'));
    view.rerender(
      <MantineProvider env="test">
        <StageForm
          teams={teams}
          stages={[]}
          count={0}
          pending={false}
          serverError={
            new ApiError({
              status: 400,
              code: 'validation',
              message: 'Invalid',
              errors: [{ field: 'body.awayGoals', message: 'Away goals need two legs' }],
            })
          }
          onSubmit={vi.fn()}
        />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Away goals');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Away goals need two legs'));
  });
});

describe('toStageBody, a fixed knockout', () => {
  const values = (over: Record<string, unknown>) =>
    ({
      type: 'knockout',
      name: 'Cup',
      legs: 1,
      groupCount: 2,
      seeding: [
        { teamId: 'b', name: 'B', included: true },
        { teamId: 'a', name: 'A', included: true },
      ],
      grandFinalReset: true,
      winsToAdvance: 3,
      lossesToEliminate: 3,
      rounds: '',
      bestOf: '1',
      decidingBestOf: '1',
      awayGoals: false,
      finalLegs: '1',
      draw: 'bracket',
      useFromStage: false,
      fromStage: { stageId: null, perGroup: 2, bestOfNextPlace: '' },
      ...over,
    }) as unknown as Parameters<typeof toStageBody>[0];

  it('leaves the seeding out until the organiser changes it, so the entry order seeds the draw as before', () => {
    expect(toStageBody(values({}))).not.toHaveProperty('seeding');
    expect(toStageBody(values({ seedingChanged: true }))).toMatchObject({ seeding: ['b', 'a'] });
    expect(toStageBody(values({ draw: 'eachRound' }))).toMatchObject({ seeding: ['b', 'a'] });
  });
});
