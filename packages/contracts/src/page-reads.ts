import { api } from './api.ts';
import { toRoutePath } from './route.ts';

/**
 * What the first screen of each public page asks the API, so the server can send the answers with the page
 * (ADR 0024, ./initial-reads.ts). These are the web app's own calls, path and query as it writes them: a read
 * listed here that the page does not ask is sent for nothing, and one the page asks that is missing here is
 * asked as before. apps/web/src/api/page-reads.test.tsx renders each page from these answers and fails when
 * the page still asks for something at first render, or when something listed is not asked.
 *
 * Only what any visitor may read is listed, plus the session (whose answer is the caller's own): the server
 * asks each with the page request's own cookies, so every answer is the one the app would have been given.
 */

/** A page load, as the server routes it: on the main site, or on a league's own site. */
export type PageAddress =
  | { site: 'main'; path: string }
  | { site: 'league'; subdomain: string; path: string };

/**
 * One read's answer: its JSON as sent, and its value for a read that depends on it (parsed only then: a season's
 * fixtures are a few hundred kilobytes that go into the page as they are).
 */
export interface ReadAnswer {
  json: string;
  value(): unknown;
}

/** Asks one call path (`/api/champs/7`); `undefined` when it did not succeed. */
export type ReadCall = (callPath: string) => Promise<ReadAnswer | undefined>;

/** What a page reads, given a way to read; the reads that depend on an answer wait for it. */
export type PageReads = (read: ReadCall) => Promise<void>;

/**
 * The visitor's day, which pages that show "today" ask with: its date (`YYYY-MM-DD`) and its first and last
 * millisecond as ISO instants, in the visitor's time zone (the `tz` cookie the web app sets, else UTC), as the
 * browser computes them (local midnight, and 23:59:59.999).
 */
export interface VisitorDay {
  date: string;
  start: string;
  end: string;
}

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

/** The wall-clock fields of `instant` in `timeZone`, as the UTC milliseconds of the same fields. */
function wallClockOf(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const ms = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
    ms,
  );
}

/** The instant whose wall clock in `timeZone` reads `wall` (UTC milliseconds of the wanted fields). */
function instantOfWallClock(wall: number, timeZone: string): number {
  let instant = wall - (wallClockOf(wall, timeZone) - wall);
  // Once more: the offset at the first guess may differ from the offset at the answer (a DST change between).
  instant = wall - (wallClockOf(instant, timeZone) - instant);
  return instant;
}

/** The visitor's day at `now` in `timeZone`. */
export function visitorDay(now: Date, timeZone: string): VisitorDay {
  const wall = wallClockOf(now.getTime(), timeZone);
  const date = new Date(wall).toISOString().slice(0, 10);
  const midnight = Date.parse(`${date}T00:00:00.000Z`);
  return {
    date,
    start: new Date(instantOfWallClock(midnight, timeZone)).toISOString(),
    end: new Date(instantOfWallClock(midnight + 86_399_999, timeZone)).toISOString(),
  };
}

/** The first screens' page sizes, as the web app's pages ask them. */
export const PAGE_READ_SIZES = {
  homeLists: 6,
  competitionsBrowse: 24,
  leagueChamps: 20,
  leagueSiteChamps: 24,
  leagueSiteTeams: 60,
  news: 5,
  champTeams: 500,
} as const;

const size = PAGE_READ_SIZES;

type Params = Record<string, string | number>;
type Query = Record<string, string | number>;

/** A route's call path with its parameters and query (in the order written; `toReadKey` sorts them). */
function callPath(route: { path: string }, params?: Params, query?: Query): string {
  const path = toRoutePath(route.path, params);
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return `${path}?${search.toString()}`;
}

/** The session's read: `null` for a visitor without a session cookie, whom the server need not ask about. */
export const SESSION_READ = callPath(api.security.getSession);
const session = SESSION_READ;
const sportTypes = callPath(api.reference.listSportTypes);
const stats = callPath(api.stats.getStats);

function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

function firstItemOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) ? items[0] : undefined;
}

/** The competition page (main site and a league site's `/champ/{id}`), then its league's header. */
async function competitionReads(id: string, read: ReadCall): Promise<void> {
  const [champ] = await Promise.all([
    read(callPath(api.champs.getChamp, { id })),
    read(callPath(api.registrations.getRegistrationSettings, { id })),
    read(callPath(api.stages.listStages, { id })),
    read(callPath(api.fixtures.listChampFixtures, { id })),
    read(callPath(api.champs.listChampTeams, { id }, { pageIndex: 0, pageSize: size.champTeams })),
    read(callPath(api.news.listChampNews, { id }, { pageIndex: 0, pageSize: size.news })),
  ]);
  const leagueId = (champ?.value() as { champLeagueId?: unknown } | undefined)?.champLeagueId;
  if (typeof leagueId === 'string') await read(callPath(api.leagues.getLeague, { id: leagueId }));
}

/** The league site's top: the league, its page configuration, and what its sections show. */
async function leagueSiteReads(subdomain: string, read: ReadCall): Promise<string | undefined> {
  const list = await read(
    callPath(api.leagues.listLeagues, undefined, { subdomain, pageIndex: 0, pageSize: 1 }),
  );
  const leagueId = idOf(firstItemOf(list?.value()));
  if (leagueId === undefined) return undefined;
  await read(callPath(api.leagues.getPageConfiguration, { id: leagueId }));
  return leagueId;
}

