import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { TeamRosterPanel } from './TeamRosterPanel.tsx';

const TEAM = '00000000-0000-4000-8000-000000000007';
const ADA = '00000000-0000-4000-8000-0000000000a1';
const BO = '00000000-0000-4000-8000-0000000000a2';
const ENTRY = '00000000-0000-4000-8000-000000000009';

const player = (id: string, name: string, shirtNumber: number | null) => ({
  id,
  name,
  photo: null,
  sportKindId: 'football',
  sportKind: { id: 'football', name: 'football', displayName: 'Football' },
  shirtNumber,
  position: 'Forward',
  birthDate: null,
  nationality: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});
const adaEntry = {
  id: ENTRY,
  teamId: TEAM,
  teamName: 'Lions FC',
  playerId: ADA,
  name: 'Ada Striker',
  photo: null,
  shirtNumber: 9,
  position: 'Forward',
  startDate: '2026-01-01',
  endDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const paged = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 100 });
const team = { id: TEAM, name: 'Lions FC', sportKindId: 'football', canEdit: true };

const shirtTaken = {
  status: 409,
  body: {
    type: 'about:blank',
    title: 'Shirt number 9 is taken in this period.',
    status: 409,
    code: 'team.shirt_number_taken',
    detail: 'Shirt number 9 is taken in this period.',
    errors: [{ field: 'body.shirtNumber', message: 'Shirt number 9 is taken in this period.' }],
  },
};
const notOwnedDetail =
  "Only the player's owner can put them on a roster directly: send the player an offer, and they join when their owner accepts it.";
const notOwned = {
  status: 403,
  body: {
    type: 'about:blank',
    title: notOwnedDetail,
    status: 403,
    code: 'team.player_not_owned',
    detail: notOwnedDetail,
  },
};

