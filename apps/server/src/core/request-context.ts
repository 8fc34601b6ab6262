import type { FastifyRequest } from 'fastify';
import { createContext, type RequestContext } from './context.ts';

const contexts = new WeakMap<FastifyRequest, RequestContext>();

/** The request's context, made once per request from the app's database, bus and clock and the caller. */
export function contextOf(request: FastifyRequest): RequestContext {
  let ctx = contexts.get(request);
  if (!ctx) {
    const { database, bus, clock, planGate, payoutCheck } = request.server.deps;
    ctx = createContext(
      { db: database.db, bus, clock, log: request.log, planGate, payoutCheck },
      request.caller,
    );
    contexts.set(request, ctx);
  }
  return ctx;
}
