import type { DomainEvent } from '@matchday/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUp } from '../../../test/helpers.ts';
import { createContext, withTransaction } from '../../core/context.ts';
import { outboxMessages } from '../../db/schema/outbox.ts';
import { type Cast, call, createCast } from '../champs/champs.testing.ts';
import { type Notice, notify } from './notifications.service.ts';

let cast: Cast;
let alice: SignedUp;
let bob: SignedUp;
const unsubscribe: (() => void)[] = [];
const batches: DomainEvent[][] = [];
beforeAll(async () => {
  cast = await createCast();
  alice = await signUp(cast.app, { name: 'Alice' });
  bob = await signUp(cast.app, { name: 'Bob' });
  unsubscribe.push(
    cast.app.deps.bus.subscribe('notifications-test', (events) => void batches.push([...events])),
  );
});
afterEach(() => {
  batches.length = 0;
});
afterAll(async () => {
  for (const stop of unsubscribe) stop();
  await cast.app.close();
});

function contextOf() {
  const { database, bus, clock } = cast.app.deps;
  return createContext({ db: database.db, bus, clock, log: cast.app.log }, null);
}

/** Leaves notices through the service, as another module does inside its transaction. */
async function leave(...notices: Notice[]) {
  await withTransaction(contextOf(), (tx) => notify(tx, notices));
}

/** The mails to `to` other than the sign-up's address confirmation. */
async function mailsTo(to: string) {
  const mails = await cast.app.deps.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to));
  return mails.filter((m) => m.subject !== 'Confirm your email address');
}

describe('notify', () => {
  it('leaves the notice in the inbox, announces it in the user room and mails it once after the commit', async () => {
    await leave({
      userId: alice.userId,
      kind: 'playerRequest.received',
      title: 'Northside FC offers Ana Silva a contract',
      body: '2026-12-01 – 2027-05-31',
      link: '/admin/requests?tab=player',
    });
    const inbox = await call(cast.app, 'GET', '/api/notifications', alice.cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toMatchObject({ totalItems: 1, unreadCount: 1, pageIndex: 0, pageSize: 100 });
    const [notice] = inbox.body.items;
    expect(notice).toMatchObject({
      kind: 'playerRequest.received',
      title: 'Northside FC offers Ana Silva a contract',
      body: '2026-12-01 – 2027-05-31',
      link: '/admin/requests?tab=player',
      readAt: null,
    });
    expect(batches.flat()).toEqual([
      { type: 'notification.changed', userId: alice.userId, newIds: [notice.id] },
    ]);

    const mails = await mailsTo(alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Northside FC offers Ana Silva a contract' });
    expect(mails[0]!.body).toContain('2026-12-01 – 2027-05-31');
    expect(mails[0]!.body).toMatch(/Open it in Matchday: http:\/\/\S+\/admin\/requests\?tab=player/);
    // Bob's inbox is his own.
    expect((await call(cast.app, 'GET', '/api/notifications', bob.cookie)).body.totalItems).toBe(0);
  });

  it('leaves nothing when the transaction rolls back', async () => {
    const carol = await signUp(cast.app, { name: 'Carol' });
    batches.length = 0; // (the sign-up's own user.created)
    await expect(
      withTransaction(contextOf(), async (tx) => {
        await notify(tx, [{ userId: carol.userId, kind: 'request.paid', title: 'Paid' }]);
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect((await call(cast.app, 'GET', '/api/notifications', carol.cookie)).body.totalItems).toBe(0);
    expect(batches).toEqual([]);
    expect(await mailsTo(carol.email)).toEqual([]);
  });

  it('mails an address without an account, with no inbox and no room to tell', async () => {
    const address = `Someone-${crypto.randomUUID()}@matchday.test`;
    await leave({
      email: address,
      kind: 'invitation.received',
      title: 'Spring Cup invites you to enter a team',
      link: '/register?returnUrl=%2Fadmin%2Frequests',
    });
    const [mail, ...more] = await mailsTo(address.toLowerCase());
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Spring Cup invites you to enter a team' });
    expect(mail!.body).toMatch(/Open it in Matchday: http:\/\/\S+\/register\?returnUrl=%2Fadmin%2Frequests/);
    expect(batches.flat()).toEqual([{ type: 'notification.addressed', newIds: [expect.any(String)] }]);
  });

  it('refuses to run outside a transaction', async () => {
    await expect(
      notify(contextOf(), [{ userId: bob.userId, kind: 'request.paid', title: 'Paid' }]),
    ).rejects.toThrow(/withTransaction/);
  });
});

describe('the inbox', () => {
  it("pages newest first, filters unread, counts and marks read only the caller's", async () => {
    const dave = await signUp(cast.app, { name: 'Dave' });
    for (const n of [1, 2, 3]) {
      await leave({ userId: dave.userId, kind: 'teamRequest.received', title: `Request ${n}` });
    }
    await leave({ userId: bob.userId, kind: 'teamRequest.received', title: 'Bob only' });
    const page = await call(cast.app, 'GET', '/api/notifications?pageIndex=0&pageSize=2', dave.cookie);
    expect(page.body.items.map((n: { title: string }) => n.title)).toEqual(['Request 3', 'Request 2']);
    expect(page.body).toMatchObject({ totalItems: 3, unreadCount: 3 });
    const next = await call(cast.app, 'GET', '/api/notifications?pageIndex=1&pageSize=2', dave.cookie);
    expect(next.body.items.map((n: { title: string }) => n.title)).toEqual(['Request 1']);

    const bobsId = (await call(cast.app, 'GET', '/api/notifications', bob.cookie)).body.items[0].id;
    batches.length = 0;
    const read = await call(cast.app, 'POST', '/api/notifications/read', dave.cookie, {
      ids: [page.body.items[0].id, bobsId],
    });
    expect(read).toEqual({ status: 200, body: { unreadCount: 2 } });
    expect(batches.flat()).toEqual([{ type: 'notification.changed', userId: dave.userId, newIds: [] }]);
    // Bob's stays unread: another user's id is ignored.
    expect((await call(cast.app, 'GET', '/api/notifications/unread-count', bob.cookie)).body).toEqual({
      unreadCount: 1,
    });
    const unread = await call(cast.app, 'GET', '/api/notifications?unread=true', dave.cookie);
    expect(unread.body.items.map((n: { title: string }) => n.title)).toEqual(['Request 2', 'Request 1']);

    expect((await call(cast.app, 'POST', '/api/notifications/read', dave.cookie, {})).body).toEqual({
      unreadCount: 0,
    });
    batches.length = 0;
    // Nothing left to mark: no event.
    expect((await call(cast.app, 'POST', '/api/notifications/read', dave.cookie, {})).status).toBe(200);
    expect(batches).toEqual([]);
  });

  it('is for signed-in users; bad input names the field', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', '/api/notifications/read'],
    ] as const) {
      expect((await call(cast.app, method, url, undefined, method === 'POST' ? {} : undefined)).status).toBe(
        401,
      );
    }
    const bad = await call(cast.app, 'POST', '/api/notifications/read', alice.cookie, { ids: ['nope'] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('body.ids.0');
    const badQuery = await call(cast.app, 'GET', '/api/notifications?unread=maybe', alice.cookie);
    expect(badQuery.status).toBe(400);
    expect(JSON.stringify(badQuery.body)).toContain('querystring.unread');
  });
});
