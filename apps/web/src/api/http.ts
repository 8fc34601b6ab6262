import type { z } from 'zod';

/** One invalid field reported by the server (problem+json `errors[]`). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every failed call becomes an ApiError. The UI branches on `code` (stable) and `status`, never on
 * message text; `fieldErrors` are keyed by form field name so forms can put them under the right input.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string | undefined;
  readonly fieldErrors: Record<string, string>;
  /** The problem's other members as sent (e.g. `requiredPlan` of a 402 `payment_required`). */
  readonly problem: Record<string, unknown>;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    detail?: string;
    errors?: FieldError[];
    problem?: Record<string, unknown>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.detail = options.detail;
    this.fieldErrors = toFieldErrorMap(options.errors ?? []);
    this.problem = options.problem ?? {};
  }
}

/** `body.email` and `email` both name the form field `email`: the request part is not the user's concern. */
export function toFieldName(path: string): string {
  return path.replace(/^(body|query|params|querystring)\./, '');
}

function toFieldErrorMap(errors: FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) {
    const name = toFieldName(error.field);
    if (name && !(name in map)) map[name] = error.message;
  }
  return map;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Maps an error response to ApiError. Our server answers with RFC 9457 problem+json
 * (`code`, `title`, `detail`, `errors`); better-auth endpoints answer `{ code, message }`. Anything else
 * (a proxy's HTML page, an empty body) still yields a usable error with code `http.<status>`.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body))
    return new ApiError({ status, code: `http.${status}`, message: `Request failed (${status})` });
  const code = typeof body.code === 'string' && body.code ? body.code : `http.${status}`;
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  const message =
    detail ??
    (typeof body.message === 'string' ? body.message : undefined) ??
    (typeof body.title === 'string' ? body.title : undefined) ??
    `Request failed (${status})`;
  return new ApiError({ status, code, message, detail, errors: toFieldErrors(body.errors), problem: body });
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

/** Builds `?a=1&b=2`, dropping parameters whose value is null or undefined (spec §5). */
export function toQueryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** When given, the response is validated with it: a shape drift fails loudly here, not deep in a page. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /**
   * How the call reaches the server: the browser's `fetch` by default; on the server, the page request's own
   * way in (entry-server.tsx), so a page drawn there reads with the visitor's cookies.
   */
  fetch?: ApiFetch;
}

/** The part of `fetch` the client uses. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Call paths are written as the spec's, prefixed by their service (`/api/...` standings, `/security/...`,
 * `/chat/...`). Where each service lives comes from the runtime configuration (spec §9: separate API bases),
 * set once at start-up by RuntimeConfigProvider; the defaults are this site's own paths.
 */
const apiBases = new Map<string, string>([
  ['/api', '/api'],
  ['/security', '/security'],
  ['/chat', '/chat'],
]);

export function setApiBases(bases: {
  standingsApiBase: string;
  securityApiBase: string;
  chatApiBase: string;
}) {
  apiBases.set('/api', bases.standingsApiBase.replace(/\/+$/, ''));
  apiBases.set('/security', bases.securityApiBase.replace(/\/+$/, ''));
  apiBases.set('/chat', bases.chatApiBase.replace(/\/+$/, ''));
}

/** The address of a call path under the configured base of its service. Other paths stay as they are. */
export function toApiUrl(path: string): string {
  for (const [prefix, base] of apiBases) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return `${base}${path.slice(prefix.length)}`;
  }
  return path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls our own server (same origin; cookies carry the session). Paths are the spec's call paths. */
export async function request<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, signal, fetch: send = fetch } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  // A file (a CSV import) goes as it is, under its own type; anything else as JSON.
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob;
  if (body !== undefined) headers['content-type'] = isFile ? body.type : 'application/json';
  let response: Response;
  try {
    response = await send(`${toApiUrl(path)}${toQueryString(query)}`, {
      method,
      headers,
      credentials: 'include',
      ...(body !== undefined ? { body: isFile ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: 0, code: 'network.unreachable', message: 'The server cannot be reached.' });
  }
  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return schema ? schema.parse(data) : (data as T);
}

export const http = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(
    path: string,
    body?: unknown,
    options: Omit<RequestOptions<T>, 'method' | 'body'> = {},
  ) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
