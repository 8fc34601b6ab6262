import { createHash, createHmac } from 'node:crypto';
import {
  CALENDAR_MAX_ITEMS,
  CALENDAR_MAX_RANGE_DAYS,
  type CalendarFeedLink,
  type CalendarFixture,
  type CalendarPage,
  type CalendarQuery,
  type Fixture,
} from '@matchday/contracts';
import {
  generateICalendar,
  type IcalEvent,
  type IcalEventStatus,
  matchDurationMinutes,
} from '@matchday/domain';
import { ensureSignedIn } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import * as champs from '../champs/champs.service.ts';
import * as favorites from '../favorites/favorites.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as leagues from '../leagues/leagues.service.ts';
import * as players from '../players/players.service.ts';
import { listSportTypes } from '../reference/reference.service.ts';
import * as teams from '../teams/teams.service.ts';
import * as venues from '../venues/venues.service.ts';
import * as repo from './calendar.repo.ts';

/**
 * The calendar (spec §2 `/calendar`) and its iCalendar feeds (RFC 5545). This module has one table of its own
 * (the favourites feed tokens) and sits on top like favorites and user-stats: it reads fixtures, competitions,
 * leagues, teams, players, venues and favourites through their services, and nothing uses it.
 *
 * Feeds list dated fixtures (no byes) from a year back on, at most FEED_MAX_EVENTS, soonest first. Times are
 * UTC (`…Z`): no VTIMEZONE is needed and every client shows them in its own zone (domain `generateICalendar`).
 * A player's feed lists the matches of the teams the player is in a competition's squad for, in that
 * competition: the same matches as the player's page (`/fixture/player/{id}`), not every match of every team
 * the player was ever on the roster of.
 */

/** How far back a feed reaches, in days: last season's results stay, older ones drop off. */
const FEED_PAST_DAYS = 366;
/** The most events one feed carries. */
const FEED_MAX_EVENTS = 2000;
/** A subscriber's refresh interval, in minutes (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH_MINUTES = 60;
/** Enough for any sport, league or favourites list a person keeps; the fixture query bounds the rest. */
const MAX_CHAMPS = 10_000;

/** Where the site lives and the key of the favourites feeds' tokens: from the configuration, via the routes. */
export interface CalendarSite {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** HMAC key of the favourites feeds' tokens (derived from AUTH_SECRET). */
  tokenKey: string;
}

// ---- the JSON calendar ------------------------------------------------------------------------------------------

/** A bare date starts at 00:00 UTC; as an upper bound it includes that whole day. */
function toBound(value: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  }
  return new Date(value);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `GET /calendar`: dated fixtures in a bounded range, soonest first, by the filters given (all must match). */
export async function listCalendar(ctx: RequestContext, query: CalendarQuery): Promise<CalendarPage> {
  const from = toBound(query.from, false);
  const to = toBound(query.to, true);
  if (from > to) {
    throw AppError.invalid('calendar.range_invalid', 'The start of the range must come before its end.', [
      { field: 'querystring.from', message: 'Must be before `to`.' },
    ]);
  }
  if (to.getTime() - from.getTime() > (CALENDAR_MAX_RANGE_DAYS + 1) * DAY_MS) {
    throw AppError.invalid(
      'calendar.range_too_long',
      `The calendar shows at most ${CALENDAR_MAX_RANGE_DAYS} days at a time.`,
      [{ field: 'querystring.to', message: `At most ${CALENDAR_MAX_RANGE_DAYS} days after \`from\`.` }],
    );
  }
  const filter: fixtures.DatedFixtureFilter = { from, to, teamId: query.teamId };
  if (query.favorites) filter.anyOf = await scopeOfFavorites(ctx, ensureSignedIn(ctx).id);
  let champIds: string[] | undefined;
  const narrow = (ids: string[]) => {
    champIds = champIds === undefined ? ids : champIds.filter((id) => ids.includes(id));
  };
  if (query.sportKindId) {
    const leagueIds = await leagues.findLeagueIds(ctx, { sportKindId: query.sportKindId });
    narrow(await champIdsOfLeagues(ctx, leagueIds));
  }
  if (query.leagueId) narrow(await champIdsOfLeagues(ctx, [query.leagueId]));
  if (query.champId) narrow([query.champId]);
  if (champIds !== undefined) filter.champIds = champIds;
  const page = await fixtures.findDatedFixtures(ctx, filter, CALENDAR_MAX_ITEMS);
  const details = await detailsOf(
    ctx,
    page.items.map((i) => i.fixture),
  );
  return {
    items: page.items.map(({ fixture: f }) => toCalendarFixture(f, details)),
    totalItems: page.totalItems,
    truncated: page.totalItems > page.items.length,
  };
}

