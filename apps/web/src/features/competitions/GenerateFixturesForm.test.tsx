import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { Stage } from '@matchday/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenerateFixturesForm } from './GenerateFixturesForm.tsx';

const stage: Stage = {
  id: '00000000-0000-4000-8000-000000000001',
  champId: '00000000-0000-4000-8000-000000000002',
  type: 'league',
  name: 'League phase',
  order: 0,
  legs: 1,
  groupCount: 1,
  groups: [],
  fixtureCount: 0,
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
  draw: 'bracket',
  seeding: [],
  fromStage: null,
  canEdit: true,
};

function setup(props: { venueCount?: number; unplacedCount?: number } = {}) {
  const onGenerate = vi.fn();
  render(
    <MantineProvider env="test">
      <ModalsProvider>
        <GenerateFixturesForm
          stage={stage}
          pending={false}
          serverError={null}
          onGenerate={onGenerate}
          {...props}
        />
      </ModalsProvider>
    </MantineProvider>,
  );
  return { onGenerate, user: userEvent.setup() };
}

describe('GenerateFixturesForm', () => {
  it("refuses days between rounds outside the contract's bounds, naming them", async () => {
    const { onGenerate, user } = setup();
    const days = screen.getByLabelText('Days between rounds');
    await user.clear(days);
    await user.type(days, '400');
    expect(await screen.findByText('Days between rounds must be between 1 and 365')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate fixtures' }));
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it('asks for the first round date, then sends the body the schema accepts', async () => {
    const { onGenerate, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Generate fixtures' }));
    expect(await screen.findByText('First round date is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First round on'), '2026-09-05');
    await user.click(screen.getByRole('button', { name: 'Generate fixtures' }));
    expect(onGenerate).toHaveBeenCalledWith({
      stageId: stage.id,
      startDate: '2026-09-05',
      daysBetweenRounds: 7,
      kickoffTime: '15:00',
    });
  });

  it('offers spreading over the venues only when the competition lists some, with a hint', async () => {
    setup({ venueCount: 0 });
    const spread = screen.getByRole('checkbox', { name: "Spread over the competition's venues" });
    expect(spread).toBeDisabled();
    expect(screen.getByText("List the competition's venues first (the Venues tab).")).toBeInTheDocument();
  });

  it('sends the spread with its slots, an empty interval left to the server', async () => {
    const { onGenerate, user } = setup({ venueCount: 2 });
    await user.type(screen.getByLabelText('First round on'), '2026-09-05');
    expect(screen.queryByLabelText('Kick-offs per venue a day')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: "Spread over the competition's venues" }));
    const slots = screen.getByLabelText('Kick-offs per venue a day');
    await user.clear(slots);
    await user.type(slots, '3');
    await user.click(screen.getByRole('button', { name: 'Generate fixtures' }));
    expect(onGenerate).toHaveBeenLastCalledWith({
      stageId: stage.id,
      startDate: '2026-09-05',
      daysBetweenRounds: 7,
      kickoffTime: '15:00',
      spreadOverVenues: true,
      slotsPerDay: 3,
    });
    await user.type(screen.getByLabelText('Minutes between kick-offs'), '5');
    expect(
      await screen.findByText('Minutes between kick-offs must be between 10 and 600'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Minutes between kick-offs'), '0');
    await user.click(screen.getByRole('button', { name: 'Generate fixtures' }));
    expect(onGenerate).toHaveBeenLastCalledWith(expect.objectContaining({ slotsPerDay: 3, slotMinutes: 50 }));
  });

  it('says how many fixtures could not be given a venue', () => {
    setup({ venueCount: 1, unplacedCount: 3 });
    expect(
      screen.getByText('3 fixtures could not be given a venue: they keep their date without one.'),
    ).toBeInTheDocument();
  });
});
