import { describe, expect, it } from 'vitest';
import {
  ALL_SPORTS_OPTION,
  DEFAULT_PAGE_INDEX,
  DEFAULT_PAGE_SIZE,
  defaultStageStats,
  OFFER_DATE_RANGE_LIMIT_DAYS,
  OFFER_TEAM_LIST_SIZE,
  PLAYER_MATCHES_PAGE_SIZE,
  PLAYER_STATS_GROUPING_OPTION,
  TEAM_OPTION_IMAGE_SIZE,
} from './constants.ts';
import { toMediaUrl } from './media.ts';
import { toQueryString, withQuery } from './query-string.ts';
import { filterTeamsByName, findTeamByExactName } from './team-filter.ts';

describe('toQueryString (spec §5: drop null and undefined)', () => {
  it.each([
    [{}, ''],
    [{ a: null, b: undefined }, ''],
    [{ pageIndex: 0, pageSize: 100 }, 'pageIndex=0&pageSize=100'],
    [{ keyword: null, sportKindId: 3, isOnlyMyTeams: true }, 'sportKindId=3&isOnlyMyTeams=true'],
    [{ teamName: '' }, 'teamName='],
    [{ q: 'a b&c=é' }, 'q=a%20b%26c%3D%C3%A9'],
    [{ teamIds: ['x', null, 'y'] }, 'teamIds=x&teamIds=y'],
    [{ flag: false }, 'flag=false'],
  ])('%j → %s', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });

  it.each([
    ['/champs/1/news', { pageIndex: 0, x: null }, '/champs/1/news?pageIndex=0'],
    ['/champs', { x: undefined }, '/champs'],
    ['/a?b=1', { c: 2 }, '/a?b=1&c=2'],
  ])('withQuery(%s)', (path, params, expected) => {
    expect(withQuery(path, params)).toBe(expected);
  });
});

describe('toMediaUrl (spec §3 media ids)', () => {
  const base = 'https://storage.example.test/bucket/';
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['   ', ''],
    ['https://cdn.test/a.png', 'https://cdn.test/a.png'],
    ['http://cdn.test/a.png', 'http://cdn.test/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['images/a.png', 'https://storage.example.test/bucket/images/a.png'],
    ['/images/a.png', 'https://storage.example.test/bucket/images/a.png'],
  ])('%s → %s', (id, expected) => {
    expect(toMediaUrl(id, base)).toBe(expected);
  });

  it('joins to a base without trailing slash and to an empty base', () => {
    expect(toMediaUrl('a.png', '/storage')).toBe('/storage/a.png');
    expect(toMediaUrl('a.png', '')).toBe('/a.png');
  });
});

describe('team filter (spec §5)', () => {
  const teams = [
    { id: '1', name: 'Real Madrid' },
    { id: '2', name: 'real sociedad' },
    { id: '3', name: 'Barcelona' },
    { id: '4', displayName: 'Real Betis' },
  ];
  it.each([
    ['', ['1', '2', '3', '4']],
    ['real', ['1', '2', '4']],
    ['REAL M', ['1']],
    ['bar', ['3']],
    ['madrid', []],
  ])('"%s" keeps %j', (text, ids) => {
    expect(filterTeamsByName(teams, text).map((t) => t.id)).toEqual(ids);
  });

  it.each([
    ['Real Madrid', '1'],
    ['real madrid', undefined],
    ['Real', undefined],
    ['Real Betis', '4'],
    ['', undefined],
  ])('submit "%s" → %s', (text, id) => {
    expect(findTeamByExactName(teams, text)?.id).toBe(id);
  });
});

describe('constants (spec §9)', () => {
  it('names the spec values', () => {
    expect([DEFAULT_PAGE_INDEX, DEFAULT_PAGE_SIZE, PLAYER_MATCHES_PAGE_SIZE, OFFER_TEAM_LIST_SIZE]).toEqual([
      0, 100, 20, 64,
    ]);
    expect([OFFER_DATE_RANGE_LIMIT_DAYS, PLAYER_STATS_GROUPING_OPTION, TEAM_OPTION_IMAGE_SIZE]).toEqual([
      365, 1, 32,
    ]);
    expect(ALL_SPORTS_OPTION).toEqual({ label: 'All Sports', value: null });
  });

  it('returns a fresh stage stats default each time', () => {
    const a = defaultStageStats();
    expect(a).toEqual({ items: [], pageIndex: -1 });
    a.items.push(1);
    expect(defaultStageStats()).toEqual({ items: [], pageIndex: -1 });
  });
});
