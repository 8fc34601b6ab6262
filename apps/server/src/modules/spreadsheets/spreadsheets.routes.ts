import { api, Id, ProblemSchema, spreadsheetExportPaths } from '@matchday/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestContext } from '../../core/context.ts';
import { contextOf } from '../../core/request-context.ts';
import { defineHandlers, registerRoutes } from '../../core/routes.ts';
import { attachmentHeader, CSV_TYPE } from './csv.ts';
import * as service from './spreadsheets.service.ts';

/** The imports (`api.spreadsheets`): JSON answers, so the contract's table registers them. */
export const spreadsheetRoutes = defineHandlers(api.spreadsheets, {
  importTeamPlayers: (ctx, { params, query, body }) => service.importTeamPlayers(ctx, params.id, query, body),
  importChampTeams: (ctx, { params, query, body }) => service.importChampTeams(ctx, params.id, query, body),
});

const problem = ProblemSchema.describe('Problem details (RFC 9457) with a stable `code`.');
const csvResponse = {
  description: 'The file (UTF-8 with a byte order mark, CRLF, every field quoted), as an attachment.',
  content: { 'text/csv': { schema: z.string() } },
};

type Export = (ctx: RequestContext, id: string) => Promise<{ name: string; csv: string }>;

const EXPORTS: Record<
  keyof typeof spreadsheetExportPaths,
  { operationId: string; summary: string; suffix: string; read: Export }
> = {
  teamPlayers: {
    operationId: 'exportTeamPlayers',
    summary: "A team's current roster as CSV (name,shirtNumber,position)",
    suffix: 'players',
    read: service.exportTeamPlayers,
  },
  champTeams: {
    operationId: 'exportChampTeams',
    summary: "A competition's teams as CSV (name,shortName)",
    suffix: 'teams',
    read: service.exportChampTeams,
  },
  champFixtures: {
    operationId: 'exportChampFixtures',
    summary: "A competition's fixtures and results as CSV",
    suffix: 'fixtures',
    read: service.exportChampFixtures,
  },
};

function sendCsv(reply: FastifyReply, file: { name: string; csv: string }, suffix: string) {
  return reply
    .status(200)
    .type(CSV_TYPE)
    .header('content-disposition', attachmentHeader(file.name, suffix))
    .header('cache-control', 'private, no-cache')
    .send(file.csv);
}

/**
 * The spreadsheet routes, in a scope of their own: the imports' `text/csv` body parser lives only here (a CSV
 * posted anywhere else stays a 415, as before, instead of reaching a JSON route as a string), and the downloads
 * are registered by hand like the calendar feeds, since the contract's routes answer JSON. The downloads copy
 * public pages (a roster, a competition's teams and fixtures), so they are public too; not read-cached, as
 * they are fetched rarely and on purpose.
 */
export async function spreadsheetHttpRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'string' }, (_request, body, done) => {
    done(null, typeof body === 'string' ? body : body.toString('utf8'));
  });
  registerRoutes(app, spreadsheetRoutes);
  for (const [kind, file] of Object.entries(EXPORTS)) {
    app.get(
      spreadsheetExportPaths[kind as keyof typeof EXPORTS],
      {
        schema: {
          tags: ['spreadsheets'],
          operationId: file.operationId,
          summary: file.summary,
          description: 'Public, like the page it copies; 404 for an unknown id.',
          security: [{}, { cookieAuth: [] }],
          params: z.object({ id: Id }),
          response: { 200: csvResponse, 400: problem, 404: problem },
        },
      },
      async (request: FastifyRequest<{ Params: { id: string } }>, reply) =>
        sendCsv(reply, await file.read(contextOf(request), request.params.id), file.suffix),
    );
  }
}
