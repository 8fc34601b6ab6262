import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes, signedInSession } from '../../test/render.tsx';
import { CalendarPage } from './CalendarPage.tsx';
import { AWAY, CHAMP, calendarFixture, HOME, page } from './test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FEED = 'http://localhost:3000/api/calendar/favorites/secret-token.ics';

function setup(path: string, items = [calendarFixture()], signedIn = false, timeZone = 'UTC') {
  const server = mockServer({
    'GET /security/v1/auth/get-session': { body: signedIn ? signedInSession() : null },
    'GET /api/sport-types': { body: [] },
    'GET /api/calendar': { body: page(items) },
    'GET /api/calendar/token': { body: { url: FEED, webcalUrl: FEED.replace('http://', 'webcal://') } },
  });
  renderRoutes([{ path: '/calendar', element: <CalendarPage /> }], path, { timeZone });
  return server;
}

/** A name's words, as axe compares a link's name with its text (label in name, WCAG 2.5.3): punctuation aside. */
const words = (text: string | null) =>
  (text ?? '').replace(/[,–]/g, ' ').split(/\s+/).filter(Boolean).join(' ');

const calendarCalls = (calls: { path: string }[]) =>
  calls
    .filter((c) => c.path.startsWith('/api/calendar?'))
    .map((c) => new URL(c.path, 'http://x').searchParams);

describe('CalendarPage', () => {
  it("shows a month grid whose fixtures link to their match page, asking for the month's whole weeks", async () => {
    const { calls } = setup('/calendar?view=month&date=2026-03-18');
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeInTheDocument();
    const grid = await screen.findByRole('group', { name: 'March 2026' });
    const link = await within(grid).findByRole('link', { name: /^\d\d:\d\d, Harbour FC – Quarry United$/ });
    expect(link.getAttribute('href')).toMatch(/^\/observe\/match-center\/66666666-/);
    expect(words(link.getAttribute('aria-label'))).toBe(words(link.textContent));
    const [query] = calendarCalls(calls);
    // Monday 23 February to Sunday 5 April, in the viewer's zone (UTC here).
    expect(query!.get('from')).toBe('2026-02-23T00:00:00.000Z');
    expect(query!.get('to')).toBe('2026-04-05T23:59:59.999Z');
    expect(query!.get('favorites')).toBeNull();
  });

  it("asks for the viewer's days and shows each kick-off on the viewer's day, in the viewer's zone", async () => {
    // 20:00 UTC on Saturday 7 March is 01:30 on Sunday the 8th in Kolkata.
    const { calls } = setup(
      '/calendar?view=week&date=2026-03-05',
      [calendarFixture({ startsAt: '2026-03-07T20:00:00.000Z' })],
      false,
      'Asia/Kolkata',
    );
    expect(
      await screen.findByText('Upcoming and past matches, in your time zone (Asia/Kolkata).'),
    ).toBeInTheDocument();
    const sunday = await screen.findByRole('region', { name: 'Sunday, March 8' });
    expect(
      within(sunday).getByRole('link', { name: '01:30, Harbour FC – Quarry United' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Saturday, March 7' })).queryByRole('link')).toBeNull();
    const [query] = calendarCalls(calls);
    expect(query!.get('from')).toBe('2026-03-01T18:30:00.000Z');
    expect(query!.get('to')).toBe('2026-03-08T18:29:59.999Z');
  });

  it('puts a busy day\'s extra fixtures behind "+N more", which opens the list at that day', async () => {
    const day = '2026-03-07T';
    setup('/calendar?view=month&date=2026-03-18', [
      calendarFixture({ startsAt: `${day}10:00:00.000Z` }),
      calendarFixture({ startsAt: `${day}12:00:00.000Z` }),
      calendarFixture({ startsAt: `${day}14:00:00.000Z` }),
      calendarFixture({ startsAt: `${day}16:00:00.000Z` }),
      calendarFixture({ startsAt: `${day}18:00:00.000Z` }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: '+2 more' }));
    expect(await screen.findAllByRole('link', { name: 'Harbour FC' })).toHaveLength(5);
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
  });

  it('lists fixtures by day with links to the teams and the competition, and shows venue and status', async () => {
    setup('/calendar?view=list&date=2026-03-01', [
      calendarFixture({ venueName: 'Harbour Park', venueCity: 'Porto', status: 'postponed' }),
    ]);
    expect(await screen.findByRole('link', { name: 'Harbour FC' })).toHaveAttribute(
      'href',
      `/observe/team/${HOME}`,
    );
    expect(screen.getByRole('link', { name: 'Quarry United' })).toHaveAttribute(
      'href',
      `/observe/team/${AWAY}`,
    );
    expect(screen.getByRole('link', { name: 'Spring Cup' })).toHaveAttribute(
      'href',
      `/observe/competition/${CHAMP}`,
    );
    expect(screen.getByText(/Harbour Park, Porto/)).toBeInTheDocument();
    expect(screen.getByText('Postponed')).toBeInTheDocument();
    // The kick-off links to the match page; its name begins with the time it shows (WCAG 2.5.3).
    const kickOff = screen.getByRole('link', { name: /^\d\d:\d\d, Harbour FC – Quarry United$/ });
    expect(kickOff.getAttribute('aria-label')?.startsWith(kickOff.textContent ?? '-')).toBe(true);
  });

  it('says what to do when there is nothing in the period', async () => {
    setup('/calendar?view=list&date=2026-03-01', []);
    expect(await screen.findByText('No matches in this period.')).toBeInTheDocument();
    expect(screen.getByText(/remove a filter/)).toBeInTheDocument();
  });

  it('shows a competition filter by name and removes it', async () => {
    const { calls } = setup(`/calendar?view=list&date=2026-03-01&champId=${CHAMP}`);
    expect(await screen.findByText('Competition: Spring Cup')).toBeInTheDocument();
    expect(calendarCalls(calls)[0]!.get('champId')).toBe(CHAMP);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Spring Cup' }));
    await waitFor(() => expect(calendarCalls(calls).at(-1)!.get('champId')).toBeNull());
  });

  it('offers "My favourites" and the private feed to a signed-in user only', async () => {
    const { calls } = setup('/calendar?view=list&date=2026-03-01', [calendarFixture()], true);
    const favorites = await screen.findByRole('switch', { name: /My favourites/ });
    await userEvent.click(favorites);
    await waitFor(() => expect(calendarCalls(calls).at(-1)!.get('favorites')).toBe('true'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Subscribe to my favourites: My Matchday favourites' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      FEED.replace('http://', 'webcal://'),
    );
    expect(screen.getByRole('menuitem', { name: 'Make a new private link' })).toBeInTheDocument();
  });

  it('hides the favourites for anonymous visitors', async () => {
    setup('/calendar?view=list&date=2026-03-01');
    expect(await screen.findByRole('link', { name: 'Harbour FC' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /My favourites/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });

  it('shows the list by default on a phone', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    setup('/calendar?date=2026-03-01');
    expect(await screen.findByRole('link', { name: 'Harbour FC' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'March 2026' })).not.toBeInTheDocument();
  });

  it('shows a loading state while the fixtures come', async () => {
    setup('/calendar?view=list&date=2026-03-01');
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Harbour FC' })).toBeInTheDocument();
  });
});
