import type { DomainEvent } from '@matchday/contracts';
import { SystemRole } from '@matchday/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { teams } from '../db/schema/teams.ts';
import * as teamsService from '../modules/teams/teams.service.ts';
import {
  type Caller,
  type ContextDeps,
  createContext,
  type RequestContext,
  withTransaction,
} from './context.ts';

/**
 * Events after commit (docs/adr/0008-events-after-commit.md), on a real migrated database: recorded inside
 * `withTransaction`, dispatched once after the outermost commit, never on rollback.
 */
let app: App;
let deps: ContextDeps;
const caller: Caller = {
  id: 'events-test-owner',
  role: SystemRole.User,
  email: 'owner@matchday.test',
  name: 'Owner',
};
const unsubscribe: (() => void)[] = [];

beforeAll(async () => {
  app = await createTestApp();
  deps = { db: app.deps.database.db, bus: app.deps.bus, clock: app.deps.clock, log: app.log };
});
afterAll(() => app.close());
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

/** Every batch the bus dispatches while the test runs. */
function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(app.deps.bus.subscribe('test', (events) => void batches.push([...events])));
  return batches;
}

/** A team row written straight through the transaction's connection, as a repo would. */
async function insertTeam(ctx: RequestContext, name: string): Promise<string> {
  const [row] = await ctx.db
    .insert(teams)
    .values({ name, sportKindId: 'football', ownerId: caller.id })
    .returning();
  return row!.id;
}

/**
 * The team as another request sees it: a fresh context on the app's database, outside any transaction (on
 * PostgreSQL another pooled connection). Were it called before the commit, PGlite's one connection would wait
 * for the transaction, which waits for the subscriber: the timer turns that deadlock into a plain failure.
 */
async function readTeamElsewhere(id: string) {
  const read = createContext(deps, null)
    .db.select()
    .from(teams)
    .where(eq(teams.id, id))
    .then(([row]) => row);
  const blocked = new Promise<'blocked by an open transaction'>((resolve) => {
    setTimeout(() => resolve('blocked by an open transaction'), 3000).unref();
  });
  return Promise.race([read, blocked]);
}

async function nameOf(id: string): Promise<string | undefined> {
  const row = await readTeamElsewhere(id);
  return typeof row === 'string' ? row : row?.name;
}

describe('events recorded in withTransaction', () => {
  it('are dispatched once, after the commit, to a subscriber that sees the committed row', async () => {
    const seen: { events: DomainEvent[]; row: unknown }[] = [];
    unsubscribe.push(
      app.deps.bus.subscribe('reader', async (events) => {
        const teamId = (events[0] as { teamId: string }).teamId;
        seen.push({ events: [...events], row: await readTeamElsewhere(teamId) });
      }),
    );
    const ctx = createContext(deps, caller);
    const id = await withTransaction(ctx, async (tx) => {
      const teamId = await insertTeam(tx, 'Committed FC');
      tx.events.record({ type: 'team.created', teamId });
      expect(seen).toEqual([]); // nothing before the commit
      return teamId;
    });
    expect(seen).toEqual([
      {
        events: [{ type: 'team.created', teamId: id }],
        row: expect.objectContaining({ id, name: 'Committed FC' }),
      },
    ]);
  });

  it('dispatch the events of one transaction as one batch, in the order recorded', async () => {
    const batches = listen();
    const ctx = createContext(deps, caller);
    const id = await withTransaction(ctx, async (tx) => {
      const teamId = await insertTeam(tx, 'Ordered FC');
      tx.events.record({ type: 'team.updated', teamId });
      tx.events.record({ type: 'team.renamed', teamId, name: 'Ordered FC' });
      return teamId;
    });
    expect(batches).toEqual([
      [
        { type: 'team.updated', teamId: id },
        { type: 'team.renamed', teamId: id, name: 'Ordered FC' },
      ],
    ]);
  });

  it('are never dispatched when the work throws, and the write is rolled back', async () => {
    const batches = listen();
    const ctx = createContext(deps, caller);
    let id = '';
    await expect(
      withTransaction(ctx, async (tx) => {
        id = await insertTeam(tx, 'Rolled Back FC');
        tx.events.record({ type: 'team.created', teamId: id });
        throw new Error('the rule says no');
      }),
    ).rejects.toThrow('the rule says no');
    expect(batches).toEqual([]);
    expect(await readTeamElsewhere(id)).toBeUndefined();
  });

  it('of a service called inside another transaction are dispatched once, after the outer commit', async () => {
    const batches = listen();
    const ctx = createContext(deps, caller);
    let afterInner: DomainEvent[][] = [];
    const created = await withTransaction(ctx, async (tx) => {
      // teams.service's createTeam runs its own withTransaction: here it joins this one.
      const team = await teamsService.createTeam(tx, { name: 'Nested FC', sportKindId: 'football' });
      afterInner = [...batches];
      await teamsService.updateTeam(tx, team.id, { name: 'Nested United' });
      return team;
    });
    expect(afterInner).toEqual([]);
    expect(batches).toEqual([
      [
        { type: 'team.created', teamId: created.id },
        { type: 'team.updated', teamId: created.id },
        { type: 'team.renamed', teamId: created.id, name: 'Nested United' },
      ],
    ]);
  });

  it('of a service called inside another transaction are dropped when the outer work throws after it', async () => {
    const batches = listen();
    const ctx = createContext(deps, caller);
    let id = '';
    await expect(
      withTransaction(ctx, async (tx) => {
        id = (await teamsService.createTeam(tx, { name: 'Doomed FC', sportKindId: 'football' })).id;
        throw new Error('the outer step fails');
      }),
    ).rejects.toThrow('the outer step fails');
    expect(batches).toEqual([]);
    expect(await readTeamElsewhere(id)).toBeUndefined();
  });

  it('cannot be recorded outside a transaction', () => {
    const ctx = createContext(deps, caller);
    expect(() => ctx.events.record({ type: 'team.updated', teamId: crypto.randomUUID() })).toThrow(
      /inside withTransaction/,
    );
  });

  it('cannot be recorded on a transaction that has committed (a leaked context)', async () => {
    const ctx = createContext(deps, caller);
    const leaked = await withTransaction(ctx, async (tx) => tx);
    expect(() => leaked.events.record({ type: 'team.updated', teamId: crypto.randomUUID() })).toThrow(
      /committed/,
    );
  });

  it('reach every subscriber when one fails, and the caller still succeeds', async () => {
    unsubscribe.push(
      app.deps.bus.subscribe('throws', () => {
        throw new Error('subscriber down');
      }),
      app.deps.bus.subscribe('rejects', async () => Promise.reject(new Error('subscriber down too'))),
    );
    const batches = listen();
    const ctx = createContext(deps, caller);
    const id = await withTransaction(ctx, async (tx) => {
      const teamId = await insertTeam(tx, 'Resilient FC');
      tx.events.record({ type: 'team.created', teamId });
      return teamId;
    });
    expect(batches).toEqual([[{ type: 'team.created', teamId: id }]]);
    expect(await readTeamElsewhere(id)).toMatchObject({ name: 'Resilient FC' });
  });

  it('dispatch nothing for a transaction that recorded nothing', async () => {
    const batches = listen();
    await withTransaction(createContext(deps, caller), async (tx) => insertTeam(tx, 'Quiet FC'));
    expect(batches).toEqual([]);
  });
});

