import { z } from 'zod';

/** One offending field of a rejected request; `field` is a dotted path such as `body.name`. */
export const FieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/**
 * Every error response (RFC 9457 application/problem+json). Clients branch on `code`, which is stable;
 * `title` and `detail` are for people and may change.
 */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    requestId: z.string().optional(),
    errors: z.array(FieldErrorSchema).optional(),
    /** On a 402 `payment_required`: the plan that unlocks what was asked (ADR 0022). */
    requiredPlan: z.enum(['basic', 'premium']).optional(),
    /** On a 422 `schedule.infeasible`: indexes into the request's `constraints` that cannot hold together. */
    conflicts: z.array(z.number().int()).optional(),
    /** On a 409 `fixture.downstream_played`: the later matches a correction would reset (issue 27). */
    fixtureIds: z.array(z.string()).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;
