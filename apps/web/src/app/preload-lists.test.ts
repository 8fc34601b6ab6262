import { describe, expect, it } from 'vitest';
import { skipAdminPreloads } from '../../build/admin-preload.ts';

/** build/admin-preload.ts: which lazy chunks keep their preload lists in the chunk that imports them. */
describe('skipAdminPreloads', () => {
  const resolve = skipAdminPreloads();
  const deps = ['assets/Box-abcdefgh.js', 'assets/Text-abcdefgh.js'];
  const fromMain = { hostId: 'assets/index-abcdefgh.js', hostType: 'js' as const };
  const fromSite = { hostId: 'assets/league-site-routes-abcdefgh.js', hostType: 'js' as const };

  it('keeps a public page’s list and drops an admin page’s', () => {
    expect(resolve('assets/HomePage-abcdefgh.js', deps, fromMain)).toEqual(deps);
    expect(resolve('assets/AdminLayout-abcdefgh.js', deps, fromMain)).toEqual([]);
  });

  it('keeps on a league site only the lists of the pages a visitor lands on', () => {
    expect(resolve('assets/LeagueSiteHomePage-abcdefgh.js', deps, fromSite)).toEqual(deps);
    expect(resolve('assets/LeagueSiteChampPage-abcdefgh.js', deps, fromSite)).toEqual(deps);
    expect(resolve('assets/ObserveTeamPage-abcdefgh.js', deps, fromSite)).toEqual([]);
    // The same page keeps its list where the main site imports it.
    expect(resolve('assets/ObserveTeamPage-abcdefgh.js', deps, fromMain)).toEqual(deps);
  });
});
