import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { paged, referee, uuid, venue } from '../venues/test-data.ts';
import { AdminFixtureAssignment } from './AdminFixtureAssignment.tsx';
import { FIXTURE, fixture, sheet } from './admin-test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const RIVERSIDE = venue();
const PARK = venue({ id: uuid(502), name: 'Park Hall', city: 'York' });
const RITA = referee();
const SAM = referee({ id: uuid(602), name: 'Sam Line' });
const TOM = referee({ id: uuid(603), name: 'Tom Fourth' });

function setup(putReply: { status?: number; body: unknown }, current = fixture()) {
  const server = mockServer({
    'GET /api/venues': { body: paged([RIVERSIDE, PARK]) },
    'GET /api/referees': { body: paged([RITA, SAM, TOM]) },
    [`PUT /api/fixture/${FIXTURE}`]: putReply,
  });
  renderWithProviders(
    <>
      <Notifications />
      <AdminFixtureAssignment sheet={sheet({ fixture: current })} />
    </>,
  );
  return { ...server, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const puts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === `/api/fixture/${FIXTURE}`).map((c) => c.body);

describe('AdminFixtureAssignment', () => {
  it('sends the chosen venue and the officials by their places', async () => {
    const { user, calls } = setup({ body: fixture() });
    await choose(user, 'Venue', 'Park Hall');
    await choose(user, 'Referee', 'Rita Ref');
    await choose(user, 'Fourth official', 'Tom Fourth');
    await user.click(screen.getByRole('button', { name: 'Save venue and officials' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([
        {
          venueId: PARK.id,
          refereeIds: [
            { refereeId: RITA.id, role: 'main' },
            { refereeId: TOM.id, role: 'fourth' },
          ],
        },
      ]),
    );
  });

  it('starts from the assignment saved, and offers a referee in one place only', async () => {
    const { user, calls } = setup(
      { body: fixture() },
      fixture({
        venueId: RIVERSIDE.id,
        venueName: RIVERSIDE.name,
        referees: [{ id: RITA.id, name: RITA.name, role: 'main' }],
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Venue' })).toHaveValue('Riverside Ground');
    expect(screen.getByRole('combobox', { name: 'Referee' })).toHaveValue('Rita Ref');
    await user.click(screen.getByRole('combobox', { name: 'Assistant referee 1' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Sam Line' })).toBeInTheDocument(),
    );
    expect(within(listbox).queryByRole('option', { name: 'Rita Ref' })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Sam Line' }));
    await user.click(screen.getByRole('button', { name: 'Save venue and officials' }));
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ venueId: RIVERSIDE.id, refereeIds: [RITA.id, SAM.id] }]),
    );
  });

  it('shows the server’s detail naming the other match when a referee is already booked', async () => {
    const detail = 'Rita Ref officiates Lions FC – Bears at that time (Spring Cup, 1 May 18:30).';
    const { user } = setup({
      status: 409,
      body: { type: 'about:blank', title: 'Busy', status: 409, code: 'fixture.referee_busy', detail },
    });
    await choose(user, 'Referee', 'Rita Ref');
    await user.click(screen.getByRole('button', { name: 'Save venue and officials' }));
    const alert = (await screen.findByText(detail)).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(alert).toHaveTextContent('Already booked');
  });
});
