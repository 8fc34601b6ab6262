/**
 * The visitor's time zone, as the server and the web app both name it (ADR 0026): the web app tells the server
 * the zone in a cookie, and the server draws a page's times and "today" in it. Free of zod.
 */

/** The cookie in which the web app tells the server the visitor's time zone (an IANA name). */
export const TIME_ZONE_COOKIE = 'tz';

/** Whether `timeZone` is one the platform knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
