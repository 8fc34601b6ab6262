import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { footballSport, renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { TeamForm } from './TeamForm.tsx';

const teamLeague = (id: string, displayName: string, order: number) => ({
  id,
  sportTypeId: 'football',
  name: id,
  displayName,
  kind: 'age-group' as const,
  order,
});

function setup() {
  stubServer([
    {
      path: '/api/sport-types/leagues',
      body: [
        {
          ...footballSport,
          teamLeagues: [teamLeague('u19', 'Under 19', 2), teamLeague('u17', 'Under 17', 1)],
        },
        { ...footballSport, id: 'chess', name: 'chess', displayName: 'Chess', order: 9, teamLeagues: [] },
      ],
    },
  ]);
  const onSubmit = vi.fn();
  renderWithProviders(<TeamForm submitLabel="Create team" onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamForm', () => {
  it("offers the chosen sport's team leagues and forgets the choice when the sport changes", async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Lions');
    expect(screen.getByRole('combobox', { name: /Team league/ })).toBeDisabled();
    await choose(user, /^Sport/, 'Football');
    await choose(user, /Team league/, 'Under 19');
    await choose(user, /^Sport/, 'Chess');
    expect(screen.getByRole('combobox', { name: /Team league/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Lions',
        shortName: null,
        logo: null,
        sportKindId: 'chess',
        teamLeagueId: null,
      }),
    );
  });

  it('names the missing name and sport, and caps the short name at 20 characters', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Short name'), 'ABCDEFGHIJKLMNOPQRSTU');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Sport is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Short name')).toHaveValue('ABCDEFGHIJKLMNOPQRST');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
