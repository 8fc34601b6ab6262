import { DomainError } from '@matchday/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { errorsPlugin } from './errors.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  app.get('/kind/:kind', (request) => {
    const { kind } = request.params as { kind: string };
    if (kind === 'invalid') {
      throw AppError.invalid('offer.date_range_invalid', 'Start date must be before end date', [
        { field: 'body.startDate', message: 'Start date must be before end date' },
      ]);
    }
    if (kind === 'not_found') throw AppError.notFound('player.not_found', 'There is no such player.');
    if (kind === 'conflict') throw AppError.conflict('team.in_use', 'The team plays in a competition.');
    if (kind === 'forbidden') throw AppError.forbidden();
    if (kind === 'unauthenticated') throw AppError.unauthenticated();
    if (kind === 'payment_required')
      throw new AppError('payment_required', 'plan.required', 'Upgrade your plan.');
    throw new AppError('rate_limited', 'rate.limited', 'Too many requests.');
  });
  app.post(
    '/validated',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
    () => ({ ok: true }),
  );
  app.get('/domain-rule', () => {
    throw new DomainError('knockout.draw_without_decider', 'A knockout match cannot end in a draw.');
  });
  app.get('/crash', () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/db.ts:12 password=hunter2');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('errors plugin', () => {
  it.each([
    ['invalid', 400, 'offer.date_range_invalid'],
    ['not_found', 404, 'player.not_found'],
    ['conflict', 409, 'team.in_use'],
    ['forbidden', 403, 'permission.denied'],
    ['unauthenticated', 401, 'auth.required'],
    ['payment_required', 402, 'plan.required'],
    ['rate_limited', 429, 'rate.limited'],
  ])('maps an AppError of kind %s to %i problem+json with its code', async (kind, status, code) => {
    const response = await app.inject({ method: 'GET', url: `/kind/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ type: 'about:blank', status, code, instance: `/kind/${kind}` });
    expect(response.json().requestId).toEqual(expect.any(String));
  });

  it('keeps the field errors of an AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/kind/invalid' });
    expect(response.json().errors).toEqual([
      { field: 'body.startDate', message: 'Start date must be before end date' },
    ]);
  });

  it('answers a zod validation failure with 400 naming each field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: 'x', age: 'old' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const problem = response.json();
    expect(problem.code).toBe('request.invalid');
    expect(problem.errors.map((e: { field: string }) => e.field).sort()).toEqual(['body.age', 'body.name']);
    expect(problem.detail).toMatch(/^body\.(name|age): /);
  });

  it('answers malformed JSON with a 400 problem', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toMatch(/^request\./);
  });

  it('answers an unknown route with a 404 problem', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/nowhere?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'route.not_found', detail: 'No route DELETE /nowhere' });
  });

  it('answers a broken competition rule with a 422 problem carrying the rule code', async () => {
    const response = await app.inject({ method: 'GET', url: '/domain-rule' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 422, code: 'knockout.draw_without_decider' });
  });

  it('hides the internals of a 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal', title: 'Internal server error' });
    expect(response.body).not.toMatch(/secret_table|hunter2|db\.ts|stack/);
  });
});