function setup({
  canEdit = true,
  addReply = shirtTaken,
}: {
  canEdit?: boolean;
  addReply?: { status: number; body: unknown };
} = {}) {
  const server = mockServer({
    [`GET /api/teams/${TEAM}/players`]: { body: paged([adaEntry]) },
    // The picker lists the caller's own players only (issue 29, item 6): `GET /player?isOnlyMine=true`.
    'GET /api/player': ({ url }) => ({
      body: paged(
        url.searchParams.get('keyword') === 'Bo' &&
          url.searchParams.get('sportKindId') === 'football' &&
          url.searchParams.get('isOnlyMine') === 'true'
          ? [player(BO, 'Bo Keeper', 9)]
          : [],
      ),
    }),
    [`POST /api/teams/${TEAM}/player`]: addReply,
    [`DELETE /api/teams/${TEAM}/player/${ENTRY}`]: { body: { id: ENTRY, deleted: true } },
  });
  renderWithProviders(
    <>
      <Notifications />
      <TeamRosterPanel team={{ ...team, canEdit }} sportName="Football" />
    </>,
  );
  return { ...server, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamRosterPanel', () => {
  it('lists the roster with shirt number, a link to the player, position and period', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Roster' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('9');
    expect(within(row).getByRole('link', { name: 'Ada Striker' })).toHaveAttribute(
      'href',
      `/admin/players/details/${ADA}`,
    );
    expect(row).toHaveTextContent('Forward');
    expect(row).toHaveTextContent('Since 1 Jan 2026');
  });

  it('shows the server’s 409 under the shirt number when adding a player', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: /^Player/ }), 'Bo');
    await user.click(await screen.findByRole('option', { name: 'Bo Keeper (#9)' }));
    // The player's preferred number comes along.
    expect(within(dialog).getByRole('textbox', { name: 'Shirt number' })).toHaveValue('9');
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText('Shirt number 9 is taken in this period.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Shirt number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      playerId: BO,
      shirtNumber: 9,
      position: 'Forward',
      startDate: null,
      endDate: null,
    });
  });

  it('offers only the caller’s own players and points to the offer for anyone else’s', async () => {
    const { user, calls } = setup({ addReply: notOwned });
    await user.click(await screen.findByRole('button', { name: 'Add player' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Your own players of Football/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Another user’s player joins through an offer/)).toHaveTextContent(
      'Offer to my team',
    );
    await user.type(within(dialog).getByRole('combobox', { name: /^Player/ }), 'Bo');
    await user.click(await screen.findByRole('option', { name: 'Bo Keeper (#9)' }));
    const searches = calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/player?'));
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((c) => c.path.includes('isOnlyMine=true'))).toBe(true);
    expect(calls.some((c) => c.path.startsWith('/api/player/search'))).toBe(false);
    // Should the server still refuse (the player changed hands meanwhile), its 403 goes under the player.
    await user.click(within(dialog).getByRole('button', { name: 'Add player' }));
    expect(await within(dialog).findByText(notOwnedDetail)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Player/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a contract that ends before it starts, without calling the server', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Striker' }));
    const dialog = await screen.findByRole('dialog');
    const end = within(dialog).getByLabelText('Contract end');
    await user.type(end, '2025-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The end must not be before the start')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('removes a player only after confirmation', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Striker' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove player' }),
    );
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
        `DELETE /api/teams/${TEAM}/player/${ENTRY}`,
      ),
    );
  });

  it('offers no changes to those who cannot edit the team', async () => {
    setup({ canEdit: false });
    await screen.findByRole('table', { name: 'Roster' });
    expect(screen.queryByRole('button', { name: 'Add player' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ada Striker' })).not.toBeInTheDocument();
  });
});

describe('TeamRosterPanel: pasting players (issue 30, item 3)', () => {
  const preview = {
    items: [
      { row: 2, name: 'Zoë Müller', shirtNumber: 7, position: 'Winger', playerId: null },
      { row: 3, name: '', shirtNumber: 8, position: null, playerId: null },
      { row: 4, name: 'Bruno', shirtNumber: null, position: 'Striker', playerId: null },
    ],
    errors: [
      { row: 3, field: 'name', message: 'Required' },
      { row: 4, field: 'shirtNumber', message: 'A whole number from 0 to 999' },
    ],
    saved: false,
  };

  it('names each bad line and field from the server’s check, and offers no save until they are fixed', async () => {
    const server = mockServer({
      [`GET /api/teams/${TEAM}/players`]: { body: paged([adaEntry]) },
      [`POST /api/teams/${TEAM}/players/import`]: ({ url }) =>
        url.searchParams.get('dryRun') === 'true'
          ? { body: preview }
          : { body: { ...preview, errors: [], saved: true } },
    });
    renderWithProviders(<TeamRosterPanel team={team} sportName="Football" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paste players' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add players to Lions FC' });
    await user.click(within(dialog).getByRole('textbox', { name: 'One a line' }));
    await user.paste('Zoë Müller\t7\tWinger\n\t8\t\nBruno\tten\tStriker');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));

    const problems = await within(dialog).findByRole('alert');
    expect(problems).toHaveTextContent('2 problems to fix before anything is saved:');
    expect(problems).toHaveTextContent('Line 2, Name: Required');
    expect(problems).toHaveTextContent('Line 3, Shirt number: A whole number from 0 to 999');
    expect(within(dialog).queryByRole('button', { name: /^Add \d+ players?$/ })).toBeNull();

    // The paste went as a CSV file with the importer's header, tab separated like the paste, for a dry run.
    const [url, init] = server.fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe(`/api/teams/${TEAM}/players/import?dryRun=true`);
    expect((init!.headers as Record<string, string>)['content-type']).toBe('text/csv; charset=utf-8');
    expect(await (init!.body as Blob).text()).toBe(
      'name\tshirtNumber\tposition\nZoë Müller\t7\tWinger\n\t8\t\nBruno\tten\tStriker\n',
    );
    expect(server.calls.filter((c) => c.method === 'POST' && !c.path.includes('dryRun'))).toEqual([]);
  });

  it('saves once the check finds nothing wrong', async () => {
    const good = { items: [preview.items[0]!], errors: [], saved: false };
    const server = mockServer({
      [`GET /api/teams/${TEAM}/players`]: { body: paged([adaEntry]) },
      [`POST /api/teams/${TEAM}/players/import`]: ({ url }) =>
        url.searchParams.get('dryRun') === 'true' ? { body: good } : { body: { ...good, saved: true } },
    });
    renderWithProviders(
      <>
        <Notifications />
        <TeamRosterPanel team={team} sportName="Football" />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Paste players' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'One a line' }));
    await user.paste('Zoë Müller,7,Winger');
    await user.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(
      await within(dialog).findByText('Every row can be saved. Nothing is saved until you confirm.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add 1 player' }));
    expect(await screen.findByText('1 player added to the roster')).toBeInTheDocument();
    expect(server.calls.map((c) => c.path)).toContain(`/api/teams/${TEAM}/players/import`);
  });

  it('links the roster file for download', async () => {
    mockServer({ [`GET /api/teams/${TEAM}/players`]: { body: paged([adaEntry]) } });
    renderWithProviders(<TeamRosterPanel team={{ ...team, canEdit: false }} sportName="Football" />);
    expect(await screen.findByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/teams/${TEAM}/players/export`,
    );
    expect(screen.queryByRole('button', { name: 'Paste players' })).toBeNull();
  });
});
