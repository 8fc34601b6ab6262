import { describe, expect, it } from 'vitest';
import {
  type ChatMessagePages,
  insertChatMessage,
  removeChatMessage,
  toChronological,
} from './chat-messages.ts';
import { chatMessage, chatPage } from './test-data.ts';

const pages = (...list: ReturnType<typeof chatPage>[]): ChatMessagePages => ({
  pages: list,
  pageParams: list.map(() => undefined),
});
const seqs = (data: ChatMessagePages) => toChronological(data).map((m) => m.seq);

describe('chat message cache', () => {
  it('appends a new message after the newest and shows everything oldest first', () => {
    const data = insertChatMessage(pages(chatPage(3, 5), chatPage(1, 2)), chatMessage(6));
    expect(seqs(data)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.pages[0]?.items.map((m) => m.seq)).toEqual([6, 5, 4, 3]);
  });

  it('ignores a message it already has (the POST answer and the socket both bring it)', () => {
    const once = insertChatMessage(pages(chatPage(1, 3)), chatMessage(4));
    const twice = insertChatMessage(once, chatMessage(4));
    expect(twice).toBe(once);
    expect(seqs(twice)).toEqual([1, 2, 3, 4]);
  });

  it('puts a late message in seq order, in the page whose range holds it', () => {
    const data = insertChatMessage(pages(chatPage(6, 8), chatPage(1, 3)), chatMessage(5));
    expect(seqs(data)).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(data.pages[1]?.items.map((m) => m.seq)).toEqual([5, 3, 2, 1]);
    // The page above keeps its messages, so its `nextBefore` cursor still names its oldest one.
    expect(data.pages[0]?.items.map((m) => m.seq)).toEqual([8, 7, 6]);
  });

  it('leaves out a message older than everything loaded while older pages remain', () => {
    const before = pages(chatPage(10, 12, true));
    expect(insertChatMessage(before, chatMessage(4))).toBe(before);
    // At the beginning of the room, it belongs at the top.
    expect(seqs(insertChatMessage(pages(chatPage(10, 12)), chatMessage(4)))).toEqual([4, 10, 11, 12]);
  });

  it('fills an empty room', () => {
    expect(
      seqs(insertChatMessage(pages({ items: [], hasMore: false, nextBefore: null }), chatMessage(1))),
    ).toEqual([1]);
  });

  it('removes a deleted message from whichever page holds it', () => {
    const data = removeChatMessage(pages(chatPage(4, 6), chatPage(1, 3)), chatMessage(2).id);
    expect(seqs(data)).toEqual([1, 3, 4, 5, 6]);
    const unchanged = pages(chatPage(1, 2));
    expect(removeChatMessage(unchanged, 'nope')).toBe(unchanged);
  });

  it('shows a message once even when two pages overlap after a refetch', () => {
    expect(seqs(pages(chatPage(3, 6), chatPage(1, 4)))).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
