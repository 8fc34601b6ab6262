// Chat names and limits without zod (re-exported by chat.ts): the web app's first load and its chat panel
// import them, and a module of zod schemas would bring zod with it (issue 25).
export const CHAT_ROOM_KINDS = ['fixture', 'champ', 'league'] as const;

/** The socket.io namespace of chat on the hub. */
export const CHAT_NAMESPACE = '/chat';

/** The one spelling of a chat room's name, on the server and in the web app. */
export function toChatRoom(kind: (typeof CHAT_ROOM_KINDS)[number], id: string): string {
  return `${kind}:${id.toLowerCase()}`;
}

/** The longest message, in characters. */
export const CHAT_MESSAGE_MAX = 1000;
/** Messages per page when a client does not ask for a size. */
export const CHAT_PAGE_SIZE_DEFAULT = 50;
