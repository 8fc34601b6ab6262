import { api } from '@matchday/contracts';
import { cacheTag } from '../../core/read-cache.ts';
import { defineHandlers } from '../../core/routes.ts';
import * as service from './reports.service.ts';

/** Results reported by the teams (issue 27, item 1): the contract's `api.reports` table. Access is declared there. */
export const reportsRoutes = defineHandlers(
  api.reports,
  {
    getReporting: (ctx, { params }) => service.getReporting(ctx, params.id),
    setReporting: (ctx, { params, body }) => service.setReporting(ctx, params.id, body),
    listReportIssues: (ctx, { params }) => service.listReportIssues(ctx, params.id),
    createFixtureReport: (ctx, { params, body }) => service.createReport(ctx, params.id, body),
    listFixtureReports: (ctx, { params }) => service.listReports(ctx, params.id),
  },
  {
    cache: {
      getReporting: ({ params }) => [cacheTag.champ(params.id)],
    },
  },
);
