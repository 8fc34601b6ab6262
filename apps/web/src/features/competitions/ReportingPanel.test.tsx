import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { fixture } from '../match-centre/admin-test-data.ts';
import { ReportingPanel } from './ReportingPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const CHAMP = '00000000-0000-4000-8000-000000000002';
const organiser = { mode: 'organiser', confirmHours: 24, reportDeadlineHours: 48 };

describe('ReportingPanel: who enters results, and the matches waiting for the organiser', () => {
  it('lets the organiser hand reporting to the teams with the windows', async () => {
    const server = mockServer({
      [`GET /api/champs/${CHAMP}/reporting`]: { body: organiser },
      [`PUT /api/champs/${CHAMP}/reporting`]: ({ body }) => ({ body }),
      [`GET /api/champs/${CHAMP}/reporting/issues`]: { body: { items: [], totalItems: 0 } },
    });
    renderWithProviders(<ReportingPanel champId={CHAMP} canEdit />);
    const user = userEvent.setup();
    expect(
      await screen.findByText('The organiser enters every result: there are no reports to settle.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /The teams/ }));
    const confirm = screen.getByRole('textbox', { name: 'Confirm a single report after (hours)' });
    await user.clear(confirm);
    await user.type(confirm, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { mode: 'teams', confirmHours: 12, reportDeadlineHours: 48 },
      ]),
    );
  });

  it('lists a disputed match with its teams as links and the way to its dispute screen', async () => {
    const f = fixture({ homeTeamName: 'Lions', awayTeamName: 'Tigers' });
    mockServer({
      [`GET /api/champs/${CHAMP}/reporting`]: { body: { ...organiser, mode: 'teams' } },
      [`GET /api/champs/${CHAMP}/reporting/issues`]: {
        body: { items: [{ kind: 'disputed', fixture: f, since: '2026-06-01T12:00:00.000Z' }], totalItems: 1 },
      },
    });
    renderWithProviders(<ReportingPanel champId={CHAMP} canEdit />);
    const row = (await screen.findByText('Disputed')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Lions' })).toHaveAttribute(
      'href',
      `/observe/team/${f.homeTeamId}`,
    );
    expect(within(row).getByRole('link', { name: 'Open: Lions – Tigers' })).toHaveAttribute(
      'href',
      `/admin/match-center/edit-match/${f.id}`,
    );
  });
});
