import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { CalendarSubscribeMenu } from './CalendarSubscribeMenu.tsx';
import { toFeedLinks } from './feed-links.ts';

const TEAM = '44444444-4444-4444-8444-444444444444';
const FEED = `/api/teams/${TEAM}/calendar.ics`;

describe('toFeedLinks', () => {
  it('makes the webcal, Google and Outlook addresses of a feed path', () => {
    expect(toFeedLinks(FEED, 'Harbour FC', 'https://matchday.example')).toEqual({
      https: `https://matchday.example${FEED}`,
      webcal: `webcal://matchday.example${FEED}`,
      google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(`webcal://matchday.example${FEED}`)}`,
      outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(`https://matchday.example${FEED}`)}&name=Harbour%20FC`,
    });
  });

  it('keeps an absolute address (the private favourites feed) as it is', () => {
    const links = toFeedLinks(
      'http://localhost:3000/api/calendar/favorites/abc.ics',
      'Mine',
      'https://x.test',
    );
    expect(links.https).toBe('http://localhost:3000/api/calendar/favorites/abc.ics');
    expect(links.webcal).toBe('webcal://localhost:3000/api/calendar/favorites/abc.ics');
  });
});

describe('CalendarSubscribeMenu', () => {
  it('offers the calendar app, Google, Outlook, the .ics file, the link and the calendar page', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <CalendarSubscribeMenu feed={FEED} name="Harbour FC" calendarPath={`/calendar?teamId=${TEAM}`} />
          ),
        },
      ],
      '/',
    );
    // The button's name begins with its text (WCAG 2.5.3, label in name) and says whose feed it is.
    const button = screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' });
    expect(button).toHaveTextContent('Subscribe to calendar');
    await userEvent.click(button);
    const origin = window.location.origin;
    const links = toFeedLinks(FEED, 'Harbour FC', origin);
    // The page's own button opens it: the same element, now saying its menu is open (no stand-in swapped out).
    expect(screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' })).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('menuitem', { name: 'Subscribe in your calendar app' }, { timeout: 5000 }),
    ).toHaveAttribute('href', links.webcal);
    expect(screen.getByRole('menuitem', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      links.google,
    );
    expect(screen.getByRole('menuitem', { name: 'Add to Outlook' })).toHaveAttribute('href', links.outlook);
    const download = screen.getByRole('menuitem', { name: 'Download .ics' });
    expect(download).toHaveAttribute('href', links.https);
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Open in the calendar' })).toHaveAttribute(
      'href',
      `/calendar?teamId=${TEAM}`,
    );
  });

  it('opens from the keyboard, the first item taking the focus, and gives it back to the button on Escape', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CalendarSubscribeMenu feed={FEED} name="Harbour FC" /> }], '/');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    expect(screen.getByRole('menuitem', { name: 'Subscribe in your calendar app' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Add to Google Calendar' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    expect(menu).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' })).toHaveFocus();
  });

  it('closes on a press outside it, and copying keeps it open to say so', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <div>
              <p>Elsewhere</p>
              <CalendarSubscribeMenu feed={FEED} name="Harbour FC" />
            </div>
          ),
        },
      ],
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe to calendar: Harbour FC' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });
});
