import { describe, expect, it } from 'vitest';
import { AddressBody, isSafeReturnUrl, SetPhoneBody, VerifyPhoneBody } from './security.ts';

const publicUrl = 'https://matchday.example';

describe('isSafeReturnUrl', () => {
  it.each([
    ['/admin/profile', true],
    ['/competitions?sportKindId=1', true],
    ['/', true],
    ['https://matchday.example/observe/league/1', true],
    ['https://matchday.example', true],
  ])('allows %s', (url, expected) => {
    expect(isSafeReturnUrl(url, publicUrl)).toBe(expected);
  });

  it.each([
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['https://matchday.example.evil.example/'],
    ['http://matchday.example/'],
    ['javascript:alert(1)'],
    ['/\tfoo'],
    ['relative/path'],
    [''],
  ])('refuses %s', (url) => {
    expect(isSafeReturnUrl(url, publicUrl)).toBe(false);
  });

  it('refuses a missing url', () => {
    expect(isSafeReturnUrl(undefined, publicUrl)).toBe(false);
    expect(isSafeReturnUrl(null, publicUrl)).toBe(false);
  });

  // Issue 30: sign-in from a league site comes back to the league site's page, and nowhere else.
  it.each([
    ['https://riverside.matchday.example/champ/1', 'matchday.example', true],
    ['https://riverside.matchday.example', 'matchday.example', true],
    ['http://matchday.localhost:3100/login', 'matchday.localhost:3100', true],
    [
      'http://riverside.matchday.localhost:3100/observe/match-center/9?tab=chat',
      'matchday.localhost:3100',
      true,
    ],
    ['https://riverside.matchday.example/champ/1', undefined, false],
    ['https://a.b.matchday.example/', 'matchday.example', false],
    ['http://riverside.matchday.example/', 'matchday.example', false],
    ['https://riverside.matchday.example:8443/', 'matchday.example', false],
    ['https://riverside.matchday.example.evil.example/', 'matchday.example', false],
    ['https://evilmatchday.example/', 'matchday.example', false],
    ['https://user@riverside.matchday.example/', 'matchday.example', false],
    ['https://ri_ver.matchday.example/', 'matchday.example', false],
  ])('league site %s with web-engine domain %s: %s', (url, webEngineDomain, expected) => {
    const base = webEngineDomain?.includes('localhost') ? 'http://localhost:3100' : publicUrl;
    expect(isSafeReturnUrl(url, base, webEngineDomain)).toBe(expected);
  });

  it("takes the main site's port for a web-engine domain that names none", () => {
    const devUrl = 'http://matchday.localhost:3000';
    expect(isSafeReturnUrl('http://riverside.matchday.localhost:3000/', devUrl, 'matchday.localhost')).toBe(
      true,
    );
    expect(isSafeReturnUrl('http://riverside.matchday.localhost:4000/', devUrl, 'matchday.localhost')).toBe(
      false,
    );
  });
});

describe('security payloads', () => {
  it('upper-cases the country code and refuses a three-letter one', () => {
    expect(
      AddressBody.parse({ line1: '1 High St', city: 'Leeds', postalCode: 'LS1 1AA', country: 'gb' }).country,
    ).toBe('GB');
    expect(AddressBody.safeParse({ line1: 'x', city: 'y', postalCode: 'z', country: 'GBR' }).success).toBe(
      false,
    );
  });

  it('accepts only international phone numbers and six-digit codes', () => {
    expect(SetPhoneBody.safeParse({ phoneNumber: '+447700900123' }).success).toBe(true);
    expect(SetPhoneBody.safeParse({ phoneNumber: '07700900123' }).success).toBe(false);
    expect(VerifyPhoneBody.safeParse({ code: '123456' }).success).toBe(true);
    expect(VerifyPhoneBody.safeParse({ code: '12345' }).success).toBe(false);
  });
});
