import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeagueForm } from './LeagueForm.tsx';
import { footballSport, renderWithProviders, stubServer } from './test-utils.tsx';

const exists = (available: boolean, exists = !available, reason: string | null = null) => ({
  exists,
  available,
  reason,
});

function setup(taken: string[] = []) {
  const fetchMock = stubServer([
    { path: '/api/sport-types', body: [footballSport] },
    ...taken.map((d) => ({ path: `/api/champ-leagues/${d}/exists`, body: exists(false) })),
    { path: /^\/api\/champ-leagues\/[^/]+\/exists$/, body: exists(true) },
  ]);
  const onSubmit = vi.fn();
  renderWithProviders(<LeagueForm submitLabel="Create league" onSubmit={onSubmit} />);
  const existsCalls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/exists'));
  return { onSubmit, user: userEvent.setup(), existsCalls };
}

afterEach(() => vi.unstubAllGlobals());

async function chooseFootball(user: ReturnType<typeof userEvent.setup>) {
  const sport = screen.getByRole('combobox', { name: /Sport/ });
  await waitFor(() => expect(sport).toBeEnabled());
  await user.click(sport);
  await user.click(await screen.findByRole('option', { name: 'Football' }));
}

describe('LeagueForm subdomain check', () => {
  it('says the subdomain is free once the server confirms it, checking only after typing stops', async () => {
    const { user, existsCalls } = setup();
    await user.type(screen.getByLabelText(/Subdomain/), 'sunday-cup');
    expect(await screen.findByText('sunday-cup.matchday.test is free')).toBeInTheDocument();
    // Debounced: one check for the final text, not one per keystroke.
    expect(existsCalls()).toEqual(['/api/champ-leagues/sunday-cup/exists']);
  });

  it('says a taken subdomain is taken and does not submit', async () => {
    const { user, onSubmit } = setup(['city']);
    await user.type(screen.getByLabelText(/^Name/), 'City League');
    await chooseFootball(user);
    await user.type(screen.getByLabelText(/Subdomain/), 'city');
    expect(await screen.findByText('“city” is already taken; choose another subdomain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create league' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a badly formed subdomain without asking the server', async () => {
    const { user, existsCalls } = setup();
    await user.type(screen.getByLabelText(/Subdomain/), 'a_b');
    expect(await screen.findByText(/Use lowercase letters, digits and hyphens/)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    expect(existsCalls()).toEqual([]);
  });

  it('names the missing fields on submit', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Sport is required')).toBeInTheDocument();
    expect(screen.getByText('Subdomain is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the league once the subdomain is free', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText(/^Name/), 'Sunday Cup');
    await chooseFootball(user);
    await user.type(screen.getByLabelText(/Subdomain/), 'Sunday-Cup');
    await screen.findByText('sunday-cup.matchday.test is free');
    await user.click(screen.getByRole('button', { name: 'Create league' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Sunday Cup',
        sportKindId: 'football',
        subdomain: 'sunday-cup',
        description: null,
        logo: null,
      }),
    );
  });
});
