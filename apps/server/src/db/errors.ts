/**
 * PostgreSQL error codes the services turn into their own 409s (a constraint decided it, not a read before the
 * write, so two racing requests cannot both pass). Drizzle wraps driver errors in `cause`; PGlite and
 * node-postgres both put the SQLSTATE in `code`.
 */
const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  // ON DELETE RESTRICT answers this on PostgreSQL 18 (PGlite); older servers answer 23503.
  restrictViolation: '23001',
} as const;

function hasSqlState(error: unknown, ...states: string[]): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    if (states.includes((e as { code?: unknown }).code as string)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A unique index refused the row (e.g. a subdomain taken by a concurrent request). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, SqlState.uniqueViolation);
}

/** A foreign key refused the write: the row is still referenced (delete), or its parent is missing (insert). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, SqlState.foreignKeyViolation, SqlState.restrictViolation);
}
