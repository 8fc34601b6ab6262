import { createHmac } from 'node:crypto';
import { api, calendarFeedPaths, Id, ProblemSchema } from '@matchday/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import { cacheTag } from '../../core/read-cache.ts';
import { contextOf } from '../../core/request-context.ts';
import { defineHandlers } from '../../core/routes.ts';
import { AppError } from '../../errors.ts';
import * as service from './calendar.service.ts';

/**
 * The calendar (`api.calendar`): the JSON range read and the favourites feed's address. Not cached: a range
 * read names no single item a tag could follow, and `favorites=true` is per user.
 */
export const calendarRoutes = defineHandlers(api.calendar, {
  getCalendar: (ctx, { query }) => service.listCalendar(ctx, query),
  getCalendarToken: (ctx, _input, { request, reply }) => {
    reply.header('cache-control', 'no-store');
    return service.getCalendarToken(ctx, siteOf(request.server));
  },
  rotateCalendarToken: (ctx, _input, { request }) => service.rotateCalendarToken(ctx, siteOf(request.server)),
});

function siteOf(app: FastifyInstance): service.CalendarSite {
  const { publicUrl, authSecret } = app.deps.config;
  // A key of its own, so a feed address reveals nothing about the session secret.
  return {
    publicUrl,
    tokenKey: createHmac('sha256', authSecret).update('calendar-feed-token').digest('hex'),
  };
}

const problem = ProblemSchema.describe('Problem details (RFC 9457) with a stable `code`.');
const IcsText = z.string().describe('An iCalendar (RFC 5545) document, `text/calendar; charset=utf-8`.');
const ICS_TYPE = 'text/calendar; charset=utf-8';
/** The success response in OpenAPI: the feed's text, under its own media type (problems stay JSON). */
const icsResponse = { description: 'The feed.', content: { 'text/calendar': { schema: IcsText } } };

/** The public feeds: what each shows, and the read-cache tags that drop it when that changes (ADR 0010). */
const FEEDS = {
  league: {
    operationId: 'getLeagueCalendarFeed',
    summary: "A league's fixtures as an iCalendar feed",
    read: service.getLeagueFeed,
    // Fixture, score and generation events name competitions, not leagues; they all drop `teamStats`.
    tags: (id: string) => [cacheTag.league(id), cacheTag.teamStats, cacheTag.champs],
  },
  champ: {
    operationId: 'getChampCalendarFeed',
    summary: "A competition's fixtures as an iCalendar feed",
    read: service.getChampFeed,
    tags: (id: string) => [cacheTag.champ(id), cacheTag.leagues],
  },
  team: {
    operationId: 'getTeamCalendarFeed',
    summary: "A team's fixtures in every competition as an iCalendar feed",
    read: service.getTeamFeed,
    tags: (id: string) => [cacheTag.team(id), cacheTag.teamStats, cacheTag.champs, cacheTag.leagues],
  },
  player: {
    operationId: 'getPlayerCalendarFeed',
    summary: "The matches of a player's teams in the competitions the player is in a squad for (iCalendar)",
    read: service.getPlayerFeed,
    tags: (id: string) => [cacheTag.player(id), cacheTag.playerStats, cacheTag.champs, cacheTag.leagues],
  },
} as const satisfies Record<
  Exclude<keyof typeof calendarFeedPaths, 'favorites'>,
  {
    operationId: string;
    summary: string;
    read: (ctx: RequestContext, id: string, site: service.CalendarSite) => Promise<string>;
    tags: (id: string) => string[];
  }
>;

/** Every feed shows team, venue and referee names. */
const SHARED_TAGS = [cacheTag.teams, cacheTag.venues, cacheTag.referees];

function sendIcs(reply: FastifyReply, body: string, cacheControl: string) {
  return reply
    .status(200)
    .type(ICS_TYPE)
    .header('cache-control', cacheControl)
    .header('vary', 'cookie')
    .send(body);
}

/**
 * The iCalendar feeds (`text/calendar`), registered by hand, not from the contract table: the contract's
 * routes answer JSON (its serializer and the read cache's replay are JSON only). Paths are the contract's
 * `calendarFeedPaths`. Anonymous reads of the public feeds go through the read cache like the JSON reads
 * (calendar apps fetch anonymously, every hour, all at once); signed-in callers are computed afresh.
 * Leagues, competitions, teams and players are all public, so the feeds have the visibility of their JSON
 * pages: anyone, with 404 for an unknown id. The favourites feed is private to whoever holds its token.
 */
export const calendarHttpRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calendar'];
  for (const [kind, feed] of Object.entries(FEEDS)) {
    app.get(
      calendarFeedPaths[kind as keyof typeof FEEDS],
      {
        schema: {
          tags,
          operationId: feed.operationId,
          summary: feed.summary,
          description: 'Public. One VEVENT per dated fixture; UID `fixture-{id}@{host}` never changes.',
          security: [{}, { cookieAuth: [] }],
          params: z.object({ id: Id }),
          response: { 200: icsResponse, 400: problem, 404: problem },
        },
      },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
        const { id } = request.params;
        const ctx = contextOf(request);
        const site = siteOf(app);
        const compute = () => feed.read(ctx, id, site);
        const body = request.caller
          ? await compute()
          : await app.readCache.read(
              `calendarFeed ${kind} ${id}`,
              [...feed.tags(id), ...SHARED_TAGS],
              compute,
            );
        return sendIcs(reply, body, 'public, max-age=300');
      },
    );
  }

  app.get(
    '/api/calendar/favorites/:token',
    {
      schema: {
        tags,
        operationId: 'getFavoritesCalendarFeed',
        summary:
          "A user's favourite leagues', competitions', teams' and players' fixtures (private iCalendar feed)",
        description:
          'Public to whoever holds the address (`GET /api/calendar/token`); 404 for an unknown or rotated token.',
        security: [{}],
        // Anything malformed is as unknown as a rotated token: 404, never a 400 that tells them apart.
        params: z.object({ token: z.string() }),
        response: { 200: icsResponse, 404: problem },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      if (!token.endsWith('.ics'))
        throw AppError.notFound('calendar.feed_not_found', 'No calendar feed has this address.');
      const body = await service.getFavoritesFeed(
        contextOf(request),
        token.slice(0, -'.ics'.length),
        siteOf(app),
      );
      return sendIcs(reply, body, 'private, no-cache');
    },
  );
};
