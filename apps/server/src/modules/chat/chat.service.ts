import {
  CHAT_MATCH_WINDOW_MINUTES_BEFORE,
  CHAT_RATE_LIMIT,
  CHAT_RATE_WINDOW_SECONDS,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessagesQuery,
  type ChatMute,
  type ChatRoomKind,
  type ChatRoomMode,
  type ChatRoomState,
  type ChatUnreadList,
  type FixtureStatus,
  type MuteBody,
  type PostChatMessageBody,
  parseChatRoom,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { ensureSignedIn, hasAccess } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import * as champs from '../champs/champs.service.ts';
import * as fixtures from '../fixtures/fixtures.service.ts';
import * as leagues from '../leagues/leagues.service.ts';
import * as users from '../users/users.service.ts';
import * as repo from './chat.repo.ts';

/**
 * Chat (docs/adr/0018-chat.md): a room per match, competition and league, named `fixture:{id}`… Anyone reads;
 * signed-in users write while the room is open and they are not muted; whoever may edit the item (its
 * organisers, SystemAdmin) moderates. Messages are numbered per room (`seq`) in commit order, and every change
 * is recorded as a `chat.*` event that the hub's `/chat` namespace delivers after the commit.
 */

/** What a room belongs to: its kind and item, its title, and for a match what the match window needs. */
interface Subject {
  room: string;
  kind: ChatRoomKind;
  itemId: string;
  title: string;
  match?: { startsAt: Date | null; status: FixtureStatus };
}

const MINUTE_MS = 60_000;
/** A match in one of these is over (or will not be played soon): its `matchWindow` room is closed. */
const MATCH_OVER: readonly FixtureStatus[] = ['finished', 'cancelled', 'postponed'];
const moderatorPermission: Record<ChatRoomKind, Permission> = {
  fixture: Permission.FixtureEdit,
  champ: Permission.ChampEdit,
  league: Permission.LeagueEdit,
};
const missingSubject: Record<ChatRoomKind, string> = {
  fixture: 'No match has this id: there is no chat for it.',
  champ: 'No competition has this id: there is no chat for it.',
  league: 'No league has this id: there is no chat for it.',
};

/** The room's subject through its module's service, or 404 `chat.room_not_found` naming what is missing. */
async function getSubject(ctx: RequestContext, room: string): Promise<Subject> {
  const { kind, itemId } = parseChatRoom(room);
  try {
    if (kind === 'fixture') {
      const fixture = await fixtures.getFixture(ctx, itemId);
      return {
        room,
        kind,
        itemId,
        title: `${fixture.homeTeamName ?? 'TBD'} – ${fixture.awayTeamName ?? 'TBD'}`,
        match: { startsAt: fixture.startsAt ? new Date(fixture.startsAt) : null, status: fixture.status },
      };
    }
    if (kind === 'champ') return { room, kind, itemId, title: (await champs.getChampRow(ctx, itemId)).name };
    return { room, kind, itemId, title: (await leagues.getLeagueRow(ctx, itemId)).name };
  } catch (error) {
    if (error instanceof AppError && error.kind === ErrorKind.notFound) {
      throw AppError.notFound('chat.room_not_found', missingSubject[kind]);
    }
    throw error;
  }
}

function isModerator(ctx: RequestContext, subject: Subject): Promise<boolean> {
  return hasAccess(ctx, moderatorPermission[subject.kind], subject.itemId);
}

/** 401 when anonymous, 403 `permission.denied` unless the caller may edit the room's item. */
async function ensureModerator(ctx: RequestContext, subject: Subject) {
  const caller = ensureSignedIn(ctx);
  if (!(await isModerator(ctx, subject))) throw AppError.forbidden();
  return caller;
}

/** When a `matchWindow` room opens: an hour before kick-off (null without a kick-off). */
function opensAt(subject: Subject): Date | null {
  const startsAt = subject.match?.startsAt;
  return startsAt ? new Date(startsAt.getTime() - CHAT_MATCH_WINDOW_MINUTES_BEFORE * MINUTE_MS) : null;
}

/**
 * The mode of a room nobody has set: a match room follows its match (`matchWindow`, issue 30: a room said "The
 * chat is closed" beside a live match); a league's or competition's room stays closed until its organiser opens it.
 */
function defaultModeOf(kind: ChatRoomKind): ChatRoomMode {
  return kind === 'fixture' ? 'matchWindow' : 'closed';
}

/** Whether signed-in users may write now: the mode, and for `matchWindow` the clock and the match. */
function isRoomOpen(mode: ChatRoomMode, subject: Subject, now: Date): boolean {
  if (mode === 'open') return true;
  if (mode === 'closed' || !subject.match) return false;
  if (MATCH_OVER.includes(subject.match.status)) return false;
  // A match under way is open whatever its kick-off time said (kicked off early, or never given a time).
  if (subject.match.status === 'live') return true;
  const from = opensAt(subject);
  return from !== null && now.getTime() >= from.getTime();
}

/**
 * Plain text as stored: line breaks as `\n`, no control characters but the newline (a terminal escape, a NUL,
 * a bell), trimmed. Markup is never interpreted: `<b>` stays those three characters, and clients show text.
 */
export function cleanMessageText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '')
      .trim()
  );
}

