import { type Permission, SystemRole } from '@matchday/domain';
import type { z } from 'zod';

/**
 * One route contract (docs/ARCHITECTURE.md "Server"): method, path, schemas, who may call it, summary. The
 * server registers every route from these tables and the web client calls through them, so no path or method
 * is typed twice. The operationId is the route's key in its table.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where a permission's item id is read from: a path parameter, a body field or a query parameter. */
export type AccessTarget = `params.${string}` | `body.${string}` | `query.${string}`;

/** Who may call a route. */
export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'systemAdmin' }
  | { readonly kind: 'permission'; readonly permission: Permission; readonly on: AccessTarget }
  | { readonly kind: 'anyOf'; readonly options: readonly PermissionAccess[] }
  | { readonly kind: 'self'; readonly on: AccessTarget; readonly orSystemAdmin: boolean };

export type PermissionAccess = Extract<RouteAccess, { kind: 'permission' }>;

export const Access = {
  /** Anyone, signed in or not. */
  public: { kind: 'public' },
  /** Any signed-in user (401 otherwise). */
  signedIn: { kind: 'signedIn' },
  /** SystemAdmin only (401, then 403). */
  systemAdmin: { kind: 'systemAdmin' },
  /** A signed-in user holding `permission` on the item whose id is at `on` (401, then 404, then 403). */
  permission: (permission: Permission, on: AccessTarget) => ({ kind: 'permission', permission, on }) as const,
  /** The user named at `on` themself (a profile, an address): 401, then 403 for anyone else. */
  self: (on: AccessTarget) => ({ kind: 'self', on, orSystemAdmin: false }) as const,
  /** The user named at `on`, or a SystemAdmin (support reads). */
  selfOrSystemAdmin: (on: AccessTarget) => ({ kind: 'self', on, orSystemAdmin: true }) as const,
  /** Signed in and holding at least one of these (e.g. the competition's organiser or the team's owner). */
  anyOf: (...options: PermissionAccess[]) => ({ kind: 'anyOf', options }) as const,
} as const satisfies Record<string, RouteAccess | ((...args: never[]) => RouteAccess)>;

export const SYSTEM_ADMIN_ROLE = SystemRole.SystemAdmin;

export interface RouteDef {
  readonly method: HttpMethod;
  /** The full call path with `:name` parameters, e.g. `/api/champs/:id`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: RouteAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success status (default 200); 302 for a route that answers with a redirect (a provider's return). */
  readonly status?: 200 | 201 | 204 | 302;
  readonly response: z.ZodType;
}

export type Route<T extends RouteDef = RouteDef, K extends string = string> = T & { readonly operationId: K };

/** Gives each route its operationId (its key) and keeps the literal types for the typed client and server. */
export function defineRoutes<T extends Record<string, RouteDef>>(
  routes: T,
): { [K in keyof T]: Route<T[K], K & string> } {
  return Object.fromEntries(
    Object.entries(routes).map(([operationId, route]) => [operationId, { ...route, operationId }]),
  ) as { [K in keyof T]: Route<T[K], K & string> };
}

type InputOf<S, Side extends 'in' | 'out'> = S extends z.ZodType
  ? Side extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

type Parts<R extends RouteDef, Side extends 'in' | 'out'> = {
  params: InputOf<R['params'], Side>;
  query: InputOf<R['query'], Side>;
  body: InputOf<R['body'], Side>;
};

type WithoutUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** What a client passes to call a route (before the schemas' defaults and coercions). */
export type RouteCallInput<R extends RouteDef> = WithoutUndefined<Parts<R, 'in'>>;
/** What the server's handler receives (after validation). */
export type RouteInput<R extends RouteDef> = Parts<R, 'out'>;
/** What a route answers on success. */
export type RouteOutput<R extends RouteDef> = z.output<R['response']>;

/** The path with its parameters filled in (`/api/champs/:id` → `/api/champs/7f…`), each one URL-encoded. */
export function toRoutePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

export function isWriteRoute(route: RouteDef): boolean {
  return route.method !== 'GET';
}
