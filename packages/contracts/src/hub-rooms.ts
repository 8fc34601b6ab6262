// Hub room names without zod (re-exported by hub.ts): the web app's first load imports them.
export const HUB_ROOM_KINDS = ['fixture', 'champ', 'stage', 'league', 'user'] as const;

/** `fixture:7f…`: the one spelling of a room name, on the server and in the web app. */
export function toHubRoom(kind: (typeof HUB_ROOM_KINDS)[number], id: string): string {
  return `${kind}:${id}`;
}
