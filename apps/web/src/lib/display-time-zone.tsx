import { createContext, type ReactNode, useContext } from 'react';

/**
 * The time zone (IANA) the app shows wall-clock dates and times in: the visitor's. It is data, passed to every
 * formatter (lib/zoned-time.ts, `Intl` with `timeZone`), never the process's own zone: the server draws pages
 * for visitors in every zone at once, and a test states the zone it expects. Without a provider it is UTC, so
 * nothing silently depends on the zone of the machine that draws.
 */
const DisplayTimeZoneContext = createContext<string>('UTC');

export function DisplayTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <DisplayTimeZoneContext value={timeZone}>{children}</DisplayTimeZoneContext>;
}

/** The zone to show times in (the nearest DisplayTimeZoneProvider's, else UTC). */
export function useDisplayTimeZone(): string {
  return useContext(DisplayTimeZoneContext);
}

/**
 * The zone the browser (or Node) runs in, as Intl reports it; UTC when it reports none. Note that the first Intl
 * call of a page loads the platform's locale data (lib/kick-off.ts says what that costs on a phone).
 */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
