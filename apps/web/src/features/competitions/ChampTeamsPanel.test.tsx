import type { Champ } from '@matchday/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../leagues/test-utils.tsx';
import { ChampTeamsPanel } from './ChampTeamsPanel.tsx';

const champ: Champ = {
  id: '00000000-0000-4000-8000-000000000002',
  champLeagueId: '00000000-0000-4000-8000-000000000001',
  champLeagueName: 'Sunday League',
  sportKindId: 'football',
  name: 'Spring Cup',
  season: null,
  startDate: null,
  description: null,
  logo: null,
  rules: { win: 3, draw: 1, loss: 0, tiebreakers: ['points'], h2hScope: 'tiedGroup' },
  ownerId: 'u1',
  teamCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
};

const team = (id: string, name: string, canEdit: boolean) => ({
  id,
  name,
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: canEdit ? 'u1' : 'u2',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit,
});
const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 50 });

afterEach(() => vi.unstubAllGlobals());

describe('ChampTeamsPanel', () => {
  it('offers only the teams the organiser owns or manages, and says how others join', async () => {
    stubServer([
      { path: `/api/champs/${champ.id}/teams`, body: page([]) },
      {
        path: '/api/teams/search',
        body: page([
          team('00000000-0000-4000-8000-000000000010', 'Own FC', true),
          team('00000000-0000-4000-8000-000000000011', 'Someone Else FC', false),
        ]),
      },
    ]);
    renderWithProviders(<ChampTeamsPanel champ={champ} />);
    expect(await screen.findByText(/Other teams join through a registration request/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByPlaceholderText('Type a team name'));
    expect(await screen.findByRole('option', { name: 'Own FC' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Someone Else FC' })).not.toBeInTheDocument();
  });
});
