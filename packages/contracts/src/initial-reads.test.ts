import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toReadKey } from './initial-reads.ts';
import { pageReadsOf } from './page-reads.ts';

describe('toReadKey', () => {
  it('sorts the query parameters, so the server and the app agree whatever order each writes', () => {
    expect(toReadKey('/api/champs/7/teams?pageSize=500&pageIndex=0')).toBe(
      '/api/champs/7/teams?pageIndex=0&pageSize=500',
    );
    expect(toReadKey('/api/sport-types')).toBe('/api/sport-types');
    expect(toReadKey('/api/sport-types?')).toBe('/api/sport-types');
  });

  it('gives the same key for any order of the same parameters', () => {
    const name = fc.constantFrom('a', 'b', 'pageIndex', 'pageSize', 'status');
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, fc.string()), { selector: ([key]) => key }), (pairs) => {
        const write = (list: [string, string][]) => `/api/x?${new URLSearchParams(list).toString()}`;
        expect(toReadKey(write(pairs))).toBe(toReadKey(write([...pairs].reverse())));
      }),
    );
  });
});

describe('pageReadsOf', () => {
  it('lists no reads for pages that are not public first screens', () => {
    for (const path of ['/admin/leagues', '/observe/competition', '/observe/competition/7/extra', '/login']) {
      expect(pageReadsOf({ site: 'main', path }, '2026-05-01'), path).toBeNull();
    }
    expect(pageReadsOf({ site: 'league', subdomain: 'harbour', path: '/news/7' }, '2026-05-01')).toBeNull();
  });

  it("stops a league site's reads when the subdomain names no league", async () => {
    const asked: string[] = [];
    const reads = pageReadsOf({ site: 'league', subdomain: 'nobody', path: '/' }, '2026-05-01');
    await reads?.(async (callPath) => {
      asked.push(callPath);
      return callPath.startsWith('/api/champ-leagues?') ? { items: [], totalItems: 0 } : null;
    });
    expect(asked.sort()).toEqual([
      '/api/champ-leagues?subdomain=nobody&pageIndex=0&pageSize=1',
      '/security/v1/auth/get-session',
    ]);
  });
});
