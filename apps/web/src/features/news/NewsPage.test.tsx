import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../test/render.tsx';
import { NewsPage } from './NewsPage.tsx';
import { renderWithConfig } from './render-with-config.tsx';
import { NEWS_ID, newsItem } from './test-data.ts';

afterEach(() => vi.unstubAllGlobals());

const show = () => renderWithConfig([{ path: '/news/:id', element: <NewsPage /> }], `/news/${NEWS_ID}`);

describe('NewsPage', () => {
  it('shows the title, author, date and the sanitised body as markup, with a link back to its league', async () => {
    mockServer({ [`GET /api/news/${NEWS_ID}`]: { body: newsItem() } });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Derby day report' })).toBeInTheDocument();
    expect(screen.getByText('By Ada')).toBeInTheDocument();
    expect(screen.getByText(/Published 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('won').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /Back to Harbour League/ })).toHaveAttribute(
      'href',
      '/observe/league/22222222-2222-4222-8222-222222222222',
    );
  });

  it('links a team’s news back to the team', async () => {
    mockServer({
      [`GET /api/news/${NEWS_ID}`]: {
        body: newsItem({ owner: { kind: 'team', id: NEWS_ID, name: 'Rovers' }, leagueId: null }),
      },
    });
    show();
    expect(await screen.findByRole('link', { name: /Back to Rovers/ })).toHaveAttribute(
      'href',
      `/observe/team/${NEWS_ID}`,
    );
  });

  it('says so when the item is missing or a draft', async () => {
    mockServer({});
    show();
    expect(await screen.findByText('This news item does not exist or is not published.')).toBeInTheDocument();
  });
});
