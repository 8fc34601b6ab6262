import type { Fixture, FixtureStatus } from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import { cacheTag } from '../../core/read-cache.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import type { PageMeta, PageMetaLookup, PageRequest } from '../../plugins/page-html.ts';
import { findChampViews } from '../champs/champs.service.ts';
import { getFixture } from '../fixtures/fixtures.service.ts';
import { findLeagueRowBySubdomain, findLeagueRowOrUndefined } from '../leagues/leagues.service.ts';
import { getNews } from '../news/news.service.ts';
import { findPlayerRows } from '../players/players.service.ts';
import { findTeamRows } from '../teams/teams.service.ts';
import { findVenueRows } from '../venues/venues.service.ts';

/**
 * What each public page is about, for link previews (Open Graph, Twitter) and search engines (schema.org):
 * the web plugin asks, app.ts answers through this module. It sits on top (it reads leagues, competitions,
 * fixtures, teams, players and venues through their services) and no module imports it.
 *
 * Pages (spec §2): `/observe/league|competition|match-center|team|player|venue/{id}` and `/news/{id}` on the
 * main site (and on league sites, at the same paths); on a
 * league's own site (`{subdomain}.{web-engine domain}`) `/` is the league, `/champ/{champId}` one of its
 * competitions (another league's is "not found"), `/observe/…` the same pages as on the main site, and any
 * other path the league.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_LENGTH = 200;
const SITE = 'Matchday';

type Subject = 'league' | 'competition' | 'match-center' | 'team' | 'player' | 'venue';
const NEWS = /^\/news\/([^/]+)\/?$/;
const OBSERVE = /^\/observe\/(league|competition|match-center|team|player|venue)\/([^/]+)\/?$/;

export function lookupPageMeta(ctx: RequestContext, page: PageRequest): PageMetaLookup {
  const news = NEWS.exec(page.path)?.[1]?.toLowerCase();
  if (news !== undefined) {
    if (!UUID.test(news)) return null;
    return {
      key: `news:${news}`,
      tags: [cacheTag.newsItem(news), cacheTag.news],
      resolve: () => newsMeta(ctx, news),
    };
  }
  const observed = OBSERVE.exec(page.path);
  if (observed) {
    const [, subject, id] = observed as unknown as [string, Subject, string];
    if (!UUID.test(id)) return null;
    return lookupObserved(ctx, subject, id.toLowerCase());
  }
  if (page.site === 'main') return null;
  const subdomain = page.subdomain;
  const champ = /^\/champ\/([^/]+)/.exec(page.path)?.[1];
  if (champ !== undefined) {
    const id = champ.toLowerCase();
    return {
      key: `site:${subdomain}:champ:${UUID.test(id) ? id : 'invalid'}`,
      tags: [cacheTag.leagues, cacheTag.champ(id)],
      resolve: async () => (UUID.test(id) ? siteChampMeta(ctx, subdomain, id) : null),
    };
  }
  return {
    key: `site:${subdomain}`,
    tags: [cacheTag.leagues],
    resolve: () => siteLeagueMeta(ctx, subdomain),
  };
}

function lookupObserved(ctx: RequestContext, subject: Subject, id: string): PageMetaLookup {
  const key = `${subject}:${id}`;
  switch (subject) {
    case 'league':
      return { key, tags: [cacheTag.league(id)], resolve: () => leagueMeta(ctx, id) };
    case 'competition':
      // The description names the league: a renamed league drops `leagues`.
      return {
        key,
        tags: [cacheTag.champ(id), cacheTag.leagues],
        resolve: async () => champMeta(ctx, id, { title: (c) => `${c} | ${SITE}` }),
      };
    case 'match-center':
      return {
        key,
        tags: [cacheTag.fixture(id), cacheTag.teams, cacheTag.venues, cacheTag.champs],
        resolve: () => matchMeta(ctx, id),
      };
    case 'team':
      return { key, tags: [cacheTag.team(id)], resolve: () => teamMeta(ctx, id) };
    case 'player':
      return { key, tags: [cacheTag.player(id)], resolve: () => playerMeta(ctx, id) };
    case 'venue':
      return { key, tags: [cacheTag.venue(id)], resolve: () => venueMeta(ctx, id) };
  }
}

async function siteLeagueMeta(ctx: RequestContext, subdomain: string): Promise<PageMeta | null> {
  const league = await findLeagueRowBySubdomain(ctx, subdomain);
  if (!league) return null;
  return leagueMetaOf(league, league.name);
}

async function siteChampMeta(
  ctx: RequestContext,
  subdomain: string,
  champId: string,
): Promise<PageMeta | null> {
  const league = await findLeagueRowBySubdomain(ctx, subdomain);
  if (!league) return null;
  return champMeta(ctx, champId, { leagueId: league.id, title: (c, l) => `${c} | ${l}` });
}

async function leagueMeta(ctx: RequestContext, leagueId: string): Promise<PageMeta | null> {
  const league = await findLeagueRowOrUndefined(ctx, leagueId);
  return league ? leagueMetaOf(league, `${league.name} | ${SITE}`) : null;
}

function leagueMetaOf(
  league: NonNullable<Awaited<ReturnType<typeof findLeagueRowOrUndefined>>>,
  title: string,
): PageMeta {
  const page = league.pageConfiguration;
  const description = clip(
    page?.welcomeText ||
      league.description ||
      `Competitions, fixtures, results and standings of ${league.name}.`,
  );
  return {
    title,
    description,
    image: league.logo ?? page?.bannerImage ?? null,
    wideImage: !league.logo && Boolean(page?.bannerImage),
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsOrganization',
      name: league.name,
      description,
    },
  };
}

async function champMeta(
  ctx: RequestContext,
  champId: string,
  options: { leagueId?: string; title: (champ: string, league: string) => string },
): Promise<PageMeta | null> {
  const [view] = await findChampViews(ctx, [champId]);
  if (!view || (options.leagueId !== undefined && view.leagueId !== options.leagueId)) return null;
  const { champ } = view;
  const league = await findLeagueRowOrUndefined(ctx, view.leagueId);
  const season = champ.season ? ` (${champ.season})` : '';
  const description = clip(
    champ.description ||
      `${champ.name}${season}, a competition of ${view.leagueName}: fixtures, results and standings.`,
  );
  return {
    title: options.title(champ.name, view.leagueName),
    description,
    image: champ.logo ?? league?.logo ?? null,
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: champ.name,
      description,
      ...(champ.startDate ? { startDate: champ.startDate } : {}),
      eventStatus: 'https://schema.org/EventScheduled',
      organizer: { '@type': 'SportsOrganization', name: view.leagueName },
    },
  };
}

/** schema.org's EventStatusType: a finished match was held as scheduled. */
const EVENT_STATUS: Record<FixtureStatus, string> = {
  scheduled: 'EventScheduled',
  live: 'EventScheduled',
  halftime: 'EventScheduled',
  finished: 'EventScheduled',
  postponed: 'EventPostponed',
  cancelled: 'EventCancelled',
};

