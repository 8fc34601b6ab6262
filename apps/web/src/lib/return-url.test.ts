import { describe, expect, it } from 'vitest';
import { toLoginPath, toSafeReturnPath } from './return-url.ts';

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
