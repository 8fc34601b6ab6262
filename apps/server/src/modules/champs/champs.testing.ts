// Test helpers of the competitions API: a cast of users, and builders that go through the real endpoints.
import { expect } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';

export interface Cast {
  app: App;
  admin: string;
  owner: string;
  ownerId: string;
  manager: string;
  managerId: string;
  other: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request as `cookie` (anonymous without one). */
export async function call(app: App, method: Method, url: string, cookie?: string, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

/** A fresh app with SystemAdmin (signed up first), a league owner, a Manager-to-be and an unrelated user. */
export async function createCast(): Promise<Cast> {
  const app = await createTestApp();
  const admin = await signUp(app, { name: 'Admin' });
  const owner = await signUp(app, { name: 'Owner' });
  const manager = await signUp(app, { name: 'Manager' });
  const other = await signUp(app, { name: 'Other' });
  return {
    app,
    admin: admin.cookie,
    owner: owner.cookie,
    ownerId: owner.userId,
    manager: manager.cookie,
    managerId: manager.userId,
    other: other.cookie,
  };
}

let counter = 0;
export function uniqueSubdomain(prefix = 'league'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

/** A football league owned by the cast's owner, with the cast's manager as Manager on it. */
export async function createLeague(cast: Cast, overrides: Record<string, unknown> = {}) {
  const res = await call(cast.app, 'POST', '/api/champ-leagues', cast.owner, {
    name: 'Sunday League',
    sportKindId: 'football',
    subdomain: uniqueSubdomain(),
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const grant = await call(cast.app, 'POST', `/api/permissions/${res.body.id}/itemrole`, cast.owner, {
    userId: cast.managerId,
    role: 'Manager',
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  return res.body as { id: string; subdomain: string; name: string };
}

export async function createChamp(cast: Cast, leagueId: string, overrides: Record<string, unknown> = {}) {
  const res = await call(cast.app, 'POST', '/api/champs', cast.owner, {
    champLeagueId: leagueId,
    name: 'Season 2026',
    season: '2026',
    startDate: '2026-03-01',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; rules: { win: number; draw: number; loss: number } };
}

export async function createTeam(cast: Cast, name: string, cookie = cast.owner, sportKindId = 'football') {
  const res = await call(cast.app, 'POST', '/api/teams', cookie, { name, sportKindId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

/** A team of the cast's owner with the cast's manager appointed Manager on it: all three may enter it. */
export async function createManagedTeam(cast: Cast, name: string, sportKindId = 'football') {
  const team = await createTeam(cast, name, cast.owner, sportKindId);
  const grant = await call(cast.app, 'POST', `/api/permissions/${team.id}/itemrole`, cast.owner, {
    userId: cast.managerId,
    role: 'Manager',
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  return team;
}

/** A champ with `count` teams entered and one stage of `stage.type`. */
export async function createChampWithTeams(
  cast: Cast,
  count: number,
  stage: { type: 'league' | 'groups' | 'knockout'; legs?: number; groupCount?: number },
) {
  const league = await createLeague(cast);
  const champ = await createChamp(cast, league.id);
  const teams = [];
  for (let i = 1; i <= count; i++) {
    const team = await createTeam(cast, `Team ${String(i).padStart(2, '0')} ${uniqueSubdomain('t')}`);
    const added = await call(cast.app, 'POST', `/api/champs/${champ.id}/teams`, cast.owner, {
      teamId: team.id,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    teams.push(team);
  }
  const created = await call(cast.app, 'POST', `/api/champs/${champ.id}/stage`, cast.owner, {
    name: stage.type,
    ...stage,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { league, champ, teams, stageId: created.body.id as string };
}

/**
 * The permission matrix for one write: anonymous 401, an unrelated user 403, then owner, league
 * Manager and SystemAdmin succeed. `act` gets a fresh target from `setup` for each successful actor.
 * `managerRefused`: a write reserved to owners (deleting a whole item, issue 29, item 7): the Manager gets
 * the 403 `permission.denied` too.
 */
export async function expectPermissionMatrix<T>(
  cast: Cast,
  setup: () => Promise<T>,
  act: (target: T, cookie: string | undefined) => Promise<{ status: number; body: unknown }>,
  { success = [200, 201], managerRefused = false }: { success?: number[]; managerRefused?: boolean } = {},
) {
  const target = await setup();
  expect((await act(target, undefined)).status, 'anonymous').toBe(401);
  expect((await act(target, cast.other)).status, 'another user').toBe(403);
  if (managerRefused) {
    const refused = await act(target, cast.manager);
    expect([refused.status, (refused.body as { code?: string }).code], 'manager').toEqual([
      403,
      'permission.denied',
    ]);
  }
  for (const [who, cookie] of [
    ['owner', cast.owner],
    ...(managerRefused ? [] : [['manager', cast.manager] as const]),
    ['admin', cast.admin],
  ] as const) {
    const res = await act(await setup(), cookie);
    expect(success, `${who}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  }
}