// ---- rooms --------------------------------------------------------------------------------------------------

export async function getRoomState(ctx: RequestContext, room: string): Promise<ChatRoomState> {
  const subject = await getSubject(ctx, room);
  return stateOf(ctx, subject);
}

async function stateOf(ctx: RequestContext, subject: Subject): Promise<ChatRoomState> {
  const now = ctx.clock.now();
  const caller = ctx.caller;
  const [row, canModerate, mute, readSeq] = await Promise.all([
    repo.findRoom(ctx.db, subject.room),
    isModerator(ctx, subject),
    caller ? repo.findActiveMute(ctx.db, subject.room, caller.id, now) : undefined,
    caller ? repo.findReadSeq(ctx.db, caller.id, subject.room) : 0,
  ]);
  const mode = row?.mode ?? defaultModeOf(subject.kind);
  const isOpen = isRoomOpen(mode, subject, now);
  const windowOpensAt = mode === 'matchWindow' ? opensAt(subject) : null;
  return {
    room: subject.room,
    kind: subject.kind,
    itemId: subject.itemId,
    title: subject.title,
    mode,
    isOpen,
    opensAt: windowOpensAt ? windowOpensAt.toISOString() : null,
    canModerate,
    canWrite: caller !== null && isOpen && !mute,
    mute: mute ? { until: mute.until ? mute.until.toISOString() : null } : null,
    unread: caller && row ? await repo.countUnread(ctx.db, subject.room, caller.id, readSeq) : 0,
  };
}

/** `PUT /chat/rooms/{room}`: moderators open or close a room; `matchWindow` is for match rooms only. */
export async function updateRoom(
  ctx: RequestContext,
  room: string,
  mode: ChatRoomMode,
): Promise<ChatRoomState> {
  const { kind } = parseChatRoom(room);
  if (mode === 'matchWindow' && kind !== 'fixture') {
    throw AppError.invalid('chat.mode_invalid', 'Only a match room can open around its match.', [
      { field: 'body.mode', message: 'matchWindow is for match rooms (fixture:{id}) only' },
    ]);
  }
  const subject = await getSubject(ctx, room);
  const caller = await ensureModerator(ctx, subject);
  await withTransaction(ctx, async (tx) => {
    await repo.upsertRoom(
      tx.db,
      { room, kind: subject.kind, itemId: subject.itemId, mode, updatedBy: caller.id },
      tx.clock.now(),
    );
    tx.events.record({ type: 'chat.roomChanged', room });
  });
  return stateOf(ctx, subject);
}

// ---- messages -----------------------------------------------------------------------------------------------

const UNKNOWN_USER = 'Unknown user';

