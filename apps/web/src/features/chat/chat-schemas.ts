// The chat socket's payload schemas, loaded with the socket (chat-client.ts) so zod stays out of the first load.
export { ChatJoinAck, ChatMessage } from '@matchday/contracts';
