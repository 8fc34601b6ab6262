import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChampSquadsPanel } from './ChampSquadsPanel.tsx';

const CHAMP = '00000000-0000-4000-8000-000000000002';
const TEAM = '00000000-0000-4000-8000-000000000007';
const ADA = '00000000-0000-4000-8000-0000000000a1';
const BO = '00000000-0000-4000-8000-0000000000a2';
const SQUAD_ADA = '00000000-0000-4000-8000-0000000000b1';

const paged = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 500 });
const rosterEntry = (id: string, playerId: string, name: string, shirtNumber: number) => ({
  id,
  teamId: TEAM,
  teamName: 'Lions FC',
  playerId,
  name,
  photo: null,
  shirtNumber,
  position: 'Forward',
  startDate: null,
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const champ = { id: CHAMP, canEdit: true } as Parameters<typeof ChampSquadsPanel>[0]['champ'];

function setup() {
  const server = mockServer({
    [`GET /api/champs/${CHAMP}/teams`]: {
      body: paged([
        { id: TEAM, name: 'Lions FC', shortName: null, logo: null, ownerId: 'u1', addedAt: '2026-01-01' },
      ]),
    },
    'GET /api/champ-team-players': {
      body: paged([
        {
          id: SQUAD_ADA,
          champId: CHAMP,
          teamId: TEAM,
          playerId: ADA,
          name: 'Ada Striker',
          photo: null,
          shirtNumber: 9,
          position: 'Forward',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    },
    [`GET /api/teams/${TEAM}/players`]: {
      body: paged([
        rosterEntry('00000000-0000-4000-8000-0000000000c1', ADA, 'Ada Striker', 9),
        rosterEntry('00000000-0000-4000-8000-0000000000c2', BO, 'Bo Keeper', 1),
      ]),
    },
    'POST /api/champ-team-players': ({ body }) => ({
      status: 201,
      body: { ...(body as object), id: SQUAD_ADA },
    }),
    [`DELETE /api/champ-team-players/${SQUAD_ADA}`]: { body: { id: SQUAD_ADA, deleted: true } },
  });
  renderWithProviders(<ChampSquadsPanel champ={champ} />);
  return { ...server, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ChampSquadsPanel', () => {
  it('adds a player from the team’s roster who is not in the squad yet', async () => {
    const { user, calls } = setup();
    const squad = await screen.findByRole('region', { name: 'Lions FC' });
    expect(within(squad).getByRole('link', { name: 'Ada Striker' })).toBeInTheDocument();
    const select = within(squad).getByRole('combobox', { name: 'Add from the roster' });
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(select);
    expect(screen.queryByRole('option', { name: '9 · Ada Striker' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '1 · Bo Keeper' }));
    await user.click(within(squad).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        champId: CHAMP,
        teamId: TEAM,
        playerId: BO,
        shirtNumber: 1,
        position: 'Forward',
      }),
    );
  });

  it('removes a player from the squad after confirmation', async () => {
    const { user, calls } = setup();
    const squad = await screen.findByRole('region', { name: 'Lions FC' });
    await user.click(within(squad).getByRole('button', { name: 'Remove Ada Striker from the squad' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `DELETE /api/champ-team-players/${SQUAD_ADA}`,
      ),
    );
  });
});
