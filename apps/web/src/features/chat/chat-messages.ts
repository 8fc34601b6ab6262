import type { ChatMessage, ChatMessagePage } from '@matchday/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A room's loaded messages: pages newest first, each page's items newest first (as the API pages them). */
export type ChatMessagePages = InfiniteData<ChatMessagePage, unknown>;

const bySeqDescending = (a: ChatMessage, b: ChatMessage) => b.seq - a.seq || b.id.localeCompare(a.id);

/**
 * Adds a message that arrived live (the socket) or as a POST answer. Both may bring the same message: one
 * with a known id changes nothing. It goes into the page whose range holds its `seq`, so every page's
 * `nextBefore` cursor stays right. A message older than everything loaded while older pages remain is left
 * out: "Load older messages" brings it in order, instead of showing it above a gap.
 */
export function insertChatMessage(data: ChatMessagePages, message: ChatMessage): ChatMessagePages {
  const { pages } = data;
  if (pages.length === 0) return data;
  if (pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const last = pages[pages.length - 1];
  const oldest = last?.items[last.items.length - 1];
  if (last?.hasMore && oldest && message.seq < oldest.seq) return data;
  let target = pages.findIndex((page) => {
    const pageOldest = page.items[page.items.length - 1];
    return pageOldest !== undefined && pageOldest.seq <= message.seq;
  });
  if (target === -1) target = pages.length - 1;
  return {
    ...data,
    pages: pages.map((page, index) =>
      index === target ? { ...page, items: [...page.items, message].sort(bySeqDescending) } : page,
    ),
  };
}

/** Takes a deleted message out of whichever page holds it. */
export function removeChatMessage(data: ChatMessagePages, id: string): ChatMessagePages {
  if (!data.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

/** The messages in reading order: oldest first, without duplicates (a page refetched mid-stream). */
export function toChronological(data: ChatMessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: ChatMessage[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      messages.push(item);
    }
  }
  return messages.sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
}
