import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The chat module's tables (docs/adr/0018-chat.md). A room is named `fixture:{id}`, `champ:{id}` or
 * `league:{id}`; its row exists once an organiser has set it (opened, closed, match window). Messages are
 * plain text; a deleted message keeps its row (who deleted it, when) and is no longer shown.
 */
export const chatRooms = pgTable('chat_rooms', {
  room: text().primaryKey(),
  kind: text().$type<'fixture' | 'champ' | 'league'>().notNull(),
  itemId: uuid().notNull(),
  mode: text().$type<'closed' | 'open' | 'matchWindow'>().notNull(),
  /** The `seq` of the room's latest message: a post takes the next under this row's lock. */
  lastSeq: integer().notNull().default(0),
  updatedBy: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    room: text().notNull(),
    /** Per room, in commit order: the order messages are shown and paged in (ties of createdAt impossible). */
    seq: integer().notNull(),
    userId: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedBy: text(),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq_idx').on(t.room, t.seq),
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A user muted in a room until `until` (null: until a moderator lifts it). */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    room: text().notNull(),
    userId: text().notNull(),
    until: timestamp({ withTimezone: true }),
    mutedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.room, t.userId] })],
);

/** How far a user has read a room: unread = messages of others with a higher `seq`. */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: text().notNull(),
    room: text().notNull(),
    lastReadSeq: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.room] })],
);