async function matchMeta(ctx: RequestContext, fixtureId: string): Promise<PageMeta | null> {
  const fixture = await orNull(getFixture(ctx, fixtureId));
  if (!fixture) return null;
  const home = fixture.homeTeamName ?? 'To be decided';
  const away = fixture.awayTeamName ?? 'To be decided';
  const [teams, venues] = await Promise.all([
    findTeamRows(
      ctx,
      [fixture.homeTeamId, fixture.awayTeamId].filter((id): id is string => id !== null),
    ),
    findVenueRows(ctx, fixture.venueId ? [fixture.venueId] : []),
  ]);
  const venue = venues[0];
  const homeLogo = teams.find((t) => t.id === fixture.homeTeamId)?.logo ?? null;
  const name = `${home} vs ${away}`;
  const score = hasScore(fixture) ? ` ${fixture.homeScore}–${fixture.awayScore}` : '';
  const when = fixture.startsAt ? `, ${fixture.startsAt.slice(0, 10)}` : '';
  const at = fixture.venueName ? ` at ${fixture.venueName}` : '';
  const description = clip(
    `${home}${score} ${away} · ${fixture.champName}, ${fixture.stageName}${when}${at}.`,
  );
  const team = (teamName: string) => ({ '@type': 'SportsTeam', name: teamName });
  const address = venue ? [venue.address, venue.city, venue.country].filter(Boolean).join(', ') : '';
  return {
    title: `${name}${score} | ${fixture.champName}`,
    description,
    image: homeLogo,
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name,
      description,
      ...(fixture.startsAt ? { startDate: fixture.startsAt } : {}),
      eventStatus: `https://schema.org/${EVENT_STATUS[fixture.status]}`,
      ...(fixture.venueName
        ? {
            location: {
              '@type': 'Place',
              name: fixture.venueName,
              ...(address ? { address } : {}),
              ...(venue?.latitude != null && venue.longitude != null
                ? { geo: { '@type': 'GeoCoordinates', latitude: venue.latitude, longitude: venue.longitude } }
                : {}),
            },
          }
        : {}),
      homeTeam: team(home),
      awayTeam: team(away),
      competitor: [team(home), team(away)],
      superEvent: { '@type': 'SportsEvent', name: fixture.champName },
    },
  };
}

