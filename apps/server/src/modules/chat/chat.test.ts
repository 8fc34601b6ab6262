import { CHAT_RATE_LIMIT, type ChatMessage, type DomainEvent } from '@matchday/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../../test/helpers.ts';
import { listenLocal } from '../../../test/live.ts';
import type { App } from '../../app.ts';
import { MAX_ROOMS_PER_SOCKET } from '../../plugins/hub.ts';
import { type Cast, call, createCast, createChampWithTeams, createLeague } from '../champs/champs.testing.ts';
import {
  collect,
  connectChat,
  joinChat,
  moveClock,
  postMessage,
  setRoomMode,
  until,
} from './chat.testing.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;

let cast: Cast;
let leagueRoom: string;
let champRoom: string;
let fixtureIds: string[];
let fixtureNames: { home: string; away: string }[];
let leagueName: string;
let champName: string;
/** Every committed event of the app, in order. */
const events: DomainEvent[] = [];
let offset = 0;

/** Moves the app's clock forward (each test starts a minute later, so rate limits never carry over). */
function advance(ms: number) {
  offset += ms;
  moveClock(cast.app, offset);
}

beforeAll(async () => {
  cast = await createCast();
  const { league, champ, stageId } = await createChampWithTeams(cast, 4, { type: 'league' });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const items = generated.body.items as { id: string; homeTeamName: string; awayTeamName: string }[];
  fixtureIds = items.map((f) => f.id);
  fixtureNames = items.map((f) => ({ home: f.homeTeamName, away: f.awayTeamName }));
  leagueRoom = `league:${league.id}`;
  champRoom = `champ:${champ.id}`;
  leagueName = league.name;
  champName = (await call(cast.app, 'GET', `/api/champs/${champ.id}`)).body.name;
  cast.app.deps.bus.subscribe('chat-test', (batch) => {
    events.push(...batch);
  });
});
beforeEach(() => advance(MINUTE));
afterAll(() => cast.app.close());

/** A new signed-in user (cookie and id). */
const newUser = (name = 'Fan') => signUp(cast.app, { name });

function state(room: string, cookie?: string) {
  return call(cast.app, 'GET', `/chat/rooms/${room}`, cookie);
}
function messages(room: string, query = '', cookie?: string) {
  return call(cast.app, 'GET', `/chat/rooms/${room}/messages${query}`, cookie);
}
function post(room: string, text: string, cookie?: string) {
  return call(cast.app, 'POST', `/chat/rooms/${room}/messages`, cookie, { text });
}

/** A league of the owner's (the manager its Manager), its room opened. */
async function openLeagueRoom() {
  const league = await createLeague(cast);
  const room = `league:${league.id}`;
  await setRoomMode(cast.app, room, 'open', cast.owner);
  return room;
}

