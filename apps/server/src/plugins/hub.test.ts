import type { DomainEvent, HubAck } from '@matchday/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, signUp } from '../../test/helpers.ts';
import { buildLiveApp, commitEvents, connectHub, listenLocal, nextMessage } from '../../test/live.ts';
import type { App } from '../app.ts';
import { createContext, withTransaction } from '../core/context.ts';

const L = '10000000-0000-4000-8000-000000000001';
const C = '20000000-0000-4000-8000-000000000002';
const S = '30000000-0000-4000-8000-000000000003';
const F = '40000000-0000-4000-8000-000000000004';
const T = '50000000-0000-4000-8000-000000000005';
const scored = {
  type: 'fixture.scored',
  leagueId: L,
  champId: C,
  stageId: S,
  fixtureId: F,
  homeTeamId: T,
  awayTeamId: T,
  homeScore: 2,
  awayScore: 1,
  homePenalties: null,
  awayPenalties: null,
} as const;

let app: App;
let baseUrl: string;
let user: { cookie: string; userId: string };
let closeDatabase: () => Promise<void>;
const sockets: Socket[] = [];

beforeAll(async () => {
  const { database, drop } = await openTestDatabase();
  await database.migrate();
  closeDatabase = async () => {
    await database.close();
    await drop();
  };
  app = await buildLiveApp(database);
  user = await signUp(app);
  baseUrl = await listenLocal(app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

async function client(cookie?: string): Promise<Socket> {
  const socket = await connectHub(baseUrl, cookie ? { cookie } : {});
  sockets.push(socket);
  return socket;
}

function join(socket: Socket, payload: unknown): Promise<HubAck> {
  return socket.timeout(2_000).emitWithAck('join', payload);
}

describe('joining rooms', () => {
  it.each(['fixture', 'champ', 'stage', 'league'])('lets anyone join a %s room', async (kind) => {
    expect(await join(await client(), { kind, id: C })).toEqual({ ok: true, room: `${kind}:${C}`, seq: 0 });
  });

  it.each([
    [{ kind: 'team', id: C }, 'kind'],
    [{ kind: 'champ' }, 'id'],
    [{ kind: 'champ', id: '' }, 'id'],
    ['champ', ''],
  ])('refuses %j naming the field', async (payload, field) => {
    const ack = await join(await client(), payload);
    expect(ack).toMatchObject({ ok: false, code: 'hub.invalid_room' });
    expect(ack.ok === false && ack.errors?.[0]?.field).toBe(field);
  });

  it('refuses a user room to an anonymous client', async () => {
    expect(await join(await client(), { kind: 'user', id: user.userId })).toMatchObject({
      ok: false,
      code: 'auth.required',
    });
  });

  it("lets a signed-in user join their own room and nobody else's", async () => {
    const socket = await client(user.cookie);
    expect(await join(socket, { kind: 'user', id: user.userId })).toMatchObject({ ok: true });
    expect(await join(socket, { kind: 'user', id: 'someone-else' })).toMatchObject({
      ok: false,
      code: 'hub.room_forbidden',
    });
  });

  it('ignores the session cookie of a connection from a site we do not trust', async () => {
    const socket = await connectHub(baseUrl, { cookie: user.cookie, origin: 'https://evil.example' });
    sockets.push(socket);
    expect(await join(socket, { kind: 'user', id: user.userId })).toMatchObject({ code: 'auth.required' });
    const ours = await connectHub(baseUrl, { cookie: user.cookie, origin: app.deps.config.publicUrl });
    sockets.push(ours);
    expect(await join(ours, { kind: 'user', id: user.userId })).toMatchObject({ ok: true });
  });
});

describe('events', () => {
  it('reaches the rooms a committed event concerns, with each room’s next sequence number', async () => {
    const champ = await client();
    const fixture = await client();
    const otherChamp = await client();
    const { seq: before } = (await join(champ, { kind: 'champ', id: C })) as { seq: number };
    await join(fixture, { kind: 'fixture', id: F });
    await join(otherChamp, { kind: 'champ', id: T });
    let strayed = false;
    otherChamp.on('fixture.scored', () => {
      strayed = true;
    });
    const heard = nextMessage(champ, 'fixture.scored');
    const heardByFixture = nextMessage(fixture, 'fixture.scored');
    await commitEvents(app, scored);
    expect(await heard).toEqual({ ...scored, room: `champ:${C}`, seq: before + 1 });
    expect(await heardByFixture).toMatchObject({ room: `fixture:${F}`, fixtureId: F });
    await app.hub.idle();
    expect(strayed).toBe(false);
  });

  it('sends a registration change to the user rooms it names, and to no public room', async () => {
    const mine = await client(user.cookie);
    const champ = await client();
    await join(mine, { kind: 'user', id: user.userId });
    await join(champ, { kind: 'champ', id: C });
    let strayed = false;
    champ.on('registration.changed', () => {
      strayed = true;
    });
    const changed: DomainEvent = {
      type: 'registration.changed',
      requestKind: 'team',
      requestId: T,
      status: 'pending',
      userIds: [user.userId, 'someone-else'],
    };
    const heard = nextMessage(mine, 'registration.changed');
    await commitEvents(app, changed);
    expect(await heard).toMatchObject({ ...changed, room: `user:${user.userId}` });
    await app.hub.idle();
    expect(strayed).toBe(false);
  });

  it('numbers a room’s events one by one, so a client that missed some sees the gap when it rejoins', async () => {
    const first = await client();
    const { seq } = (await join(first, { kind: 'stage', id: S })) as { seq: number };
    const next = nextMessage<{ seq: number }>(first, 'standings.changed');
    await commitEvents(app, { type: 'standings.changed', leagueId: L, champId: C, stageId: S });
    expect((await next).seq).toBe(seq + 1);
    first.disconnect();

    await commitEvents(app, scored);
    await commitEvents(app, { type: 'standings.changed', leagueId: L, champId: C, stageId: S });
    await app.hub.idle();

    const back = await client();
    expect(await join(back, { kind: 'stage', id: S })).toEqual({
      ok: true,
      room: `stage:${S}`,
      seq: seq + 3,
    });
  });

  it('emits nothing for a transaction that rolls back', async () => {
    const socket = await client();
    await join(socket, { kind: 'champ', id: C });
    let heard = false;
    socket.on('champ.updated', () => {
      heard = true;
    });
    const { database, bus, clock } = app.deps;
    const ctx = createContext({ db: database.db, bus, clock, log: app.log }, null);
    await expect(
      withTransaction(ctx, async (tx) => {
        tx.events.record({ type: 'champ.updated', leagueId: L, champId: C });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.hub.idle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(false);
  });
});

describe('closing', () => {
  it('disconnects the hub’s clients when the app closes', async () => {
    const { database, drop } = await openTestDatabase();
    await database.migrate();
    const other = await buildLiveApp(database);
    const socket = await connectHub(await listenLocal(other));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await other.close();
    expect(await disconnected).toBe('io server disconnect');
    await database.close();
    await drop();
  });
});
