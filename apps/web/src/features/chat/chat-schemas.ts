// The schema of a live chat message, loaded with the first one (chat-client.ts) so zod stays out of a page's load.
export { ChatMessage } from '@matchday/contracts';
