/**
 * Tells the server the visitor's time zone (the `tz` cookie, TIME_ZONE_COOKIE of @matchday/contracts, repeated
 * here to keep zod out of the entry; time-zone-cookie.test.ts checks they agree): the answers it sends with a
 * page (ADR 0024) are then for the visitor's own day ("today's matches"). A first visit gets UTC's.
 */
export const TIME_ZONE_COOKIE = 'tz';

export function rememberTimeZone(doc: Document = document): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  doc.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; SameSite=Lax`;
}
