// Chat names without zod (re-exported by chat.ts): the web app's first load imports them.
export const CHAT_ROOM_KINDS = ['fixture', 'champ', 'league'] as const;

/** The socket.io namespace of chat on the hub. */
export const CHAT_NAMESPACE = '/chat';

/** The one spelling of a chat room's name, on the server and in the web app. */
export function toChatRoom(kind: (typeof CHAT_ROOM_KINDS)[number], id: string): string {
  return `${kind}:${id.toLowerCase()}`;
}
