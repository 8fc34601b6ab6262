import type { NewsItem, NewsSummary } from '@matchday/contracts';

export const NEWS_ID = '11111111-1111-4111-8111-111111111111';
export const LEAGUE_ID = '22222222-2222-4222-8222-222222222222';

export function newsSummary(overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id: NEWS_ID,
    title: 'Derby day report',
    excerpt: 'Rovers won the derby.',
    image: null,
    status: 'published',
    publishedAt: '2026-11-20T18:00:00.000Z',
    owner: { kind: 'league', id: LEAGUE_ID, name: 'Harbour League' },
    leagueId: LEAGUE_ID,
    authorId: 'u1',
    authorName: 'Ada',
    canEdit: false,
    createdAt: '2026-11-20T18:00:00.000Z',
    updatedAt: '2026-11-20T18:00:00.000Z',
    ...overrides,
  };
}

export function newsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return { ...newsSummary(), body: '<p>Rovers <strong>won</strong> the derby.</p>', ...overrides };
}

export const paged = <T>(items: T[], totalItems = items.length) => ({
  items,
  totalItems,
  pageIndex: 0,
  pageSize: 100,
});
