import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { ChampVenuesPanel } from './ChampVenuesPanel.tsx';
import { CHAMP, paged, uuid, venue } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const A = venue({ id: uuid(511), name: 'Alpha Park', city: 'York' });
const B = venue({ id: uuid(512), name: 'Beta Hall', city: 'Hull' });
const C = venue({ id: uuid(513), name: 'Cedar Field', city: 'Leeds' });

describe('ChampVenuesPanel', () => {
  it('says what to do when the competition lists no venues, with a link to create one', async () => {
    mockServer({
      [`GET /api/champs/${CHAMP}/venues`]: { body: paged([]) },
      'GET /api/venues': { body: paged([]) },
    });
    renderWithProviders(<ChampVenuesPanel champId={CHAMP} canEdit />);
    expect(await screen.findByText(/No venues listed yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a venue' })).toHaveAttribute(
      'href',
      '/admin/venues/create',
    );
    expect(screen.getByRole('button', { name: 'Save venues' })).toBeDisabled();
  });

  it('adds a found venue, reorders, removes and saves the list in order', async () => {
    const { calls } = mockServer({
      [`GET /api/champs/${CHAMP}/venues`]: ({ method }) =>
        method === 'GET'
          ? {
              body: paged([
                { ...A, listedByChamp: true },
                { ...B, listedByChamp: true },
                { ...C, listedByChamp: false },
              ]),
            }
          : undefined,
      [`PUT /api/champs/${CHAMP}/venues`]: ({ body }) => {
        const ids = (body as { venueIds: string[] }).venueIds;
        const byId = new Map([A, B, C].map((v) => [v.id, v]));
        return { body: paged(ids.map((id) => ({ ...byId.get(id)!, listedByChamp: true }))) };
      },
      'GET /api/venues': ({ url }) =>
        url.searchParams.get('keyword') === 'ced' ? { body: paged([C]) } : { body: paged([A, B, C]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampVenuesPanel champId={CHAMP} canEdit />);
    const list = await screen.findByRole('list', { name: 'Venues of the competition' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Alpha Park'), expect.stringContaining('2. Beta Hall')]);
    // Played at by a fixture, not listed: shown apart.
    expect(screen.getByText('Also played at (by its fixtures)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Find a venue by name or city' }), 'ced');
    await user.click(await screen.findByRole('button', { name: 'Add Cedar Field' }));
    await user.click(screen.getByRole('button', { name: 'Move Cedar Field up' }));
    await user.click(screen.getByRole('button', { name: 'Remove Alpha Park' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('1. Cedar Field'), expect.stringContaining('2. Beta Hall')]);
    await user.click(screen.getByRole('button', { name: 'Save venues' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ venueIds: [C.id, B.id] }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save venues' })).toBeDisabled());
  });

  it('shows why a save was refused', async () => {
    mockServer({
      [`GET /api/champs/${CHAMP}/venues`]: { body: paged([{ ...A, listedByChamp: true }]) },
      [`PUT /api/champs/${CHAMP}/venues`]: {
        status: 403,
        body: { status: 403, code: 'auth.forbidden', title: 'Forbidden', detail: 'You may not edit this.' },
      },
      'GET /api/venues': { body: paged([A]) },
    });
    const user = userEvent.setup();
    renderWithProviders(<ChampVenuesPanel champId={CHAMP} canEdit />);
    await user.click(await screen.findByRole('button', { name: 'Remove Alpha Park' }));
    await user.click(screen.getByRole('button', { name: 'Save venues' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The venues were not saved');
  });

  it('is read-only for a visitor', async () => {
    mockServer({
      [`GET /api/champs/${CHAMP}/venues`]: { body: paged([{ ...A, listedByChamp: true }]) },
      'GET /api/venues': { body: paged([A]) },
    });
    renderWithProviders(<ChampVenuesPanel champId={CHAMP} canEdit={false} />);
    expect(await screen.findByText('1. Alpha Park')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save venues' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Alpha Park' })).not.toBeInTheDocument();
  });
});
