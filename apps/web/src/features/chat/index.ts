// The public entry of features/chat (apps/web/README.md, "Layout"): what other features and src/app may use.
// Re-exports only: a build reads an import of this file as imports of the modules it names (build/feature-entries.ts),
// so an importer gets only what it uses, and `import('…/index.ts').then((m) => m.X)` loads X's chunk alone.

export { ChatProvider, useOptionalChatConnection } from './ChatProvider.tsx';
export { MatchChatControl } from './MatchChatControl.tsx';
export { PageChat } from './PageChat.tsx';