describe('team events through HTTP', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = (await signUp(app, { name: 'Team Owner' })).cookie;
  });

  async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) {
    const response = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.json<{ id: string }>() };
  }

  it('renaming a team dispatches team.updated and team.renamed once, after the write is visible', async () => {
    const team = await send('POST', '/api/teams', { name: 'Old Name', sportKindId: 'football' });
    expect(team.status).toBe(201);
    const seen: { events: DomainEvent[]; name: string | undefined }[] = [];
    unsubscribe.push(
      app.deps.bus.subscribe('reader', async (events) => {
        seen.push({ events: [...events], name: await nameOf(team.body.id) });
      }),
    );
    const renamed = await send('PUT', `/api/teams/${team.body.id}`, { name: 'New Name' });
    expect(renamed.status).toBe(200);
    expect(seen).toEqual([
      {
        events: [
          { type: 'team.updated', teamId: team.body.id },
          { type: 'team.renamed', teamId: team.body.id, name: 'New Name' },
        ],
        name: 'New Name',
      },
    ]);
  });

  it.each([
    [
      'creating',
      'team.created',
      async () => (await send('POST', '/api/teams', { name: 'A', sportKindId: 'football' })).body.id,
    ],
    [
      'updating without a new name',
      'team.updated',
      async (id: string) => (await send('PUT', `/api/teams/${id}`, { shortName: 'SH' })).body.id,
    ],
    ['deleting', 'team.deleted', async (id: string) => (await send('DELETE', `/api/teams/${id}`)).body.id],
  ] as const)('%s a team dispatches %s once', async (_, type, act) => {
    const existing = await send('POST', '/api/teams', { name: 'Subject FC', sportKindId: 'football' });
    const batches = listen();
    const id = await act(existing.body.id);
    expect(batches).toEqual([[{ type, teamId: id }]]);
  });

  it('a refused update dispatches nothing and changes nothing', async () => {
    const team = await send('POST', '/api/teams', { name: 'Steady FC', sportKindId: 'football' });
    const batches = listen();
    const refused = await send('PUT', `/api/teams/${team.body.id}`, {
      name: 'Changed FC',
      teamLeagueId: 'no-such-team-league',
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(batches).toEqual([]);
    expect(await nameOf(team.body.id)).toBe('Steady FC');
  });
});
