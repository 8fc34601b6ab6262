import { CHAT_NAMESPACE } from '@matchday/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useRuntimeConfig } from '../../app/RuntimeConfigProvider.tsx';
import { ChatClient, type ChatSocket } from './chat-client.ts';

export interface ChatConnection {
  /** The tab's shared chat socket and what its rooms show. */
  client: ChatClient;
  /** A socket of its own (the chat test page: connecting and disconnecting it touches no panel). */
  openSocket: () => Promise<ChatSocket>;
}

export type OpenChatSocket = (
  hubPath: string,
  options: { forceNew: boolean },
) => ChatSocket | Promise<ChatSocket>;

const ChatContext = createContext<ChatConnection | null>(null);

/**
 * A socket on the hub's `/chat` namespace, at the same `hubPath` as the hub (app/HubProvider.tsx): socket.io
 * shares one connection between the namespaces of one address unless `forceNew`. The client library loads
 * only when a chat is shown.
 */
async function openChatSocket(hubPath: string, { forceNew }: { forceNew: boolean }): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  const url = new URL(hubPath, window.location.href);
  const options = {
    path: url.pathname,
    autoConnect: false,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    forceNew,
  };
  return io(`${url.origin}${CHAT_NAMESPACE}`, options) as unknown as ChatSocket;
}

/** The tab's chat connection (chat-client.ts). `openSocket` lets tests pass a fake. */
export function ChatProvider({
  children,
  openSocket = openChatSocket,
}: {
  children: ReactNode;
  openSocket?: OpenChatSocket;
}) {
  const { hubPath } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [connection] = useState<ChatConnection>(() => ({
    client: new ChatClient(() => openSocket(hubPath, { forceNew: false }), queryClient),
    openSocket: async () => openSocket(hubPath, { forceNew: true }),
  }));
  return <ChatContext.Provider value={connection}>{children}</ChatContext.Provider>;
}

/**
 * The chat connection, or null outside ChatProvider (a page's own tests, which leave chat out: the pages show
 * their chat only where the app provides one).
 */
export function useOptionalChatConnection(): ChatConnection | null {
  return useContext(ChatContext);
}

/** The chat connection; only inside ChatProvider. */
export function useChatConnection(): ChatConnection {
  const connection = useContext(ChatContext);
  if (!connection) throw new Error('useChatConnection must be used inside ChatProvider');
  return connection;
}
