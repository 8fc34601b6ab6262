import { Notifications } from '@mantine/notifications';
import type { Referee } from '@matchday/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { assignedFixture, paged, REFEREE, referee } from '../venues/test-data.ts';
import { RefereeDetailsPage } from './RefereeDetailsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function setup(answer: Referee, deleteReply?: { status: number; body: unknown }) {
  const server = mockServer({
    [`GET /api/referees/${REFEREE}`]: { body: answer },
    [`GET /api/referees/${REFEREE}/fixtures`]: { body: paged([assignedFixture(1, { role: 'assistant' })]) },
    [`DELETE /api/referees/${REFEREE}`]: deleteReply ?? { body: { id: REFEREE, deleted: true } },
  });
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route path="/admin/referees/details/:id" element={<RefereeDetailsPage />} />
        <Route path="/admin/referees" element={<p>Referee list</p>} />
      </Routes>
    </>,
    { route: `/admin/referees/details/${REFEREE}` },
  );
  return { ...server, user: userEvent.setup() };
}

describe('RefereeDetailsPage', () => {
  it('shows the private contact when the server shares it, and the matches with the role held', async () => {
    setup(referee({ contact: { email: 'rita@example.com', phone: null } }));
    const contact = await screen.findByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: 'rita@example.com' })).toHaveAttribute(
      'href',
      'mailto:rita@example.com',
    );
    const matches = await screen.findByRole('list', { name: 'Matches' });
    expect(matches).toHaveTextContent('Assistant referee');
  });

  it('shows no contact when the server keeps it private', async () => {
    setup(referee({ contact: null, canEdit: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rita Ref' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete referee' })).not.toBeInTheDocument();
  });

  it('asks before deleting a referee assigned to matches, saying the matches stay without them', async () => {
    const { user, calls } = setup(referee());
    await user.click(await screen.findByRole('button', { name: 'Delete referee' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('“Rita Ref” is deleted. The matches they officiate stay, without them.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete referee' }));
    expect(await screen.findByText('Referee list')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});