async function toMessages(ctx: RequestContext, rows: repo.ChatMessageRow[]): Promise<ChatMessage[]> {
  const profiles = await users.findPublicProfiles(
    ctx,
    rows.map((r) => r.userId),
  );
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return rows.map((row) => ({
    id: row.id,
    room: row.room,
    seq: row.seq,
    text: row.text,
    userId: row.userId,
    userName: byId.get(row.userId)?.name ?? UNKNOWN_USER,
    userImage: byId.get(row.userId)?.image ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `GET /chat/rooms/{room}/messages`: newest first by `seq`, paged backwards with `before` (a message id). */
export async function listMessages(
  ctx: RequestContext,
  room: string,
  query: ChatMessagesQuery,
): Promise<ChatMessagePage> {
  await getSubject(ctx, room);
  let beforeSeq: number | undefined;
  if (query.before !== undefined) {
    const cursor = await repo.findMessage(ctx.db, query.before);
    if (!cursor || cursor.room !== room) {
      throw AppError.invalid('chat.cursor_invalid', 'No message of this room has this id.', [
        { field: 'querystring.before', message: 'is not a message of this room' },
      ]);
    }
    beforeSeq = cursor.seq;
  }
  const rows = await repo.listMessages(ctx.db, room, beforeSeq, query.pageSize + 1);
  const hasMore = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  return {
    items: await toMessages(ctx, page),
    hasMore,
    nextBefore: hasMore ? (page[page.length - 1]?.id ?? null) : null,
  };
}

/**
 * `POST /chat/rooms/{room}/messages`: 409 `chat.room_closed`, 403 `chat.muted`, 429 `chat.rate_limited`; then
 * in one transaction the room's next `seq`, the message, the author's read mark, and `chat.messagePosted`.
 */
export async function postMessage(
  ctx: RequestContext,
  room: string,
  body: PostChatMessageBody,
): Promise<ChatMessage> {
  const caller = ensureSignedIn(ctx);
  const text = cleanMessageText(body.text);
  if (text.length === 0) {
    throw AppError.invalid('request.invalid', 'Write a message.', [
      { field: 'body.text', message: 'Write a message' },
    ]);
  }
  const subject = await getSubject(ctx, room);
  const [profile] = await users.findPublicProfiles(ctx, [caller.id]);
  return withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const row = await repo.findRoom(tx.db, room);
    const mode = row?.mode ?? defaultModeOf(subject.kind);
    if (!isRoomOpen(mode, subject, now)) {
      throw AppError.conflict('chat.room_closed', 'This chat is closed.');
    }
    const mute = await repo.findActiveMute(tx.db, room, caller.id, now);
    if (mute) {
      throw AppError.forbidden(
        'chat.muted',
        mute.until
          ? `You are muted in this chat until ${mute.until.toISOString()}.`
          : 'You are muted in this chat until a moderator lifts it.',
      );
    }
    await repo.lockPoster(tx.db, caller.id);
    await ensureWithinRateLimit(tx, caller.id, now);
    // A room open by default has no row until its first message: the row numbers the messages.
    if (!row) {
      await repo.createRoomIfMissing(
        tx.db,
        { room, kind: subject.kind, itemId: subject.itemId, mode, updatedBy: caller.id },
        now,
      );
    }
    const seq = await repo.takeNextSeq(tx.db, room);
    if (seq === undefined) throw AppError.conflict('chat.room_closed', 'This chat is closed.');
    const inserted = await repo.insertMessage(tx.db, { room, seq, userId: caller.id, text, createdAt: now });
    await repo.upsertRead(tx.db, caller.id, room, seq, now);
    const message: ChatMessage = {
      id: inserted.id,
      room,
      seq,
      text: inserted.text,
      userId: caller.id,
      userName: profile?.name ?? caller.name,
      userImage: profile?.image ?? null,
      createdAt: inserted.createdAt.toISOString(),
    };
    tx.events.record({ type: 'chat.messagePosted', room, message });
    return message;
  });
}

/**
 * At most `CHAT_RATE_LIMIT` messages per user in any rooms within `CHAT_RATE_WINDOW_SECONDS`, counted in the
 * database (so it holds across instances); the 429 says when the oldest of them leaves the window.
 */
async function ensureWithinRateLimit(tx: RequestContext, userId: string, now: Date): Promise<void> {
  const windowMs = CHAT_RATE_WINDOW_SECONDS * 1000;
  const sent = await repo.findPostTimes(tx.db, userId, new Date(now.getTime() - windowMs));
  if (sent.length < CHAT_RATE_LIMIT) return;
  const freedAt = (sent[sent.length - CHAT_RATE_LIMIT] ?? now).getTime() + windowMs;
  throw AppError.rateLimited(
    'chat.rate_limited',
    'You are writing too fast. Wait a moment.',
    (freedAt - now.getTime()) / 1000,
  );
}

/** `DELETE /chat/messages/{id}`: its author, or a moderator of its room. 404 when unknown or deleted. */
export async function deleteMessage(ctx: RequestContext, messageId: string) {
  const caller = ensureSignedIn(ctx);
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message || message.deletedAt) throw AppError.notFound('chat.message_not_found', 'Message not found.');
  if (message.userId !== caller.id) {
    const { kind, itemId } = parseChatRoom(message.room);
    const allowed = await hasAccess(ctx, moderatorPermission[kind], itemId);
    if (!allowed) throw AppError.forbidden();
  }
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.markDeleted(tx.db, messageId, caller.id, tx.clock.now()))) {
      throw AppError.notFound('chat.message_not_found', 'Message not found.');
    }
    tx.events.record({ type: 'chat.messageDeleted', room: message.room, messageId });
  });
  return { id: messageId, room: message.room, deleted: true as const };
}

// ---- reading ------------------------------------------------------------------------------------------------

/** `POST /chat/rooms/{room}/read`: the caller has read everything in the room so far. */
export async function markRead(ctx: RequestContext, room: string) {
  const caller = ensureSignedIn(ctx);
  await getSubject(ctx, room);
  const lastReadSeq = (await repo.findRoom(ctx.db, room))?.lastSeq ?? 0;
  await withTransaction(ctx, (tx) => repo.upsertRead(tx.db, caller.id, room, lastReadSeq, tx.clock.now()));
  return { room, unread: 0 as const, lastReadSeq };
}

