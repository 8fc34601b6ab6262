import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe, mockServer, signedInSession } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { RegisterTeamButton } from './RegisterTeamButton.tsx';
import { CHAMP, paged, TEAM, toSettings, toTeamRequest, uuid } from './test-data.ts';

const REGISTER = `/api/champs/${CHAMP}/register-team`;

const team = (id: string, name: string) => ({
  id,
  name,
  shortName: null,
  sportKindId: 'football',
  logo: null,
  teamLeagueId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  canEdit: true,
});

function setup({
  signedIn = true,
  settings = toSettings(),
  registerReply,
}: {
  signedIn?: boolean;
  settings?: ReturnType<typeof toSettings>;
  registerReply?: { status: number; body: unknown };
} = {}) {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    [`GET /api/champs/${CHAMP}/registration`]: { body: settings },
    'GET /api/teams/search': { body: paged([team(TEAM, 'Lions FC'), team(uuid(5), 'Tigers')]) },
    [`POST ${REGISTER}`]: registerReply ?? { status: 201, body: toTeamRequest({ direction: 'sent' }) },
  });
  renderWithProviders(
    <>
      <Notifications />
      <Routes>
        <Route
          path="/observe/competition/:id"
          element={<RegisterTeamButton champ={{ id: CHAMP, sportKindId: 'football' }} sportName="Football" />}
        />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </>,
    { route: `/observe/competition/${CHAMP}?tabs=teams` },
  );
  return { ...server, user: userEvent.setup() };
}

afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('Register your team', () => {
  it('shows the entry fee and deadline beside the button while requests are taken', async () => {
    setup({
      settings: toSettings({
        entryFee: { amount: 2500, currency: 'EUR' },
        registrationDeadline: '2026-12-15',
      }),
    });
    expect(await screen.findByRole('button', { name: 'Register your team' })).toBeInTheDocument();
    expect(screen.getByText('Entry fee €25.00 · Until 15 Dec 2026')).toBeInTheDocument();
  });

  it('is absent while registration is not open', async () => {
    const { calls } = setup({
      settings: toSettings({ registrationOpen: false, isAcceptingRequests: false }),
    });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/registration'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Register your team' })).not.toBeInTheDocument();
    expect(screen.queryByText('Registration closed')).not.toBeInTheDocument();
  });

  it('says registration is closed once open registration stops taking requests', async () => {
    setup({ settings: toSettings({ registrationDeadline: '2026-01-01', isAcceptingRequests: false }) });
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register your team' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back to this page', async () => {
    const { user } = setup({ signedIn: false });
    const link = await screen.findByRole('link', { name: 'Register your team' });
    expect(link).toHaveAttribute(
      'href',
      `/login?returnUrl=${encodeURIComponent(`/observe/competition/${CHAMP}?tabs=teams`)}`,
    );
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnUrl=`);
  });

  it('registers one of my teams of the sport and says what happens next', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Register your team' }));
    // The dialog's code loads on the first hover or focus of the button.
    const dialog = await screen.findByRole('dialog', { name: 'Register a team' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Lions FC' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(calls.some((c) => c.path === REGISTER)).toBe(true));
    expect(calls.find((c) => c.path === REGISTER)?.body).toEqual({ teamId: TEAM });
    expect(
      await screen.findByText('Request sent. The organiser will decide; you will be notified.'),
    ).toBeInTheDocument();
    const search = calls.find((c) => c.path.startsWith('/api/teams/search'));
    expect(search?.path).toContain('isOnlyMyTeams=true');
    expect(search?.path).toContain('sportKindId=football');
  });

  it('shows the server’s reason when the request is refused', async () => {
    const { user } = setup({
      registerReply: {
        status: 409,
        body: {
          status: 409,
          code: 'registration.already_pending',
          title: 'Conflict',
          detail: 'This team already has a pending request for this competition.',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Register your team' }));
    // The dialog's code loads on the first hover or focus of the button.
    const dialog = await screen.findByRole('dialog', { name: 'Register a team' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('combobox', { name: 'Team' }));
    await user.click(await screen.findByRole('option', { name: 'Tigers' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('This team already has a pending request for this competition.'),
    ).toBeInTheDocument();
  });
});
