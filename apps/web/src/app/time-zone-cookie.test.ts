import { TIME_ZONE_COOKIE as contractsName } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { rememberTimeZone, TIME_ZONE_COOKIE } from './time-zone-cookie.ts';

describe('the time zone cookie', () => {
  it('has the name the server reads, and holds the browser’s time zone', () => {
    expect(TIME_ZONE_COOKIE).toBe(contractsName);
    rememberTimeZone();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  });
});