async function champIdsOfLeagues(ctx: RequestContext, leagueIds: string[]): Promise<string[]> {
  const page = await champs.findChampViewsOfLeagues(ctx, leagueIds, MAX_CHAMPS);
  return page.items.map((v) => v.champ.id);
}

/**
 * The fixtures a user's favourites reach: those of their competitions and of their leagues' competitions,
 * those their teams play, and those of their players (each player's squad entries, as a player's feed).
 */
async function scopeOfFavorites(
  ctx: RequestContext,
  userId: string,
): Promise<NonNullable<fixtures.DatedFixtureFilter['anyOf']>> {
  const ids = await favorites.findFavoriteIdsOf(ctx, userId);
  const [leagueChampIds, pairLists] = await Promise.all([
    champIdsOfLeagues(ctx, ids.champLeague),
    Promise.all(ids.player.map((id) => players.findSquadEntriesOfPlayer(ctx, id))),
  ]);
  return {
    champIds: [...new Set([...ids.champ, ...leagueChampIds])],
    teamIds: ids.team,
    pairs: pairLists.flat().map((e) => ({ champId: e.champId, teamId: e.teamId })),
  };
}

/** What the calendar adds to fixtures: league, sport, match duration and venue of each, in bulk. */
interface Details {
  champOf: Map<string, champs.ChampView>;
  venueOf: Map<string, venues.VenueRow>;
  minutesOf: (sportKindId: string) => number;
}

async function detailsOf(ctx: RequestContext, list: Fixture[]): Promise<Details> {
  const [views, venueRows, sports] = await Promise.all([
    champs.findChampViews(ctx, [...new Set(list.map((f) => f.champId))]),
    venues.findVenueRows(ctx, [
      ...new Set(list.map((f) => f.venueId).filter((id): id is string => id !== null)),
    ]),
    list.length > 0 ? listSportTypes(ctx) : Promise.resolve([]),
  ]);
  const isESport = new Map(sports.map((s) => [s.id, s.isESport]));
  return {
    champOf: new Map(views.map((v) => [v.champ.id, v])),
    venueOf: new Map(venueRows.map((v) => [v.id, v])),
    minutesOf: (sportKindId) => matchDurationMinutes(sportKindId, isESport.get(sportKindId) ?? false),
  };
}

function toCalendarFixture(f: Fixture, details: Details): CalendarFixture {
  const view = details.champOf.get(f.champId);
  const sportKindId = view?.sportKindId ?? '';
  const startsAt = new Date(f.startsAt!);
  const venue = f.venueId ? details.venueOf.get(f.venueId) : undefined;
  return {
    id: f.id,
    champId: f.champId,
    champName: f.champName,
    leagueId: view?.leagueId ?? f.champId,
    leagueName: view?.leagueName ?? '',
    sportKindId,
    stageName: f.stageName,
    groupName: f.groupName,
    round: f.round,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    homeTeamName: f.homeTeamName,
    awayTeamName: f.awayTeamName,
    homeScore: f.homeScore,
    awayScore: f.awayScore,
    status: f.status,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + details.minutesOf(sportKindId) * 60_000).toISOString(),
    venueId: f.venueId,
    venueName: f.venueName,
    venueCity: venue?.city ?? null,
    referees: f.referees,
  };
}

