import { z } from 'zod';
import type { DomainEvent, DomainEventOf, DomainEventType } from './events.ts';
import { HUB_ROOM_KINDS, toHubRoom } from './hub-rooms.ts';
import { FieldErrorSchema } from './problem.ts';

/**
 * The realtime hub (socket.io at the runtime config's `hubPath`, `/api/hub`; docs/adr/0010-hub-and-read-cache.md).
 *
 * Client → server:
 *   `join`  `{ kind, id }` → ack `HubAck`: start hearing a room's events. The ack's `seq` is the room's
 *           latest sequence number, so a client that rejoins after a disconnect sees whether it missed any.
 *   `leave` `{ kind, id }` → ack `HubAck`.
 * Server → client: every committed domain event, under its type name (`fixture.scored`…), once per joined
 * room it concerns, as `HubMessage`: the event plus `room` and that room's `seq`.
 */
export { HUB_ROOM_KINDS } from './hub-rooms.ts';
export const HubRoomKind = z.enum(HUB_ROOM_KINDS);
export type HubRoomKind = z.infer<typeof HubRoomKind>;

/** Rooms anyone may join; `user` rooms only for the signed-in user's own id. */
export const PUBLIC_HUB_ROOM_KINDS: readonly HubRoomKind[] = ['fixture', 'champ', 'stage', 'league'];

export const HubJoin = z.object({
  kind: HubRoomKind,
  // Public items have UUIDs; user ids are better-auth's own strings.
  id: z.string().trim().min(1).max(128),
});
export type HubJoin = z.infer<typeof HubJoin>;

/** Stable codes of a refused join or leave. */
export const HubProblemCode = {
  invalid: 'hub.invalid_room',
  unauthenticated: 'auth.required',
  forbidden: 'hub.room_forbidden',
  tooManyRooms: 'hub.too_many_rooms',
  unavailable: 'hub.unavailable',
} as const;
export type HubProblemCode = (typeof HubProblemCode)[keyof typeof HubProblemCode];

export const HubAck = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    room: z.string(),
    /** The room's latest sequence number (0: no event yet). */
    seq: z.number().int().min(0),
  }),
  z.object({
    ok: z.literal(false),
    code: z.string(),
    message: z.string(),
    errors: z.array(FieldErrorSchema).optional(),
  }),
]);
export type HubAck = z.infer<typeof HubAck>;

export { toHubRoom } from './hub-rooms.ts';

/**
 * What a client receives: the event, the room it came through and that room's sequence number. Sequence
 * numbers grow by one per event in a room, across every server instance; a client that sees a number other
 * than last + 1 missed something (or the counter was reset) and refetches what the room shows.
 */
export type HubMessage<T extends DomainEventType = DomainEventType> = DomainEventOf<T> & {
  room: string;
  seq: number;
};

/** The public rooms an event concerns (the hub emits it to each; `user` rooms are addressed by id). */
export function hubRoomsOf(event: DomainEvent): string[] {
  const rooms: string[] = [];
  if ('fixtureId' in event) rooms.push(toHubRoom('fixture', event.fixtureId));
  if ('stageId' in event) rooms.push(toHubRoom('stage', event.stageId));
  if ('champId' in event) rooms.push(toHubRoom('champ', event.champId));
  if ('leagueId' in event) rooms.push(toHubRoom('league', event.leagueId));
  if (event.type === 'itemRole.changed') rooms.push(toHubRoom('user', event.userId));
  if (event.type === 'favorite.changed') rooms.push(toHubRoom('user', event.userId));
  if (event.type === 'notification.changed') rooms.push(toHubRoom('user', event.userId));
  if (event.type === 'registration.changed') {
    for (const userId of new Set(event.userIds)) rooms.push(toHubRoom('user', userId));
  }
  return rooms;
}
