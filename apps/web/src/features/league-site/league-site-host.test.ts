import { describe, expect, it } from 'vitest';
import { findLeagueSiteSubdomain, toMainSiteUrl } from './league-site-host.ts';

describe('findLeagueSiteSubdomain', () => {
  it.each([
    ['harbour.localhost', 'localhost:3000', 'harbour'],
    ['Harbour.Matchday.app', 'matchday.app', 'harbour'],
    ['localhost', 'localhost:3000', null],
    ['matchday.app', 'matchday.app', null],
    ['a.b.matchday.app', 'matchday.app', null],
    ['harbour.example.com', 'matchday.app', null],
    ['evilmatchday.app', 'matchday.app', null],
  ])('%s under %s is %s', (hostname, domain, expected) => {
    expect(findLeagueSiteSubdomain(hostname, domain)).toBe(expected);
  });
});

describe('toMainSiteUrl', () => {
  it('keeps the port the setting names', () => {
    expect(toMainSiteUrl('/login', 'localhost:3000', { protocol: 'http:', port: '3000' })).toBe(
      'http://localhost:3000/login',
    );
  });

  it("adds the page's port when the setting names none", () => {
    expect(toMainSiteUrl('/login', 'localhost', { protocol: 'http:', port: '3998' })).toBe(
      'http://localhost:3998/login',
    );
    expect(toMainSiteUrl('/login', 'matchday.app', { protocol: 'https:', port: '' })).toBe(
      'https://matchday.app/login',
    );
  });
});
