import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { NewsAdminPanel } from './NewsAdminPanel.tsx';
import { renderWithConfig } from './render-with-config.tsx';
import { LEAGUE_ID, NEWS_ID, newsItem, newsSummary, paged } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const list = `GET /api/champ-leagues/${LEAGUE_ID}/news`;
const show = () =>
  renderWithConfig(
    [{ path: '/', element: <NewsAdminPanel owner={{ kind: 'league', id: LEAGUE_ID }} /> }],
    '/',
  );

describe('NewsAdminPanel', () => {
  it('lists drafts too, and publishes a draft', async () => {
    const { calls } = mockServer({
      [list]: { body: paged([newsSummary({ status: 'draft', publishedAt: null, canEdit: true })]) },
      [`PUT /api/champ-leagues/${LEAGUE_ID}/news/${NEWS_ID}`]: { body: newsItem({ canEdit: true }) },
    });
    show();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(calls[0]?.path).toContain('includeDrafts=true');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'published' });
  });

  it('writes news with the editor and refuses an empty text', async () => {
    const { calls } = mockServer({
      [list]: { body: paged([]) },
      [`POST /api/champ-leagues/${LEAGUE_ID}/news`]: { status: 201, body: newsItem({ canEdit: true }) },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Write news' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Cup draw');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Write some text')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const editor = within(dialog).getByRole('textbox', { name: 'Text' });
    editor.innerHTML = '<p>The draw is <b>on Friday</b></p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Cup draw',
      body: '<p>The draw is <b>on Friday</b></p>',
      image: null,
      status: 'published',
    });
  });

  it('asks before deleting', async () => {
    const { calls } = mockServer({
      [list]: { body: paged([newsSummary({ canEdit: true })]) },
      [`DELETE /api/news/${NEWS_ID}`]: { body: { id: NEWS_ID, deleted: true } },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('“Derby day report” will be removed for good.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
