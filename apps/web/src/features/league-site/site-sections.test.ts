import { LEAGUE_SITE_SECTIONS } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { toFirstTab, toSiteBlocks } from './site-sections.ts';

describe('toSiteBlocks', () => {
  it('lays out the default page: live, competitions, the competition beside the chat, news, teams', () => {
    expect(toSiteBlocks(LEAGUE_SITE_SECTIONS)).toEqual([
      { kind: 'live' },
      { kind: 'competitions' },
      { kind: 'featuredWithChat', tabs: ['results', 'fixtures', 'standings'], chatFirst: false },
      { kind: 'news' },
      { kind: 'teams' },
    ]);
  });

  it('gathers results, fixtures and standings into one block where the first of them is, in their order', () => {
    expect(toSiteBlocks(['standings', 'news', 'results', 'teams'])).toEqual([
      { kind: 'featured', tabs: ['standings', 'results'] },
      { kind: 'news' },
      { kind: 'teams' },
    ]);
  });

  it('puts the chat beside the competition when it comes just before it, and alone otherwise', () => {
    expect(toSiteBlocks(['chat', 'fixtures'])).toEqual([
      { kind: 'featuredWithChat', tabs: ['fixtures'], chatFirst: true },
    ]);
    expect(toSiteBlocks(['chat', 'news', 'fixtures'])).toEqual([
      { kind: 'chat' },
      { kind: 'news' },
      { kind: 'featured', tabs: ['fixtures'] },
    ]);
  });

  it('shows nothing for no sections', () => {
    expect(toSiteBlocks([])).toEqual([]);
  });
});

describe('toFirstTab', () => {
  it.each([
    [['results', 'fixtures', 'standings'], true, 'results'],
    [['results', 'fixtures', 'standings'], false, 'fixtures'],
    [['results'], false, 'results'],
    [['standings', 'results'], false, 'standings'],
  ] as const)('opens %j (results played: %s) on %s', (tabs, hasResults, first) => {
    expect(toFirstTab(tabs, hasResults)).toBe(first);
  });
});