/** The public pages whose first screens are listed here (their reads, and the chunks the web app loads). */
export const PUBLIC_PAGES = [
  'home',
  'competitions',
  'about',
  'competition',
  'match',
  'league',
  'leagueSiteHome',
  'leagueSiteChamp',
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** Which public page an address shows, with its id (or the league site's subdomain); `null` for any other. */
export function publicPageOf(
  address: PageAddress,
): { page: PublicPage; id: string; subdomain: string } | null {
  const path = address.path.replace(/\/+$/, '') || '/';
  const [, first, second, id, extra] = path.split('/');
  if (address.site === 'league') {
    const { subdomain } = address;
    if (path === '/') return { page: 'leagueSiteHome', id: '', subdomain };
    if (first === 'champ' && second && id === undefined)
      return { page: 'leagueSiteChamp', id: second, subdomain };
    return null;
  }
  if (path === '/') return { page: 'home', id: '', subdomain: '' };
  if (path === '/competitions') return { page: 'competitions', id: '', subdomain: '' };
  if (path === '/about-us') return { page: 'about', id: '', subdomain: '' };
  if (first !== 'observe' || !id || extra !== undefined) return null;
  const observed: Record<string, PublicPage> = {
    competition: 'competition',
    'match-center': 'match',
    league: 'league',
  };
  const page = second === undefined ? undefined : observed[second];
  return page === undefined ? null : { page, id, subdomain: '' };
}

/**
 * The reads of a page's first screen, or `null` for a page with none listed. `day` is the visitor's: the home
 * page asks the matches from their date on, a league site the matches of their day.
 */
export function pageReadsOf(address: PageAddress, day: VisitorDay): PageReads | null {
  const found = publicPageOf(address);
  if (found === null) return null;
  const { id, subdomain } = found;
  switch (found.page) {
    case 'leagueSiteHome':
      return async (read) => {
        const [leagueId] = await Promise.all([leagueSiteReads(subdomain, read), read(session)]);
        if (leagueId === undefined) return;
        const [champs] = await Promise.all([
          read(
            callPath(
              api.champs.listLeagueChamps,
              { id: leagueId },
              { pageIndex: 0, pageSize: size.leagueSiteChamps },
            ),
          ),
          read(
            callPath(
              api.champs.listLeagueTeams,
              { id: leagueId },
              { pageIndex: 0, pageSize: size.leagueSiteTeams },
            ),
          ),
          read(callPath(api.news.listLeagueNews, { id: leagueId }, { pageIndex: 0, pageSize: size.news })),
          read(callPath(api.calendar.getCalendar, undefined, { leagueId, from: day.start, to: day.end })),
        ]);
        // The newest competition is the site's featured one: its fixtures and standings are on the page.
        const featuredId = idOf(firstItemOf(champs?.value()));
        if (featuredId === undefined) return;
        await Promise.all([
          read(callPath(api.fixtures.listChampFixtures, { id: featuredId })),
          read(callPath(api.stages.listStages, { id: featuredId })),
        ]);
      };
    case 'leagueSiteChamp':
      return async (read) => {
        await Promise.all([leagueSiteReads(subdomain, read), read(session), competitionReads(id, read)]);
      };
    case 'home': {
      const list = { pageIndex: 0, pageSize: size.homeLists };
      return async (read) => {
        await Promise.all([
          read(session),
          read(stats),
          read(sportTypes),
          read(callPath(api.champs.listChamps, undefined, list)),
          read(
            callPath(api.fixtures.searchFixtures, undefined, {
              status: 'live,halftime',
              sort: 'asc',
              ...list,
            }),
          ),
          read(
            callPath(api.fixtures.searchFixtures, undefined, {
              status: 'scheduled',
              from: day.date,
              sort: 'asc',
              ...list,
            }),
          ),
        ]);
      };
    }
    case 'competitions':
      return async (read) => {
        await Promise.all([
          read(session),
          read(sportTypes),
          read(
            callPath(api.champs.listChamps, undefined, { pageIndex: 0, pageSize: size.competitionsBrowse }),
          ),
        ]);
      };
    case 'about':
      return async (read) => {
        await Promise.all([read(session), read(stats)]);
      };
    case 'competition':
      return async (read) => {
        await Promise.all([read(session), read(sportTypes), competitionReads(id, read)]);
      };
    case 'match':
      return async (read) => {
        await Promise.all([
          read(session),
          read(sportTypes),
          read(callPath(api.matchSheets.getMatchSheet, { id })),
        ]);
      };
    case 'league':
      return async (read) => {
        await Promise.all([
          read(session),
          read(callPath(api.leagues.getLeague, { id })),
          read(callPath(api.leagues.getPageConfiguration, { id })),
          read(callPath(api.champs.listLeagueChamps, { id }, { pageIndex: 0, pageSize: size.leagueChamps })),
          read(callPath(api.news.listLeagueNews, { id }, { pageIndex: 0, pageSize: size.news })),
        ]);
      };
  }
}
