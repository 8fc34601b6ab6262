import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer, renderRoutes } from '../../test/render.tsx';
import { OutboxPage } from './OutboxPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const message = (n: number) => ({
  id: `m${n}`,
  to: `user${n}@example.com`,
  channel: n % 2 ? 'email' : 'sms',
  subject: `Message ${n}`,
  body: `Hello,\nopen http://localhost/verify-email?token=t${n}. Thanks`,
  createdAt: '2026-01-01T10:00:00.000Z',
});

describe('OutboxPage', () => {
  it('shows each message with its links clickable', async () => {
    mockServer({
      'GET /api/admin/outbox': { body: { items: [message(1)], totalItems: 1, pageIndex: 0, pageSize: 20 } },
    });
    renderRoutes([{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox');
    const item = await screen.findByRole('listitem', { name: 'Message 1' });
    expect(
      within(item).getByRole('link', { name: 'http://localhost/verify-email?token=t1' }),
    ).toHaveAttribute('href', 'http://localhost/verify-email?token=t1');
    expect(within(item).getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('1 message')).toBeInTheDocument();
  });

  it('pages through the outbox with pageIndex and pageSize', async () => {
    const { calls } = mockServer({
      'GET /api/admin/outbox': ({ url }) => {
        const pageIndex = Number(url.searchParams.get('pageIndex'));
        return { body: { items: [message(pageIndex + 1)], totalItems: 45, pageIndex, pageSize: 20 } };
      },
    });
    renderRoutes([{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox');
    expect(await screen.findByRole('listitem', { name: 'Message 1' })).toBeInTheDocument();
    expect(screen.getByText('45 messages')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('listitem', { name: 'Message 3' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/admin/outbox?pageIndex=2&pageSize=20');
  });
});