/** `GET /chat/unread`: the rooms the caller has read or written in, with their titles and unread counts. */
export async function listUnread(ctx: RequestContext): Promise<ChatUnreadList> {
  const caller = ensureSignedIn(ctx);
  const rows = await repo.listUnread(ctx.db, caller.id);
  const titles = await findTitles(
    ctx,
    rows.map((r) => r.room),
  );
  // A room whose item has been deleted since has no page to go back to: it is left out.
  const items = rows
    .filter((r) => titles.has(r.room))
    .map((r) => ({ room: r.room, title: titles.get(r.room)!, unread: r.unread }));
  return { items, total: items.reduce((sum, item) => sum + item.unread, 0) };
}

/** Titles of many rooms: one query for the competitions, one for the leagues, one read per match. */
async function findTitles(ctx: RequestContext, rooms: string[]): Promise<Map<string, string>> {
  const parsed = rooms.map((room) => ({ room, ...parseChatRoom(room) }));
  const idsOf = (kind: ChatRoomKind) => parsed.filter((p) => p.kind === kind).map((p) => p.itemId);
  const [champNames, leagueRows, matchTitles] = await Promise.all([
    champs.findChampNames(ctx, idsOf('champ')),
    leagues.findLeagueRows(ctx, idsOf('league')),
    Promise.all(
      parsed
        .filter((p) => p.kind === 'fixture')
        .map(async (p) => {
          try {
            return [p.room, (await getSubject(ctx, p.room)).title] as const;
          } catch (error) {
            if (error instanceof AppError && error.kind === ErrorKind.notFound) return undefined;
            throw error;
          }
        }),
    ),
  ]);
  const leagueNames = new Map(leagueRows.map((l) => [l.id, l.name]));
  const titles = new Map<string, string>();
  for (const p of parsed) {
    const title = p.kind === 'champ' ? champNames.get(p.itemId) : leagueNames.get(p.itemId);
    if (p.kind !== 'fixture' && title !== undefined) titles.set(p.room, title);
  }
  for (const entry of matchTitles) if (entry) titles.set(entry[0], entry[1]);
  return titles;
}

// ---- mutes --------------------------------------------------------------------------------------------------

async function toMutes(ctx: RequestContext, rows: repo.ChatMuteRow[]): Promise<ChatMute[]> {
  const profiles = await users.findPublicProfiles(
    ctx,
    rows.map((r) => r.userId),
  );
  const nameOf = new Map(profiles.map((p) => [p.id, p.name]));
  return rows.map((row) => ({
    room: row.room,
    userId: row.userId,
    userName: nameOf.get(row.userId) ?? UNKNOWN_USER,
    until: row.until ? row.until.toISOString() : null,
    mutedBy: row.mutedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** `GET /chat/rooms/{room}/mutes` (moderators): the mutes that still hold. */
export async function listMutes(ctx: RequestContext, room: string): Promise<{ items: ChatMute[] }> {
  const subject = await getSubject(ctx, room);
  await ensureModerator(ctx, subject);
  return { items: await toMutes(ctx, await repo.listActiveMutes(ctx.db, room, ctx.clock.now())) };
}

/** `POST /chat/rooms/{room}/mutes` (moderators): mutes for `minutes`, or until lifted; a second mute replaces. */
export async function muteUser(ctx: RequestContext, room: string, body: MuteBody): Promise<ChatMute> {
  const subject = await getSubject(ctx, room);
  const caller = await ensureModerator(ctx, subject);
  if (body.userId === caller.id) {
    throw AppError.invalid('chat.mute_self', 'You cannot mute yourself.', [
      { field: 'body.userId', message: 'is you' },
    ]);
  }
  const [target] = await users.findPublicProfiles(ctx, [body.userId]);
  if (!target) throw AppError.notFound('user.not_found', 'No user has this id.');
  const row = await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const saved = await repo.upsertMute(tx.db, {
      room,
      userId: target.id,
      until: body.minutes ? new Date(now.getTime() + body.minutes * MINUTE_MS) : null,
      mutedBy: caller.id,
      createdAt: now,
    });
    tx.events.record({ type: 'chat.roomChanged', room });
    return saved;
  });
  const [mute] = await toMutes(ctx, [row]);
  return mute!;
}

/** `DELETE /chat/rooms/{room}/mutes/{userId}` (moderators): 404 `chat.mute_not_found` when not muted. */
export async function unmuteUser(ctx: RequestContext, room: string, userId: string) {
  const subject = await getSubject(ctx, room);
  await ensureModerator(ctx, subject);
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.deleteMute(tx.db, room, userId))) {
      throw AppError.notFound('chat.mute_not_found', 'This user is not muted here.');
    }
    tx.events.record({ type: 'chat.roomChanged', room });
  });
  return { room, userId, deleted: true as const };
}
