/**
 * Whether a partial update changes anything: a field left out (undefined) keeps its value. Drizzle refuses an
 * update with nothing to set ("No values to set", a 500), so an update route that was sent `{}` changes nothing
 * and answers as usual (issue 29, item 9).
 */
export function changesSomething(patch: Record<string, unknown>): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