async function teamMeta(ctx: RequestContext, teamId: string): Promise<PageMeta | null> {
  const [team] = await findTeamRows(ctx, [teamId]);
  if (!team) return null;
  const description = `${team.name}: players, fixtures, results and competitions.`;
  return {
    title: `${team.name} | ${SITE}`,
    description,
    image: team.logo,
    type: 'website',
    structuredData: { '@context': 'https://schema.org', '@type': 'SportsTeam', name: team.name, description },
  };
}

async function playerMeta(ctx: RequestContext, playerId: string): Promise<PageMeta | null> {
  const player = (await findPlayerRows(ctx, [playerId])).get(playerId);
  if (!player) return null;
  const description = `${player.name}: matches, statistics and teams.`;
  return {
    title: `${player.name} | ${SITE}`,
    description,
    image: player.photo,
    type: 'profile',
    structuredData: { '@context': 'https://schema.org', '@type': 'Person', name: player.name, description },
  };
}

async function venueMeta(ctx: RequestContext, venueId: string): Promise<PageMeta | null> {
  const [venue] = await findVenueRows(ctx, [venueId]);
  if (!venue) return null;
  const address = [venue.address, venue.city, venue.country].filter(Boolean).join(', ');
  const description = clip(
    address ? `${venue.name}, ${address}: fixtures played here.` : `${venue.name}: fixtures played here.`,
  );
  return {
    title: `${venue.name} | ${SITE}`,
    description,
    image: venue.photo,
    wideImage: true,
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: venue.name,
      ...(address ? { address } : {}),
    },
  };
}

async function newsMeta(ctx: RequestContext, newsId: string): Promise<PageMeta | null> {
  // Anonymous: a draft is "not found" like a missing item.
  const item = await orNull(getNews(ctx, newsId));
  if (item?.status !== 'published') return null;
  const description = clip(item.excerpt);
  return {
    title: `${item.title} | ${SITE}`,
    description,
    image: item.image,
    wideImage: true,
    type: 'article',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      description,
      ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
      dateModified: item.updatedAt,
      ...(item.authorName ? { author: { '@type': 'Person', name: item.authorName } } : {}),
    },
  };
}

function hasScore(fixture: Fixture): boolean {
  return fixture.homeScore !== null && fixture.awayScore !== null && fixture.status !== 'scheduled';
}

function clip(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** A read that answers 404 is "nothing there" for a link preview. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.kind === ErrorKind.notFound) return null;
    throw error;
  }
}
