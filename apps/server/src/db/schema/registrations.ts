import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { champs } from './champs.ts';
import { players } from './players.ts';
import { teams } from './teams.ts';

/**
 * The registrations module's tables (docs/adr/0014-registration-requests.md): a competition's registration
 * settings, team requests to enter a competition, player–team requests in both directions, and the audit
 * trail of payment marks. `status` is one of the contract's `REGISTRATION_STATUSES`. A partial unique index
 * keeps one pending request per pair, so two racing requests cannot both be made.
 */
export const registrationSettings = pgTable('registration_settings', {
  champId: uuid()
    .primaryKey()
    .references(() => champs.id, { onDelete: 'cascade' }),
  registrationOpen: boolean().notNull().default(true),
  registrationDeadline: date({ mode: 'string' }),
  maxTeams: integer(),
  /** The entry fee in minor units, with its ISO 4217 currency; both null: no fee. */
  entryFeeAmount: integer(),
  entryFeeCurrency: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const teamRequests = pgTable(
  'team_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    champId: uuid()
      .notNull()
      .references(() => champs.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    senderId: text().notNull(),
    status: text().notNull().default('pending'),
    reason: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The competition's fee when the request was made. */
    entryFeeAmount: integer(),
    entryFeeCurrency: text(),
    /** The first payment mark's facts (the marks themselves are `registration_payment_marks`). */
    paid: boolean().notNull().default(false),
    paidAt: timestamp({ withTimezone: true }),
    paidBy: text(),
    paymentReference: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_requests_pending_uq').on(t.champId, t.teamId).where(sql`${t.status} = 'pending'`),
    index('team_requests_champ_idx').on(t.champId),
    index('team_requests_team_idx').on(t.teamId),
    index('team_requests_sender_idx').on(t.senderId),
  ],
);

export const playerTeamRequests = pgTable(
  'player_team_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The player's owner when the request was made. */
    userId: text().notNull(),
    /** true: the player's owner asks to join; false: the team offers a contract. */
    isSentByUser: boolean().notNull(),
    senderId: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: text().notNull().default('pending'),
    reason: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The roster entry an accept made (no key: the roster is the players module's, and may change). */
    rosterEntryId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_team_requests_pending_uq')
      .on(t.playerId, t.teamId)
      .where(sql`${t.status} = 'pending'`),
    index('player_team_requests_player_idx').on(t.playerId),
    index('player_team_requests_team_idx').on(t.teamId),
    index('player_team_requests_user_idx').on(t.userId),
    index('player_team_requests_sender_idx').on(t.senderId),
  ],
);

/** Every "marked paid" an organiser made: the audit trail. The API never deletes one. */
export const registrationPaymentMarks = pgTable(
  'registration_payment_marks',
  {
    id: uuid().primaryKey().defaultRandom(),
    teamRequestId: uuid()
      .notNull()
      .references(() => teamRequests.id, { onDelete: 'cascade' }),
    markedBy: text().notNull(),
    reference: text(),
    markedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registration_payment_marks_request_idx').on(t.teamRequestId)],
);

/**
 * Invitations (ADR 0014): an organiser invites a user to enter a team into a competition (`kind` team, `champId`),
 * or a team invites a user to bring a player (`kind` player, `teamId`, a contract period). The invitee is a user
 * (`inviteeUserId`) or, until they sign up, an address (`inviteeEmail`, kept lower-case). A pending invitation
 * past `expiresAt` is expired; deciding it writes that status. One pending invitation per target and invitee.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    champId: uuid().references(() => champs.id, { onDelete: 'cascade' }),
    /** Player invitations: the inviting team. Team invitations: the team entered on accept. */
    teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    /** Player invitations: the player brought on accept. */
    playerId: uuid().references(() => players.id, { onDelete: 'set null' }),
    senderId: text().notNull(),
    inviteeUserId: text(),
    inviteeEmail: text(),
    message: text(),
    startDate: date({ mode: 'string' }),
    endDate: date({ mode: 'string' }),
    status: text().notNull().default('pending'),
    reason: text(),
    decidedBy: text(),
    decidedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The roster entry a player invitation's accept made. */
    rosterEntryId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_pending_uq')
      .on(
        t.kind,
        sql`coalesce(${t.champId}, ${t.teamId})`,
        sql`coalesce(${t.inviteeUserId}, ${t.inviteeEmail})`,
      )
      .where(sql`${t.status} = 'pending'`),
    index('invitations_champ_idx').on(t.champId),
    index('invitations_team_idx').on(t.teamId),
    index('invitations_invitee_user_idx').on(t.inviteeUserId),
    index('invitations_invitee_email_idx').on(t.inviteeEmail),
    index('invitations_sender_idx').on(t.senderId),
  ],
);
