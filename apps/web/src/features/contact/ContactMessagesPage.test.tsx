import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { ContactMessagesPage } from './ContactMessagesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 20 });

describe('ContactMessagesPage', () => {
  it('lists each message with a mailto link to its sender', async () => {
    mockServer({
      'GET /api/contact-us/messages': {
        body: page([
          {
            id: '6c0f1b9e-7c1e-4a53-9d6e-0f8f7f2b8d11',
            name: 'Dana',
            email: 'dana@example.com',
            subject: 'Leagues',
            message: 'How do I invite a whole team?',
            userId: null,
            createdAt: '2026-01-01T10:00:00.000Z',
          },
        ]),
      },
    });
    renderRoutes(
      [{ path: '/admin/contact-messages', element: <ContactMessagesPage /> }],
      '/admin/contact-messages',
    );
    const item = await screen.findByRole('listitem', { name: 'Leagues' });
    expect(within(item).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute(
      'href',
      'mailto:dana@example.com?subject=Re%3A%20Leagues',
    );
    expect(within(item).getByText('How do I invite a whole team?')).toBeInTheDocument();
    expect(within(item).getByText('From Dana')).toBeInTheDocument();
  });

  it('says so when nobody has written yet', async () => {
    mockServer({ 'GET /api/contact-us/messages': { body: page([]) } });
    renderRoutes(
      [{ path: '/admin/contact-messages', element: <ContactMessagesPage /> }],
      '/admin/contact-messages',
    );
    expect(await screen.findByText('No one has written through the contact form yet.')).toBeInTheDocument();
  });
});
