import type { ResultReport, ResultReportList } from '@matchday/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { AWAY, FIXTURE, fixture, HOME } from './admin-test-data.ts';
import { ReportsReview, ResultReports } from './ResultReports.tsx';

afterEach(() => vi.unstubAllGlobals());

const series = fixture({ bestOf: 3, homeTeamName: 'Lions', awayTeamName: 'Tigers' });

function report(over: Partial<ResultReport>): ResultReport {
  return {
    id: '00000000-0000-4000-8000-00000000e001',
    fixtureId: FIXTURE,
    teamId: HOME,
    teamName: 'Lions',
    side: 'home',
    homeScore: 2,
    awayScore: 1,
    games: [],
    evidence: [],
    comment: '',
    status: 'reported',
    reportedBy: 'u1',
    reportedByName: 'Captain Lions',
    createdAt: '2026-06-01T12:00:00.000Z',
    updatedAt: '2026-06-01T12:00:00.000Z',
    ...over,
  };
}

function list(over: Partial<ResultReportList>): ResultReportList {
  return {
    items: [],
    totalItems: 0,
    resultStatus: 'awaiting',
    mode: 'teams',
    canReportFor: [],
    confirmsAt: null,
    ...over,
  };
}

describe('ResultReports: a team reports the result', () => {
  it('sends the score, each game of the series and the comment for the team the caller runs', async () => {
    const server = mockServer({
      [`GET /api/fixture/${FIXTURE}/reports`]: { body: list({ canReportFor: [AWAY] }) },
      [`POST /api/fixture/${FIXTURE}/reports`]: {
        status: 201,
        body: { id: '00000000-0000-4000-8000-00000000e002', teamId: AWAY, status: 'reported' },
      },
    });
    renderWithProviders(<ResultReports fixture={series} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No team has reported the result yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Lions score/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Tigers score/ }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Game 1, Lions' }), '13');
    await user.type(screen.getByRole('textbox', { name: 'Game 1, Tigers' }), '9');
    await user.click(screen.getByRole('button', { name: 'Add game' }));
    await user.type(screen.getByRole('textbox', { name: 'Game 2, Lions' }), '13');
    await user.type(screen.getByRole('textbox', { name: 'Game 2, Tigers' }), '11');
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), 'Good game');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        {
          homeScore: 2,
          awayScore: 1,
          games: [
            { home: 13, away: 9 },
            { home: 13, away: 11 },
          ],
          comment: 'Good game',
        },
      ]),
    );
  });

  it('shows both reports and the dispute, and no form for someone who runs neither team', async () => {
    mockServer({
      [`GET /api/fixture/${FIXTURE}/reports`]: {
        body: list({
          resultStatus: 'disputed',
          totalItems: 2,
          items: [
            report({ status: 'disputed' }),
            report({
              id: '00000000-0000-4000-8000-00000000e003',
              teamId: AWAY,
              teamName: 'Tigers',
              side: 'away',
              homeScore: 1,
              awayScore: 2,
              status: 'disputed',
              evidence: [{ id: 'images/shot.webp', url: '/storage/images/shot.webp' }],
            }),
          ],
        }),
      },
    });
    renderWithProviders(<ResultReports fixture={series} />);
    expect(await screen.findByText('Disputed: the organiser decides')).toBeInTheDocument();
    const tigers = screen.getByRole('article', { name: 'Tigers' });
    expect(within(tigers).getByRole('img', { name: 'Evidence 1 from Tigers' })).toHaveAttribute(
      'src',
      '/storage/images/shot.webp',
    );
    expect(within(tigers).getByRole('link', { name: 'Tigers' })).toHaveAttribute(
      'href',
      `/observe/team/${AWAY}`,
    );
    expect(screen.queryByRole('button', { name: 'Send report' })).not.toBeInTheDocument();
  });

  it('shows nothing while the organiser enters the results', async () => {
    const server = mockServer({
      [`GET /api/fixture/${FIXTURE}/reports`]: { body: list({ mode: 'organiser' }) },
    });
    renderWithProviders(<ResultReports fixture={series} />);
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(screen.queryByText('Result reporting')).not.toBeInTheDocument();
  });
});

describe('ReportsReview: the organiser settles a dispute', () => {
  it('confirms one report as the result through PUT score, after asking', async () => {
    const server = mockServer({
      [`GET /api/fixture/${FIXTURE}/reports`]: {
        body: list({
          resultStatus: 'disputed',
          totalItems: 2,
          items: [
            report({
              status: 'disputed',
              games: [
                { home: 13, away: 9 },
                { home: 7, away: 13 },
                { home: 13, away: 2 },
              ],
            }),
            report({
              id: '00000000-0000-4000-8000-00000000e003',
              teamId: AWAY,
              teamName: 'Tigers',
              side: 'away',
              homeScore: 1,
              awayScore: 2,
              status: 'disputed',
            }),
          ],
        }),
      },
      [`PUT /api/fixture/${FIXTURE}/score`]: { body: series },
    });
    renderWithProviders(<ReportsReview fixture={series} canEdit />);
    const user = userEvent.setup();
    expect(await screen.findByText('Dispute: the teams reported different results')).toBeInTheDocument();
    const lions = screen.getByRole('article', { name: 'Lions' });
    await user.click(within(lions).getByRole('button', { name: 'Confirm 2–1' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm 2–1' }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        {
          homeScore: 2,
          awayScore: 1,
          games: [
            { home: 13, away: 9 },
            { home: 7, away: 13 },
            { home: 13, away: 2 },
          ],
        },
      ]),
    );
  });
});