// ---- the feeds ----------------------------------------------------------------------------------------------------

/** The league's feed: every competition of it. 404 `league.not_found`. */
export async function getLeagueFeed(ctx: RequestContext, leagueId: string, site: CalendarSite) {
  const league = await leagues.getLeagueRow(ctx, leagueId);
  const champIds = await champIdsOfLeagues(ctx, [leagueId]);
  return feedOf(ctx, site, `${league.name}`, `Fixtures of ${league.name}`, { champIds });
}

/** The competition's feed. 404 `champ.not_found`. */
export async function getChampFeed(ctx: RequestContext, champId: string, site: CalendarSite) {
  const view = await champs.getChampView(ctx, champId);
  const name = `${view.champ.name} (${view.leagueName})`;
  return feedOf(ctx, site, name, `Fixtures of ${name}`, { champIds: [champId] });
}

/** The team's feed: its fixtures in every competition. 404 `team.not_found`. */
export async function getTeamFeed(ctx: RequestContext, teamId: string, site: CalendarSite) {
  const team = await teams.getTeamRow(ctx, teamId);
  return feedOf(ctx, site, team.name, `Fixtures of ${team.name}`, { teamId });
}

/** The player's feed: their teams' fixtures in the competitions they are in a squad for. 404 `player.not_found`. */
export async function getPlayerFeed(ctx: RequestContext, playerId: string, site: CalendarSite) {
  await players.ensurePlayerExists(ctx, playerId);
  const [ref, entries] = await Promise.all([
    players.findPlayerRows(ctx, [playerId]).then((rows) => rows.get(playerId)),
    players.findSquadEntriesOfPlayer(ctx, playerId),
  ]);
  const name = ref?.name ?? 'Player';
  return feedOf(ctx, site, name, `Matches of ${name}`, {
    anyOf: {
      champIds: [],
      teamIds: [],
      pairs: entries.map((e) => ({ champId: e.champId, teamId: e.teamId })),
    },
  });
}

/** The private favourites feed of whoever holds the token; 404 `calendar.feed_not_found` for any other token. */
export async function getFavoritesFeed(ctx: RequestContext, token: string, site: CalendarSite) {
  const row = await repo.findTokenByHash(ctx.db, hashOf(token));
  if (!row || row.tokenHash !== hashOf(tokenOf(site, row.userId, row.generation))) {
    throw AppError.notFound('calendar.feed_not_found', 'No calendar feed has this address.');
  }
  const scope = await scopeOfFavorites(ctx, row.userId);
  return feedOf(
    ctx,
    site,
    'My favourites',
    'Fixtures of my favourite leagues, competitions, teams and players',
    {
      anyOf: scope,
    },
  );
}

async function feedOf(
  ctx: RequestContext,
  site: CalendarSite,
  name: string,
  description: string,
  filter: fixtures.DatedFixtureFilter,
): Promise<string> {
  const now = ctx.clock.now();
  const page = await fixtures.findDatedFixtures(
    ctx,
    { ...filter, from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS) },
    FEED_MAX_EVENTS,
  );
  const details = await detailsOf(
    ctx,
    page.items.map((i) => i.fixture),
  );
  const host = new URL(site.publicUrl).host;
  const events = page.items.map((item) => toEvent(item, details, site.publicUrl, host));
  return generateICalendar({
    name: `${name} – Matchday`,
    description,
    productId: '-//Matchday//Calendar//EN',
    stamp: now,
    refreshMinutes: FEED_REFRESH_MINUTES,
    events,
  });
}

