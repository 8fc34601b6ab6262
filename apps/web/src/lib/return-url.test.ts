import { describe, expect, it } from 'vitest';
import { isOtherSite, toLoginPath, toSafeReturnPath } from './return-url.ts';

const origin = 'https://matchday.example';

describe('toSafeReturnPath', () => {
  it.each([
    ['/admin/profile', '/admin/profile'],
    ['/competitions?sportKindId=2#top', '/competitions?sportKindId=2#top'],
    ['https://matchday.example/admin/outbox?page=2', '/admin/outbox?page=2'],
  ])('follows %s on this site', (value, expected) => {
    expect(toSafeReturnPath(value, origin)).toBe(expected);
  });

  it.each([
    '//evil.example/login',
    '/\\evil.example',
    'https://evil.example/admin',
    'http://matchday.example.evil.example/',
    'javascript:alert(1)',
    '/admin\n//evil',
    '',
    null,
    undefined,
  ])('falls back to / for %s', (value) => {
    expect(toSafeReturnPath(value, origin)).toBe('/');
  });

  it('uses the given fallback for an unsafe value', () => {
    expect(toSafeReturnPath('https://evil.example', origin, '/admin/profile')).toBe('/admin/profile');
  });
});

describe('toLoginPath', () => {
  it('encodes the path to return to', () => {
    expect(toLoginPath('/admin/outbox?page=2')).toBe('/login?returnUrl=%2Fadmin%2Foutbox%3Fpage%3D2');
    expect(toLoginPath('/', 'register')).toBe('/register?returnUrl=%2F');
  });
});

describe('toSafeReturnPath to a league site (issue 30)', () => {
  const engine = 'matchday.example';
  it('keeps a page of a league site as its full address', () => {
    const page = 'https://riverside.matchday.example/champ/7';
    expect(toSafeReturnPath(page, origin, '/', engine)).toBe(page);
    expect(isOtherSite(toSafeReturnPath(page, origin, '/', engine))).toBe(true);
  });

  it('refuses another site, a deeper name, or a league site when no web-engine domain is known', () => {
    expect(toSafeReturnPath('https://evil.example/', origin, '/', engine)).toBe('/');
    expect(toSafeReturnPath('https://a.b.matchday.example/', origin, '/', engine)).toBe('/');
    expect(toSafeReturnPath('https://riverside.matchday.example/', origin)).toBe('/');
    expect(isOtherSite('/admin/profile')).toBe(false);
  });
});
