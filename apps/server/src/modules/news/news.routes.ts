import { api, Id, newsFeedPaths, ProblemSchema } from '@matchday/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cacheTag } from '../../core/read-cache.ts';
import { contextOf } from '../../core/request-context.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './news.service.ts';

/** Every news read shows its owner's name: the lists of leagues, competitions and teams drop with renames. */
const OWNER_NAMES = [cacheTag.leagues, cacheTag.champs, cacheTag.teams];

/** News (spec §7 "News"): the contract's `api.news` table. Access is declared there. */
export const newsRoutes = defineHandlers(
  api.news,
  {
    listNews: (ctx, { query }) => service.listNews(ctx, query),
    getNews: (ctx, { params }) => service.getNews(ctx, params.id),
    deleteNews: (ctx, { params }) => service.deleteNews(ctx, params.id),
    listLeagueNews: (ctx, { params, query }) =>
      service.listOwnerNews(ctx, { kind: 'league', id: params.id }, query),
    createLeagueNews: (ctx, { params, body }) =>
      service.createNews(ctx, { kind: 'league', id: params.id }, body),
    updateLeagueNews: (ctx, { params, body }) =>
      service.updateNews(ctx, { kind: 'league', id: params.leagueId }, params.newsId, body),
    listChampNews: (ctx, { params, query }) =>
      service.listOwnerNews(ctx, { kind: 'champ', id: params.id }, query),
    createChampNews: (ctx, { params, body }) =>
      service.createNews(ctx, { kind: 'champ', id: params.id }, body),
    updateChampNews: (ctx, { params, body }) =>
      service.updateNews(ctx, { kind: 'champ', id: params.champId }, params.newsId, body),
    listTeamNews: (ctx, { params, query }) =>
      service.listOwnerNews(ctx, { kind: 'team', id: params.id }, query),
    createTeamNews: (ctx, { params, body }) => service.createNews(ctx, { kind: 'team', id: params.id }, body),
    updateTeamNews: (ctx, { params, body }) =>
      service.updateNews(ctx, { kind: 'team', id: params.teamId }, params.newsId, body),
  },
  {
    // Only anonymous reads are cached, and they never see drafts. Every news event drops `news`; an owner's
    // list also carries the owner's tag, which its rename and the news events of that owner drop.
    cache: {
      listNews: () => [cacheTag.news, ...OWNER_NAMES],
      getNews: ({ params }) => [cacheTag.newsItem(params.id), cacheTag.news, ...OWNER_NAMES],
      listLeagueNews: ({ params }) => [cacheTag.league(params.id), cacheTag.news],
      listChampNews: ({ params }) => [cacheTag.champ(params.id), cacheTag.news],
      listTeamNews: ({ params }) => [cacheTag.team(params.id), cacheTag.news],
    },
  },
);

const problem = ProblemSchema.describe('Problem details (RFC 9457) with a stable `code`.');
const ATOM_TYPE = 'application/atom+xml; charset=utf-8';

/**
 * The Atom feed of a league's news, registered by hand like the calendar's iCalendar feeds: the contract's
 * routes answer JSON (its serializer and the read cache's replay are JSON only). Feed readers poll
 * anonymously, so anonymous reads go through the read cache with the league's news list tags.
 */
export const newsHttpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    newsFeedPaths.league,
    {
      schema: {
        tags: ['news'],
        operationId: 'getLeagueNewsFeed',
        summary: "A league's published news as an Atom 1.0 feed",
        description: 'Public. Entry ids are `urn:uuid:{newsId}`; at most the latest 50 items.',
        security: [{}, { cookieAuth: [] }],
        params: z.object({ id: Id }),
        produces: ['application/atom+xml'],
        response: {
          200: z.string().describe('An Atom 1.0 document (RFC 4287), `application/atom+xml`.'),
          400: problem,
          404: problem,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const site = { publicUrl: app.deps.config.publicUrl };
      const compute = () => service.getLeagueFeed(contextOf(request), id, site);
      const body = request.caller
        ? await compute()
        : await app.readCache.read(`newsFeed league ${id}`, [cacheTag.league(id), cacheTag.news], compute);
      return reply
        .status(200)
        .type(ATOM_TYPE)
        .header('cache-control', 'public, max-age=300')
        .header('vary', 'cookie')
        .send(body);
    },
  );
};