const STATUS_OF: Record<Fixture['status'], IcalEventStatus> = {
  scheduled: 'CONFIRMED',
  live: 'CONFIRMED',
  halftime: 'CONFIRMED',
  finished: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

const ROLE_NAME = { main: 'referee', assistant: 'assistant referee', fourth: 'fourth official' } as const;

function toEvent(item: fixtures.DatedFixture, details: Details, publicUrl: string, host: string): IcalEvent {
  const f = item.fixture;
  const view = details.champOf.get(f.champId);
  const start = new Date(f.startsAt!);
  const venue = f.venueId ? details.venueOf.get(f.venueId) : undefined;
  const url = `${publicUrl}/observe/match-center/${f.id}`;
  const place = [f.stageName, f.groupName, `round ${f.round}`].filter(Boolean).join(', ');
  const where = venue
    ? [venue.name, venue.address, venue.city, venue.country].filter(Boolean).join(', ')
    : '';
  const lines = [
    `${f.champName}${view ? ` (${view.leagueName})` : ''}`,
    place,
    ...(where ? [`Venue: ${where}`] : []),
    ...(f.referees.length > 0
      ? [`Officials: ${f.referees.map((r) => `${r.name} (${ROLE_NAME[r.role]})`).join(', ')}`]
      : []),
    ...(f.status === 'finished' && f.homeScore !== null ? [`Result: ${f.homeScore}–${f.awayScore}`] : []),
    ...(f.status === 'postponed' ? ['Postponed'] : []),
    ...(f.status === 'cancelled' ? ['Cancelled'] : []),
    `Match page: ${url}`,
  ];
  return {
    uid: `fixture-${f.id}@${host}`,
    start,
    end: new Date(start.getTime() + details.minutesOf(view?.sportKindId ?? '') * 60_000),
    sequence: item.scheduleSequence,
    status: STATUS_OF[f.status],
    summary: `${f.homeTeamName ?? 'TBD'} – ${f.awayTeamName ?? 'TBD'}`,
    location: where || undefined,
    geo:
      venue && venue.latitude !== null && venue.longitude !== null
        ? { latitude: venue.latitude, longitude: venue.longitude }
        : undefined,
    description: lines.join('\n'),
    url,
    lastModified: item.updatedAt,
  };
}

// ---- the favourites feed's address ---------------------------------------------------------------------------------

/** The token of a user's feed at a generation: an HMAC, so it is never stored and cannot be guessed. */
function tokenOf(site: CalendarSite, userId: string, generation: number): string {
  return createHmac('sha256', site.tokenKey).update(`${userId}:${generation}`).digest('base64url');
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function linkOf(site: CalendarSite, token: string): CalendarFeedLink {
  const url = `${site.publicUrl}/api/calendar/favorites/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
}

/** `GET /calendar/token`: the caller's favourites feed address, made on first ask. */
export async function getCalendarToken(ctx: RequestContext, site: CalendarSite): Promise<CalendarFeedLink> {
  const me = ensureSignedIn(ctx);
  let row = await repo.findTokenOfUser(ctx.db, me.id);
  if (!row) {
    await withTransaction(ctx, async (tx) => {
      const now = tx.clock.now();
      await repo.insertToken(tx.db, {
        userId: me.id,
        generation: 0,
        tokenHash: hashOf(tokenOf(site, me.id, 0)),
        createdAt: now,
        updatedAt: now,
      });
    });
    row = await repo.findTokenOfUser(ctx.db, me.id);
  }
  return linkOf(site, tokenOf(site, me.id, row?.generation ?? 0));
}

/** `POST /calendar/token`: a new address; the old one answers 404 from now on. */
export async function rotateCalendarToken(
  ctx: RequestContext,
  site: CalendarSite,
): Promise<CalendarFeedLink> {
  const me = ensureSignedIn(ctx);
  await getCalendarToken(ctx, site);
  const generation = await withTransaction(ctx, async (tx) => {
    const next = (await repo.bumpGeneration(tx.db, me.id)) ?? 0;
    await repo.setTokenHash(tx.db, me.id, hashOf(tokenOf(site, me.id, next)), tx.clock.now());
    return next;
  });
  return linkOf(site, tokenOf(site, me.id, generation));
}
