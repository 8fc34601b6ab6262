// Spec §5 "Query strings drop parameters whose value is null or undefined."

/** A query-string value; null and undefined are dropped. */
export type QueryValue = string | number | boolean | null | undefined;
/** Parameters for toQueryString / withQuery; an array repeats its key. */
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/**
 * Encodes `params` as `a=1&b=x`, without a leading `?`, in the object's key order. Null and undefined values are
 * dropped; an array repeats its key once per value (`teamIds=a&teamIds=b`, spec §7 `/teams/fixture-players`).
 */
export function toQueryString(params: QueryParams): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? (raw as readonly QueryValue[]) : [raw as QueryValue];
    for (const value of values) {
      if (value === null || value === undefined) continue;
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

/** `path` with `?query` appended when any parameter survives, else `path` unchanged. */
export function withQuery(path: string, params: QueryParams): string {
  const query = toQueryString(params);
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
