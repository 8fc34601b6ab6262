import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { renderWithProviders } from '../leagues/test-utils.tsx';
import { FIXTURE, media, sheet } from './admin-test-data.ts';
import { CreateMediaPage } from './CreateMediaPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (items: unknown[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 12 });
const PHOTO = '00000000-0000-4000-8000-000000007002';

function renderMedia(items: unknown[], handlers: Parameters<typeof mockServer>[0] = {}) {
  const server = mockServer({
    [`GET /api/fixture/${FIXTURE}/match-sheet`]: { body: sheet() },
    [`GET /api/fixture/${FIXTURE}/media`]: { body: page(items) },
    ...handlers,
  });
  renderWithProviders(
    <Routes>
      <Route path="/admin/match-center/create-media/:id" element={<CreateMediaPage />} />
    </Routes>,
    { route: `/admin/match-center/create-media/${FIXTURE}` },
  );
  return { ...server, user: userEvent.setup() };
}

describe('CreateMediaPage', () => {
  it('says what to do when the match has no media yet', async () => {
    renderMedia([]);
    expect(await screen.findByText(/No photos or videos yet/)).toBeInTheDocument();
    expect(await screen.findByText('Lions FC vs Tigers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the match sheet/ })).toHaveAttribute(
      'href',
      `/admin/match-center/edit-match/${FIXTURE}`,
    );
  });

  it('adds a video link and says which provider the server recognised', async () => {
    const { user, calls } = renderMedia([], {
      [`POST /api/fixture/${FIXTURE}/media`]: ({ body }) => ({
        status: 201,
        body: media({
          kind: 'stream',
          provider: 'twitch',
          url: (body as { url: string }).url,
          title: 'Live',
        }),
      }),
    });
    const form = await screen.findByRole('region', { name: 'Add a video or stream link' });
    await user.type(within(form).getByRole('textbox', { name: /Link/ }), 'https://www.twitch.tv/matchday');
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), ' Live ');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { url: 'https://www.twitch.tv/matchday', title: 'Live' },
      ]),
    );
    expect(await within(form).findByText('Saved and recognised as Twitch live stream.')).toBeInTheDocument();
  });

  it('refuses a link that is not a web address, next to the field', async () => {
    const { user, calls } = renderMedia([]);
    const form = await screen.findByRole('region', { name: 'Add a video or stream link' });
    const url = within(form).getByRole('textbox', { name: /Link/ });
    await user.type(url, 'not a link');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Paste a full web address starting with https://'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for a photo before adding one', async () => {
    const { user, calls } = renderMedia([]);
    const form = await screen.findByRole('region', { name: 'Upload a photo' });
    await user.click(within(form).getByRole('button', { name: 'Add photo' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Choose a photo to upload');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists the media with what each is, retitles one and deletes another after confirmation', async () => {
    const video = media();
    const photo = media({
      id: PHOTO,
      kind: 'photo',
      provider: null,
      embedUrl: null,
      url: 'abc123',
      title: null,
    });
    const { user, calls } = renderMedia([video, photo], {
      [`PUT /api/media/${video.id}`]: ({ body }) => ({ body: { ...video, ...(body as object) } }),
      [`DELETE /api/media/${PHOTO}`]: { body: { id: PHOTO, deleted: true } },
    });
    const list = await screen.findByRole('region', { name: 'Media (2)' });
    const videoItem = within(list).getByRole('listitem', { name: 'Highlights' });
    expect(within(videoItem).getByText('YouTube video')).toBeInTheDocument();
    expect(within(videoItem).getByRole('link', { name: 'Open on YouTube' })).toHaveAttribute(
      'href',
      video.url,
    );
    const photoItem = within(list).getByRole('listitem', { name: 'Untitled' });
    expect(within(photoItem).getByRole('img', { name: 'Untitled' })).toHaveAttribute(
      'src',
      '/storage/abc123',
    );

    await user.click(within(videoItem).getByRole('button', { name: 'Rename Highlights' }));
    const title = within(videoItem).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Goals{Enter}');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ title: 'Goals' }]),
    );

    await user.click(within(photoItem).getByRole('button', { name: 'Delete Untitled' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(`DELETE /api/media/${PHOTO}`),
    );
  });
});
