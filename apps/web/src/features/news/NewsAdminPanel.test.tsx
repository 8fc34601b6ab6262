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

  it('saves an uploaded image by its media id, or an address pasted instead', async () => {
    const sent: FormData[] = [];
    // POST /api/image goes through XMLHttpRequest (upload progress): a fake that answers like the server.
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      status = 201;
      responseText = JSON.stringify({
        id: 'images/3f1c.webp',
        width: 800,
        height: 450,
        size: 12000,
        contentType: 'image/webp',
      });
      withCredentials = false;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      open() {}
      setRequestHeader() {}
      send(form: FormData) {
        sent.push(form);
        setTimeout(() => this.onload?.(), 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const { calls } = mockServer({
      [list]: { body: paged([]) },
      [`POST /api/champ-leagues/${LEAGUE_ID}/news`]: { status: 201, body: newsItem({ canEdit: true }) },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Write news' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Cup draw');
    const editor = within(dialog).getByRole('textbox', { name: 'Text' });
    editor.innerHTML = '<p>The draw is on Friday</p>';
    editor.dispatchEvent(new Event('input', { bubbles: true }));

    const file = new File(['png'], 'draw.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Choose an image for Image (optional)'), file);
    expect(await within(dialog).findByRole('img', { name: 'Image (optional)' })).toHaveAttribute(
      'src',
      '/storage/images/3f1c.webp',
    );
    expect(sent[0]?.get('file')).toBeInstanceOf(File);
    // The uploaded id is not an address: the address field stays empty.
    const address = within(dialog).getByRole('textbox', { name: 'Or paste an image address' });
    expect(address).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ image: 'images/3f1c.webp' });
  });

  it('keeps an image address pasted by hand, and refuses one that is not an address', async () => {
    const { calls } = mockServer({
      [list]: { body: paged([newsSummary({ canEdit: true, image: 'https://example.com/old.jpg' })]) },
      [`GET /api/news/${NEWS_ID}`]: {
        body: newsItem({ canEdit: true, image: 'https://example.com/old.jpg' }),
      },
      [`PUT /api/champ-leagues/${LEAGUE_ID}/news/${NEWS_ID}`]: { body: newsItem({ canEdit: true }) },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const address = await within(dialog).findByRole('textbox', { name: 'Or paste an image address' });
    expect(address).toHaveValue('https://example.com/old.jpg');
    await userEvent.clear(address);
    await userEvent.type(address, 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Use an address starting with http:// or https://')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/new.jpg');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      image: 'https://example.com/new.jpg',
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
