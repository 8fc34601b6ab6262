import { browserTimeZone } from '../lib/display-time-zone.tsx';

/**
 * Tells the server the visitor's time zone (the `tz` cookie, TIME_ZONE_COOKIE of @matchday/contracts, repeated
 * here to keep zod out of the entry; time-zone-cookie.test.ts checks they agree): the server draws the next page
 * in it, its times and "today" the visitor's (ADR 0026). A first visit gets UTC's, and the app then shows its own.
 */
export const TIME_ZONE_COOKIE = 'tz';

export function rememberTimeZone(doc: Document = document): void {
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; SameSite=Lax`;
}