describe('rooms', () => {
  it('names each kind of room after its item; a league or competition room starts closed, a match room follows its match', async () => {
    const fixtureRoom = `fixture:${fixtureIds[0]}`;
    await call(cast.app, 'PUT', `/api/fixture/${fixtureIds[0]}`, cast.owner, { startsAt: null });
    for (const [room, title, mode] of [
      [leagueRoom, leagueName, 'closed'],
      [champRoom, champName, 'closed'],
      [fixtureRoom, `${fixtureNames[0]!.home} – ${fixtureNames[0]!.away}`, 'matchWindow'],
    ] as const) {
      const res = await state(room);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({
        room,
        title,
        mode,
        isOpen: false,
        opensAt: null,
        canModerate: false,
        canWrite: false,
        mute: null,
        unread: 0,
      });
    }
  });

  it('lets whoever may edit the item moderate: owner, Manager, SystemAdmin; not a stranger', async () => {
    for (const [cookie, canModerate] of [
      [cast.owner, true],
      [cast.manager, true],
      [cast.admin, true],
      [cast.other, false],
    ] as const) {
      expect((await state(`fixture:${fixtureIds[1]}`, cookie)).body.canModerate).toBe(canModerate);
    }
  });

  it('answers 404 naming what is missing, and 400 naming a bad room name', async () => {
    for (const [room, word] of [
      [`fixture:${UNKNOWN}`, 'match'],
      [`champ:${UNKNOWN}`, 'competition'],
      [`league:${UNKNOWN}`, 'league'],
    ] as const) {
      const res = await state(room);
      expect([res.status, res.body.code]).toEqual([404, 'chat.room_not_found']);
      expect(res.body.detail).toContain(word);
    }
    for (const bad of [
      'team:1',
      `stage:${UNKNOWN}`,
      'league:not-a-uuid',
      'league:AAAAAAAA-AAAA-4AAA-8AAA-AAAAAAAAAAAA',
    ]) {
      const res = await state(bad);
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([400, 'params.room']);
    }
  });

  it('opens and closes a room for moderators only, recording chat.roomChanged', async () => {
    const room = `league:${(await createLeague(cast)).id}`;
    expect((await call(cast.app, 'PUT', `/chat/rooms/${room}`, undefined, { mode: 'open' })).status).toBe(
      401,
    );
    const refused = await call(cast.app, 'PUT', `/chat/rooms/${room}`, cast.other, { mode: 'open' });
    expect([refused.status, refused.body.code]).toEqual([403, 'permission.denied']);
    events.length = 0;
    const opened = await setRoomMode(cast.app, room, 'open', cast.manager);
    expect(opened).toMatchObject({ mode: 'open', isOpen: true, canModerate: true, canWrite: true });
    expect(events).toEqual([{ type: 'chat.roomChanged', room }]);
    expect((await state(room, cast.other)).body).toMatchObject({ isOpen: true, canWrite: true });
    expect((await state(room)).body).toMatchObject({ isOpen: true, canWrite: false });
    await setRoomMode(cast.app, room, 'closed', cast.admin);
    expect((await state(room, cast.other)).body).toMatchObject({ mode: 'closed', canWrite: false });
    const unknown = await call(cast.app, 'PUT', `/chat/rooms/league:${UNKNOWN}`, cast.owner, {
      mode: 'open',
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps matchWindow for match rooms, naming the mode', async () => {
    for (const room of [leagueRoom, champRoom]) {
      const res = await call(cast.app, 'PUT', `/chat/rooms/${room}`, cast.owner, { mode: 'matchWindow' });
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([400, 'body.mode']);
    }
    const bad = await call(cast.app, 'PUT', `/chat/rooms/${leagueRoom}`, cast.owner, { mode: 'sometimes' });
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([400, 'body.mode']);
  });

  it('opens a match room an hour before kick-off and closes it when the match is over', async () => {
    const fixtureId = fixtureIds[2]!;
    const room = `fixture:${fixtureId}`;
    await setRoomMode(cast.app, room, 'matchWindow', cast.owner);
    // No kick-off time: closed.
    const cleared = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, { startsAt: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect((await state(room, cast.other)).body).toMatchObject({ isOpen: false, opensAt: null });

    const kickOff = new Date(cast.app.deps.clock.now().getTime() + 2 * 60 * MINUTE);
    kickOff.setUTCSeconds(0, 0);
    const moved = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, {
      startsAt: kickOff.toISOString(),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const before = await state(room, cast.other);
    expect(before.body).toMatchObject({
      mode: 'matchWindow',
      isOpen: false,
      canWrite: false,
      opensAt: new Date(kickOff.getTime() - 60 * MINUTE).toISOString(),
    });
    const closed = await post(room, 'Too early', cast.other);
    expect([closed.status, closed.body.code, closed.body.detail]).toEqual([
      409,
      'chat.room_closed',
      'This chat is closed.',
    ]);

    // 59 minutes before kick-off: open.
    advance(kickOff.getTime() - 59 * MINUTE - cast.app.deps.clock.now().getTime());
    expect((await state(room, cast.other)).body).toMatchObject({ isOpen: true, canWrite: true });
    expect((await post(room, 'Come on!', cast.other)).status).toBe(201);

    const scored = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, {
      homeScore: 1,
      awayScore: 0,
    });
    expect(scored.status, JSON.stringify(scored.body)).toBe(200);
    expect((await state(room, cast.other)).body).toMatchObject({ isOpen: false });
    expect((await post(room, 'Full time', cast.other)).status).toBe(409);
  });
});

describe('a match room nobody has set (issue 30)', () => {
  it('is in matchWindow mode: open from an hour before kick-off, while live, closed once over', async () => {
    const fixtureId = fixtureIds[4]!;
    const room = `fixture:${fixtureId}`;
    const kickOff = new Date(cast.app.deps.clock.now().getTime() + 3 * 60 * MINUTE);
    kickOff.setUTCSeconds(0, 0);
    const moved = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, {
      startsAt: kickOff.toISOString(),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await state(room, cast.other)).body).toMatchObject({
      mode: 'matchWindow',
      isOpen: false,
      canWrite: false,
      opensAt: new Date(kickOff.getTime() - 60 * MINUTE).toISOString(),
    });
    expect((await post(room, 'Too early', cast.other)).body.code).toBe('chat.room_closed');

    // An hour before kick-off the room opens, and its first message needs nobody to have set it.
    advance(kickOff.getTime() - 60 * MINUTE - cast.app.deps.clock.now().getTime());
    expect((await state(room, cast.other)).body).toMatchObject({
      mode: 'matchWindow',
      isOpen: true,
      canWrite: true,
    });
    const first = await post(room, 'Warming up', cast.other);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.seq).toBe(1);
    expect((await state(room, cast.other)).body.mode).toBe('matchWindow');

    const live = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, {
      status: 'live',
      period: 1,
    });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect((await post(room, 'Kick-off!', cast.other)).body.seq).toBe(2);

    const over = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}/score`, cast.owner, {
      homeScore: 2,
      awayScore: 2,
    });
    expect(over.status, JSON.stringify(over.body)).toBe(200);
    expect((await state(room, cast.other)).body).toMatchObject({ mode: 'matchWindow', isOpen: false });
    expect((await post(room, 'Full time', cast.other)).status).toBe(409);
  });

  it('is open while its match is live even without a kick-off time, and the organiser can still close it', async () => {
    const fixtureId = fixtureIds[5]!;
    const room = `fixture:${fixtureId}`;
    await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, { startsAt: null });
    expect((await state(room, cast.other)).body).toMatchObject({ isOpen: false, opensAt: null });
    const live = await call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cast.owner, {
      status: 'live',
      period: 1,
    });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect((await state(room, cast.other)).body).toMatchObject({ mode: 'matchWindow', isOpen: true });
    await setRoomMode(cast.app, room, 'closed', cast.owner);
    expect((await state(room, cast.other)).body).toMatchObject({ mode: 'closed', isOpen: false });
    expect((await post(room, 'Let me in', cast.other)).status).toBe(409);
  });
});

describe('messages', () => {
  it('refuses a closed room, an anonymous writer and an empty message', async () => {
    const room = `league:${(await createLeague(cast)).id}`;
    expect((await post(room, 'Hello', cast.other)).body.code).toBe('chat.room_closed');
    await setRoomMode(cast.app, room, 'open', cast.owner);
    expect((await post(room, 'Hello')).status).toBe(401);
    for (const text of ['', '   ', '\u0007', 'x'.repeat(1001)]) {
      const res = await post(room, text, cast.other);
      expect([res.status, res.body.errors?.[0]?.field], JSON.stringify(text)).toEqual([400, 'body.text']);
    }
    const nul = await post(room, 'a\u0000b', cast.other);
    expect([nul.status, nul.body.errors?.[0]?.field]).toEqual([400, 'body.text']);
    expect((await post(`league:${UNKNOWN}`, 'Hello', cast.other)).status).toBe(404);
  });

  it('posts plain text: HTML stays literal, control characters go, line breaks stay', async () => {
    const room = await openLeagueRoom();
    const writer = await newUser('Writer <b>');
    events.length = 0;
    const res = await post(room, '  <script>alert(1)</script>\r\n<b>bold</b>\u001b[31m\t!  ', writer.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const message = res.body as ChatMessage;
    expect(message).toMatchObject({
      room,
      seq: 1,
      text: '<script>alert(1)</script>\n<b>bold</b>[31m!',
      userId: writer.userId,
      userName: 'Writer <b>',
      userImage: null,
    });
    expect(events).toEqual([{ type: 'chat.messagePosted', room, message }]);
    const page = await messages(room);
    expect(page.body.items[0].text).toBe('<script>alert(1)</script>\n<b>bold</b>[31m!');
  });

  it('numbers messages per room and pages backwards by seq with before, hasMore and nextBefore', async () => {
    const room = await openLeagueRoom();
    const other = await openLeagueRoom();
    const a = await newUser('A');
    const b = await newUser('B');
    const posted: { id: string; seq: number }[] = [];
    for (let i = 1; i <= 7; i++) {
      posted.push(await postMessage(cast.app, room, `m${i}`, i % 2 ? a.cookie : b.cookie));
      if (i === 4) await postMessage(cast.app, other, 'elsewhere', a.cookie);
    }
    expect(posted.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const first = await messages(room, '?pageSize=3');
    expect(first.status).toBe(200);
    expect(first.body.items.map((m: ChatMessage) => m.text)).toEqual(['m7', 'm6', 'm5']);
    expect(first.body).toMatchObject({ hasMore: true, nextBefore: posted[4]!.id });
    const second = await messages(room, `?pageSize=3&before=${first.body.nextBefore}`);
    expect(second.body.items.map((m: ChatMessage) => m.seq)).toEqual([4, 3, 2]);
    expect(second.body).toMatchObject({ hasMore: true, nextBefore: posted[1]!.id });
    const last = await messages(room, `?pageSize=3&before=${second.body.nextBefore}`);
    expect(last.body).toMatchObject({ hasMore: false, nextBefore: null });
    expect(last.body.items.map((m: ChatMessage) => m.text)).toEqual(['m1']);
    expect((await messages(room)).body.items).toHaveLength(7);
    expect((await messages(other)).body.items.map((m: ChatMessage) => m.seq)).toEqual([1]);

    // A cursor that is no message of this room is named.
    const otherMessage = (await messages(other)).body.items[0].id;
    for (const before of [UNKNOWN, otherMessage]) {
      const res = await messages(room, `?before=${before}`);
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([400, 'querystring.before']);
    }
    for (const query of ['?before=nope', '?pageSize=0', '?pageSize=101']) {
      expect((await messages(room, query)).status).toBe(400);
    }
  });

  it('answers an empty page for a room never opened, and 404 for an item that does not exist', async () => {
    const res = await messages(champRoom);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [], hasMore: false, nextBefore: null });
    expect((await messages(`fixture:${UNKNOWN}`)).body.code).toBe('chat.room_not_found');
  });

  it('serves anonymous readers from the cache and drops it when a message is posted or deleted', async () => {
    const room = await openLeagueRoom();
    const writer = await newUser();
    const first = await postMessage(cast.app, room, 'one', writer.cookie);
    expect((await messages(room)).body.items).toHaveLength(1);
    await postMessage(cast.app, room, 'two', writer.cookie);
    expect((await messages(room)).body.items.map((m: ChatMessage) => m.text)).toEqual(['two', 'one']);
    expect((await call(cast.app, 'DELETE', `/chat/messages/${first.id}`, writer.cookie)).status).toBe(200);
    expect((await messages(room)).body.items.map((m: ChatMessage) => m.text)).toEqual(['two']);
  });
});

describe('deleting', () => {
  it('lets the author and the moderators delete, not a stranger; deleted messages are hidden', async () => {
    const room = await openLeagueRoom();
    const author = await newUser('Author');
    const stranger = await newUser('Stranger');
    const own = await postMessage(cast.app, room, 'mine', author.cookie);
    const moderated = await postMessage(cast.app, room, 'rude', author.cookie);
    const kept = await postMessage(cast.app, room, 'kept', author.cookie);

    expect((await call(cast.app, 'DELETE', `/chat/messages/${own.id}`)).status).toBe(401);
    const refused = await call(cast.app, 'DELETE', `/chat/messages/${own.id}`, stranger.cookie);
    expect([refused.status, refused.body.code]).toEqual([403, 'permission.denied']);

    events.length = 0;
    const deleted = await call(cast.app, 'DELETE', `/chat/messages/${own.id}`, author.cookie);
    expect(deleted.body).toEqual({ id: own.id, room, deleted: true });
    expect(events).toEqual([{ type: 'chat.messageDeleted', room, messageId: own.id }]);
    expect((await call(cast.app, 'DELETE', `/chat/messages/${moderated.id}`, cast.manager)).status).toBe(200);

    const again = await call(cast.app, 'DELETE', `/chat/messages/${own.id}`, author.cookie);
    expect([again.status, again.body.code]).toEqual([404, 'chat.message_not_found']);
    expect((await call(cast.app, 'DELETE', `/chat/messages/${UNKNOWN}`, cast.admin)).status).toBe(404);
    expect((await messages(room)).body.items.map((m: ChatMessage) => m.id)).toEqual([kept.id]);
    // A deleted message still works as a cursor: its seq is where the page starts.
    expect((await messages(room, `?before=${moderated.id}`)).body.items).toEqual([]);
  });
});

describe('mutes', () => {
  it('mutes and unmutes for moderators; a muted user cannot write until lifted or over', async () => {
    const room = await openLeagueRoom();
    const fan = await newUser('Loud Fan');
    await postMessage(cast.app, room, 'hello', fan.cookie);

    const byStranger = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.other, {
      userId: fan.userId,
    });
    expect([byStranger.status, byStranger.body.code]).toEqual([403, 'permission.denied']);
    expect((await call(cast.app, 'GET', `/chat/rooms/${room}/mutes`, cast.other)).status).toBe(403);
    const self = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.owner, {
      userId: cast.ownerId,
    });
    expect([self.status, self.body.errors?.[0]?.field]).toEqual([400, 'body.userId']);
    const nobody = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.owner, { userId: UNKNOWN });
    expect([nobody.status, nobody.body.code]).toEqual([404, 'user.not_found']);
    const tooLong = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.owner, {
      userId: fan.userId,
      minutes: 43_201,
    });
    expect([tooLong.status, tooLong.body.errors?.[0]?.field]).toEqual([400, 'body.minutes']);

    events.length = 0;
    const muted = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.manager, {
      userId: fan.userId,
      minutes: 10,
    });
    expect(muted.status, JSON.stringify(muted.body)).toBe(201);
    const until = new Date(cast.app.deps.clock.now().getTime() + 10 * MINUTE);
    expect(muted.body).toMatchObject({
      room,
      userId: fan.userId,
      userName: 'Loud Fan',
      mutedBy: cast.managerId,
    });
    expect(Math.abs(Date.parse(muted.body.until) - until.getTime())).toBeLessThan(5_000);
    expect(events).toEqual([{ type: 'chat.roomChanged', room }]);

    const refused = await post(room, 'let me speak', fan.cookie);
    expect([refused.status, refused.body.code]).toEqual([403, 'chat.muted']);
    expect(refused.body.detail).toContain(muted.body.until);
    expect((await state(room, fan.cookie)).body).toMatchObject({
      canWrite: false,
      mute: { until: muted.body.until },
    });
    const list = await call(cast.app, 'GET', `/chat/rooms/${room}/mutes`, cast.owner);
    expect(list.body.items.map((m: { userId: string }) => m.userId)).toEqual([fan.userId]);

    // Over after ten minutes.
    advance(11 * MINUTE);
    expect((await state(room, fan.cookie)).body).toMatchObject({ canWrite: true, mute: null });
    expect((await call(cast.app, 'GET', `/chat/rooms/${room}/mutes`, cast.owner)).body.items).toEqual([]);

    // Until lifted: a second mute replaces the first.
    const forever = await call(cast.app, 'POST', `/chat/rooms/${room}/mutes`, cast.owner, {
      userId: fan.userId,
    });
    expect(forever.body.until).toBeNull();
    advance(60 * 24 * MINUTE);
    expect((await post(room, 'still?', fan.cookie)).body.code).toBe('chat.muted');
    const lifted = await call(cast.app, 'DELETE', `/chat/rooms/${room}/mutes/${fan.userId}`, cast.admin);
    expect(lifted.body).toEqual({ room, userId: fan.userId, deleted: true });
    expect((await post(room, 'thanks', fan.cookie)).status).toBe(201);
    const notMuted = await call(cast.app, 'DELETE', `/chat/rooms/${room}/mutes/${fan.userId}`, cast.admin);
    expect([notMuted.status, notMuted.body.code]).toEqual([404, 'chat.mute_not_found']);
  });
});

describe('rate limit', () => {
  it(`allows ${CHAT_RATE_LIMIT} messages per user in any rooms per window, then 429 with Retry-After`, async () => {
    const one = await openLeagueRoom();
    const two = await openLeagueRoom();
    const fan = await newUser();
    for (let i = 0; i < CHAT_RATE_LIMIT; i++)
      await postMessage(cast.app, i % 2 ? one : two, `m${i}`, fan.cookie);
    const response = await cast.app.inject({
      method: 'POST',
      url: `/chat/rooms/${one}/messages`,
      headers: { cookie: fan.cookie },
      payload: { text: 'one too many' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json().code).toBe('chat.rate_limited');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    // Someone else is not held back.
    expect((await post(one, 'me too', cast.other)).status).toBe(201);
    advance(retryAfter * 1000);
    expect((await post(one, 'later', fan.cookie)).status).toBe(201);
  });
});

describe('unread', () => {
  it('counts the messages of others after the read mark, and clears them when read', async () => {
    const room = await openLeagueRoom();
    const room2 = await openLeagueRoom();
    const writer = await newUser('Writer');
    const reader = await newUser('Reader');
    await postMessage(cast.app, room, 'r1', reader.cookie);
    for (const text of ['w1', 'w2', 'w3']) await postMessage(cast.app, room, text, writer.cookie);
    expect((await state(room, reader.cookie)).body.unread).toBe(3);
    // Writing marks the room read up to one's own message.
    expect((await state(room, writer.cookie)).body.unread).toBe(0);
    expect((await state(room)).body.unread).toBe(0);
    // Never read anything: every message of others.
    expect((await state(room, cast.other)).body.unread).toBe(4);

    const read = await call(cast.app, 'POST', `/chat/rooms/${room}/read`, reader.cookie);
    expect(read.body).toEqual({ room, unread: 0, lastReadSeq: 4 });
    expect((await state(room, reader.cookie)).body.unread).toBe(0);
    advance(MINUTE);
    const w4 = await postMessage(cast.app, room, 'w4', writer.cookie);
    await postMessage(cast.app, room2, 'elsewhere', writer.cookie);
    await call(cast.app, 'POST', `/chat/rooms/${room2}/read`, reader.cookie);
    await postMessage(cast.app, room2, 'again', writer.cookie);
    expect((await state(room, reader.cookie)).body.unread).toBe(1);

    const unread = await call(cast.app, 'GET', '/chat/unread', reader.cookie);
    expect(unread.status).toBe(200);
    expect(unread.body.total).toBe(2);
    expect(unread.body.items).toEqual(
      expect.arrayContaining([
        { room, title: 'Sunday League', unread: 1 },
        { room: room2, title: 'Sunday League', unread: 1 },
      ]),
    );
    // A deleted message is no longer unread.
    await call(cast.app, 'DELETE', `/chat/messages/${w4.id}`, writer.cookie);
    expect((await state(room, reader.cookie)).body.unread).toBe(0);
    expect((await call(cast.app, 'GET', '/chat/unread')).status).toBe(401);
    expect((await call(cast.app, 'POST', `/chat/rooms/${room}/read`)).status).toBe(401);
    expect((await call(cast.app, 'POST', `/chat/rooms/league:${UNKNOWN}/read`, reader.cookie)).status).toBe(
      404,
    );
  });

  it('titles match rooms with their teams', async () => {
    const fan = await newUser();
    const room = `fixture:${fixtureIds[3]}`;
    await call(cast.app, 'POST', `/chat/rooms/${room}/read`, fan.cookie);
    const unread = await call(cast.app, 'GET', '/chat/unread', fan.cookie);
    expect(unread.body).toEqual({
      items: [{ room, title: `${fixtureNames[3]!.home} – ${fixtureNames[3]!.away}`, unread: 0 }],
      total: 0,
    });
  });
});

describe('the /chat namespace of the hub', () => {
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    baseUrl = await listenLocal(cast.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  async function client(cookie?: string) {
    const socket = await connectChat(baseUrl, cookie ? { cookie } : {});
    sockets.push(socket);
    return socket;
  }

  it('delivers posted messages in order to every client in the room, and to nobody else', async () => {
    const room = await openLeagueRoom();
    const writer = await newUser();
    const [first, second, outsider] = [await client(), await client(writer.cookie), await client()];
    expect(await joinChat(first, { room })).toEqual({ ok: true, room });
    expect(await joinChat(second, { room })).toEqual({ ok: true, room });
    expect(await joinChat(outsider, { room: champRoom })).toEqual({ ok: true, room: champRoom });
    const heardFirst = collect<ChatMessage>(first, 'chat.message');
    const heardSecond = collect<ChatMessage>(second, 'chat.message');
    const strayed = collect<ChatMessage>(outsider, 'chat.message');
    await Promise.all(['one', 'two', 'three'].map((text) => post(room, text, writer.cookie)));
    await until(() => heardFirst.length === 3 && heardSecond.length === 3);
    expect(heardFirst.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(heardSecond.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(heardFirst[0]).toMatchObject({ room, userId: writer.userId, userName: 'Fan' });
    await cast.app.hub.idle();
    expect(strayed).toEqual([]);

    // Deletions and room changes too; after leaving, nothing.
    const deleted = collect(first, 'chat.messageDeleted');
    const changed = collect(first, 'chat.roomChanged');
    await call(cast.app, 'DELETE', `/chat/messages/${heardFirst[1]!.id}`, writer.cookie);
    await setRoomMode(cast.app, room, 'closed', cast.owner);
    await until(() => deleted.length === 1 && changed.length === 1);
    expect(deleted).toEqual([{ room, id: heardFirst[1]!.id }]);
    expect(changed).toEqual([{ room }]);
    expect(await first.timeout(2_000).emitWithAck('leave', { room })).toEqual({ ok: true, room });
    await setRoomMode(cast.app, room, 'open', cast.owner);
    await postMessage(cast.app, room, 'four', writer.cookie);
    await until(() => heardSecond.length === 4);
    await cast.app.hub.idle();
    expect(heardFirst).toHaveLength(3);
  });

  it('refuses more than MAX_ROOMS_PER_SOCKET rooms on one connection', async () => {
    const socket = await client();
    const room = (i: number) => `league:00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
    for (let i = 1; i <= MAX_ROOMS_PER_SOCKET; i++) {
      expect(await joinChat(socket, { room: room(i) })).toMatchObject({ ok: true });
    }
    expect(await joinChat(socket, { room: room(MAX_ROOMS_PER_SOCKET + 1) })).toMatchObject({
      ok: false,
      code: 'hub.too_many_rooms',
    });
    // Joining a room again is not one more.
    expect(await joinChat(socket, { room: room(1) })).toMatchObject({ ok: true });
  });

  it('answers a ping with the server time', async () => {
    const socket = await client();
    const before = Date.now();
    const { t } = (await socket.timeout(2_000).emitWithAck('ping')) as { t: number };
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    [{ room: 'team:1' }],
    [{ room: `stage:${UNKNOWN}` }],
    [{}],
    ['league'],
    [{ kind: 'league', id: UNKNOWN }],
  ])('refuses to join %j', async (payload) => {
    expect(await joinChat(await client(), payload)).toMatchObject({ ok: false, code: 'hub.invalid_room' });
  });

  it('keeps chat events off the main namespace and hub events off the chat namespace', async () => {
    const room = await openLeagueRoom();
    const writer = await newUser();
    const chat = await client();
    await joinChat(chat, { room });
    const { connectHub } = await import('../../../test/live.ts');
    const main = await connectHub(baseUrl);
    sockets.push(main);
    await main.timeout(2_000).emitWithAck('join', { kind: 'league', id: room.slice('league:'.length) });
    const onMain: unknown[] = [];
    main.onAny((type: string, message: unknown) => onMain.push([type, message]));
    const heard = collect(chat, 'chat.message');
    await postMessage(cast.app, room, 'hi', writer.cookie);
    await until(() => heard.length === 1);
    await cast.app.hub.idle();
    expect(onMain).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(
  'two instances on one Redis (skipped: set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)',
  () => {
    let a: App;
    let b: App;
    const sockets: Socket[] = [];
    beforeAll(async () => {
      a = await createTestApp({ REDIS_URL: redisUrl });
      b = await createTestApp({ REDIS_URL: redisUrl });
    });
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await Promise.all([a?.close(), b?.close()]);
    });

    it('brings a message posted on A to a client of B exactly once', async () => {
      const urlA = await listenLocal(a);
      const urlB = await listenLocal(b);
      const owner = await signUp(a, { name: 'Owner' });
      const league = await call(a, 'POST', '/api/champ-leagues', owner.cookie, {
        name: 'Two Towns League',
        sportKindId: 'football',
        subdomain: `two-towns-${Date.now().toString(36)}`,
      });
      expect(league.status, JSON.stringify(league.body)).toBe(201);
      const room = `league:${league.body.id}`;
      await setRoomMode(a, room, 'open', owner.cookie);
      const onB = await connectChat(urlB);
      const onA = await connectChat(urlA);
      sockets.push(onA, onB);
      expect(await joinChat(onB, { room })).toEqual({ ok: true, room });
      await joinChat(onA, { room });
      const heardB = collect<ChatMessage>(onB, 'chat.message');
      const heardA = collect<ChatMessage>(onA, 'chat.message');
      const message = await postMessage(a, room, 'across the wire', owner.cookie);
      await until(() => heardB.length >= 1 && heardA.length >= 1);
      await a.hub.idle();
      await b.hub.idle();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heardB).toEqual([expect.objectContaining({ id: message.id, seq: 1, text: 'across the wire' })]);
      expect(heardA).toHaveLength(1);
    });
  },
);
