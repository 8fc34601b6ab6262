import { Anchor, Text } from '@mantine/core';
import { toTextParts } from '../../lib/linkify.ts';

/**
 * A message as plain text (React escapes it: HTML stays text) with its http(s) addresses as links. The links
 * are anyone's: `nofollow ugc` for search engines, `noopener noreferrer` so the opened page cannot reach this
 * one.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {toTextParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow noopener noreferrer ugc"
            inherit
          >
            {part.href}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text, never reordered
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
