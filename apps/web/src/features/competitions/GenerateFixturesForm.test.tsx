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
  canEdit: true,
};

function setup() {
  const onGenerate = vi.fn();
  render(
    <MantineProvider env="test">
      <ModalsProvider>
        <GenerateFixturesForm stage={stage} pending={false} serverError={null} onGenerate={onGenerate} />
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
});
