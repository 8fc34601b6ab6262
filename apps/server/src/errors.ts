/**
 * The one error kind services throw. `code` is stable (clients branch on it); `message` is for people.
 * Only plugins/errors.ts knows how a kind maps to HTTP.
 */
export const ErrorKind = {
  invalid: 'invalid',
  notFound: 'not_found',
  conflict: 'conflict',
  forbidden: 'forbidden',
  unauthenticated: 'unauthenticated',
  paymentRequired: 'payment_required',
  rateLimited: 'rate_limited',
  unprocessable: 'unprocessable',
  /** A server we rely on refused or could not be reached (an SMTP server's answer to a test mail). */
  badGateway: 'bad_gateway',
} as const;
export type ErrorKind = (typeof ErrorKind)[keyof typeof ErrorKind];

export interface FieldError {
  /** Dotted path of the offending field, e.g. `rules.win` or `body.name`. */
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  readonly errors: FieldError[] | undefined;
  /** For `rate_limited`: seconds until the caller may try again (the plugin sends it as Retry-After). */
  readonly retryAfterSeconds: number | undefined;
  /** For `payment_required`: the plan that unlocks what was asked (ADR 0022); sent as `requiredPlan`. */
  requiredPlan: 'basic' | 'premium' | undefined;
  /** For `unprocessable` `schedule.infeasible`: indexes of constraints that cannot hold together (issue 28). */
  conflicts: number[] | undefined;
  /** For `conflict` `fixture.downstream_played`: the later fixtures a correction would reset (issue 27). */
  fixtureIds: string[] | undefined;

  constructor(
    kind: ErrorKind,
    code: string,
    message: string,
    errors?: FieldError[],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  static invalid(code: string, message: string, errors?: FieldError[]) {
    return new AppError(ErrorKind.invalid, code, message, errors);
  }
  static notFound(code: string, message: string) {
    return new AppError(ErrorKind.notFound, code, message);
  }
  static conflict(code: string, message: string, errors?: FieldError[]) {
    return new AppError(ErrorKind.conflict, code, message, errors);
  }
  static rateLimited(code: string, message: string, retryAfterSeconds: number) {
    return new AppError(
      ErrorKind.rateLimited,
      code,
      message,
      undefined,
      Math.max(1, Math.ceil(retryAfterSeconds)),
    );
  }
  /** A 402 `payment_required`: the caller's plan does not unlock this; `requiredPlan` names the one that does. */
  static paymentRequired(requiredPlan: 'basic' | 'premium', message: string) {
    const error = new AppError(ErrorKind.paymentRequired, 'payment_required', message);
    error.requiredPlan = requiredPlan;
    return error;
  }
  /** A 422: well formed, but what it asks cannot be done (hard schedule constraints that cannot all hold). */
  static unprocessable(code: string, message: string, errors?: FieldError[]) {
    return new AppError(ErrorKind.unprocessable, code, message, errors);
  }
  static badGateway(code: string, message: string) {
    return new AppError(ErrorKind.badGateway, code, message);
  }
  static forbidden(code = 'permission.denied', message = 'You do not have permission to do this.') {
    return new AppError(ErrorKind.forbidden, code, message);
  }
  static unauthenticated(code = 'auth.required', message = 'Sign in to do this.') {
    return new AppError(ErrorKind.unauthenticated, code, message);
  }
}
