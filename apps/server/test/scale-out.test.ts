import { randomUUID } from 'node:crypto';
import type { DomainEvent, HubAck } from '@matchday/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { openTestDatabase, signUp } from './helpers.ts';
import { buildLiveApp, commitEvents, connectHub, countQueries, listenLocal, nextMessage } from './live.ts';

/**
 * Several instances behind a load balancer (README "Scaling out"): two apps on one Redis — and, when
 * TEST_DATABASE_URL is set, on one PostgreSQL database, as in production. Without TEST_REDIS_URL this suite
 * is skipped; `.ci/run` starts Redis and sets it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!redisUrl)(
  'two instances on one Redis (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)',
  () => {
    let a: App;
    let b: App;
    let urlA: string;
    let urlB: string;
    let databaseB: Database;
    const cleanups: (() => Promise<void>)[] = [];
    const sockets: Socket[] = [];
    // Fresh ids: other suites (or other checkouts) may share this Redis.
    const leagueId = randomUUID();
    const champId = randomUUID();
    const stageId = randomUUID();
    const fixtureId = randomUUID();

    beforeAll(async () => {
      const env = { REDIS_URL: redisUrl };
      const first = await openTestDatabase();
      await first.database.migrate();
      cleanups.push(first.drop);
      if (first.name) {
        // Instance B opens its own pool on the same PostgreSQL database, as a second server would.
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${first.name}`;
        databaseB = openDatabase({ databaseUrl: url.toString() });
      } else {
        const second = await openTestDatabase();
        await second.database.migrate();
        cleanups.push(second.drop);
        databaseB = second.database;
      }
      cleanups.unshift(
        () => databaseB.close(),
        () => first.database.close(),
      );
      a = await buildLiveApp(first.database, env);
      b = await buildLiveApp(databaseB, env);
      urlA = await listenLocal(a);
      urlB = await listenLocal(b);
    });
    afterEach(() => {
      for (const socket of sockets.splice(0)) socket.disconnect();
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      for (const cleanup of cleanups) await cleanup();
    });

    async function client(baseUrl: string): Promise<Socket> {
      const socket = await connectHub(baseUrl);
      sockets.push(socket);
      return socket;
    }
    async function join(socket: Socket, kind: string, id: string): Promise<number> {
      const ack: HubAck = await socket.timeout(2_000).emitWithAck('join', { kind, id });
      if (!ack.ok) throw new Error(`join refused: ${ack.code}`);
      return ack.seq;
    }
    const standingsChanged: DomainEvent = { type: 'standings.changed', leagueId, champId, stageId };

    it('brings an event committed on A to a client of B within a second, and drops B’s cached reads of it', async () => {
      const queriesB = countQueries(databaseB);
      const cached = await b.inject({ method: 'GET', url: `/api/test-probe/champs/${champId}` });
      queriesB.reset();
      await b.inject({ method: 'GET', url: `/api/test-probe/champs/${champId}` });
      expect(queriesB.count).toBe(0);

      const socket = await client(urlB);
      const seq = await join(socket, 'champ', champId);
      const heard = nextMessage(socket, 'fixture.scored', 1_000);
      const scored: DomainEvent = {
        type: 'fixture.scored',
        leagueId,
        champId,
        stageId,
        fixtureId,
        homeTeamId: randomUUID(),
        awayTeamId: randomUUID(),
        homeScore: 3,
        awayScore: 0,
        homePenalties: null,
        awayPenalties: null,
      };
      const sent = performance.now();
      await commitEvents(a, scored);
      expect(await heard).toEqual({ ...scored, room: `champ:${champId}`, seq: seq + 1 });
      expect(performance.now() - sent).toBeLessThan(1_000);

      // The relayed batch reached B before the socket event did (one Redis connection, in order).
      queriesB.reset();
      const after = await b.inject({ method: 'GET', url: `/api/test-probe/champs/${champId}` });
      expect(queriesB.count).toBeGreaterThan(0);
      expect(after.body).toBe(cached.body);
    });

    it('does not hand an instance its own batches back, nor emit a batch twice', async () => {
      const remoteOnA: DomainEvent[] = [];
      const remoteOnB: DomainEvent[] = [];
      const offA = a.deps.bus.subscribe(
        'probe',
        (events, { remote }) => void (remote && remoteOnA.push(...events)),
        {
          remote: true,
        },
      );
      const offB = b.deps.bus.subscribe(
        'probe',
        (events, { remote }) => void (remote && remoteOnB.push(...events)),
        {
          remote: true,
        },
      );
      const onA = await client(urlA);
      const onB = await client(urlB);
      await join(onA, 'stage', stageId);
      await join(onB, 'stage', stageId);
      const heardOnA: number[] = [];
      const heardOnB: number[] = [];
      onA.on('standings.changed', (m: { seq: number }) => heardOnA.push(m.seq));
      onB.on('standings.changed', (m: { seq: number }) => heardOnB.push(m.seq));

      await commitEvents(a, standingsChanged);
      await expect
        .poll(() => remoteOnB.filter((e) => 'stageId' in e && e.stageId === stageId).length)
        .toBe(1);
      await expect.poll(() => heardOnB.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      offA();
      offB();
      // A heard its own batch only as local, never back from Redis.
      expect(remoteOnA.filter((e) => 'stageId' in e && e.stageId === stageId)).toEqual([]);
      expect(heardOnA).toEqual(heardOnB);
      expect(heardOnA).toHaveLength(1);
    });

    it('numbers a room’s events across instances, so a client that missed some on B sees the gap on A', async () => {
      const socket = await client(urlB);
      const seq = await join(socket, 'stage', stageId);
      const first = nextMessage<{ seq: number }>(socket, 'standings.changed');
      await commitEvents(b, standingsChanged);
      expect((await first).seq).toBe(seq + 1);
      const second = nextMessage<{ seq: number }>(socket, 'standings.changed');
      await commitEvents(a, standingsChanged);
      expect((await second).seq).toBe(seq + 2);
      socket.disconnect();

      // B's client is gone; two more events happen, one on each instance.
      await commitEvents(a, standingsChanged);
      await commitEvents(b, standingsChanged);
      await Promise.all([a.hub.idle(), b.hub.idle()]);

      // It reconnects — to the other instance, as a load balancer may send it — and sees it missed two.
      const back = await client(urlA);
      expect(await join(back, 'stage', stageId)).toBe(seq + 4);
    });

    it.skipIf(!sharedDatabase)(
      'shows a team renamed through A on B’s next read (one PostgreSQL)',
      async () => {
        const owner = await signUp(a);
        const created = await a.inject({
          method: 'POST',
          url: '/api/teams',
          headers: { cookie: owner.cookie },
          payload: { name: 'Harbour United', sportKindId: 'football' },
        });
        const teamId = created.json<{ id: string }>().id;
        const readOnB = async () =>
          (await b.inject({ method: 'GET', url: `/api/test-probe/teams/${teamId}` })).json<{ name: string }>()
            .name;
        expect(await readOnB()).toBe('Harbour United');
        const renamed = await a.inject({
          method: 'PUT',
          url: `/api/teams/${teamId}`,
          headers: { cookie: owner.cookie },
          payload: { name: 'Harbour Athletic' },
        });
        expect(renamed.statusCode).toBe(200);
        await expect.poll(readOnB, { timeout: 1_000, interval: 20 }).toBe('Harbour Athletic');
      },
    );
  },
);
