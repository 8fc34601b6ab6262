import { NEWS_EXCERPT_LENGTH } from '@matchday/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * A news body's HTML, made safe once on the server before it is stored (spec §7 "News": rich text, sanitised
 * on the server), so every reader (the web page, the Atom feed, outside clients) gets markup it can render as
 * is. An allow-list, never a deny-list: whatever is not named here goes, with scripts' and styles' text.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'img',
  'figure',
  'figcaption',
];

const LINK_URL = /^(?:https?:\/\/|mailto:)/i;
/** An image on the web, or one of ours under the default storage path (`/storage/images/….webp`). */
const IMAGE_URL =
  /^(?:https?:\/\/[^\s]+|\/storage\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // What browsers' contenteditable writes, kept as the tags we allow.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    // Links leave the site in a new tab, tell the target nothing of us, and pass on no ranking.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const safe: Record<string, string> = {};
      if (href && LINK_URL.test(href)) safe.href = href;
      if (attribs.title) safe.title = attribs.title;
      return {
        tagName,
        attribs: { ...safe, rel: 'nofollow noopener noreferrer', target: '_blank' },
      };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      const safe: Record<string, string> = {};
      if (src && IMAGE_URL.test(src) && !src.split('/').includes('..')) safe.src = src;
      if (attribs.alt) safe.alt = attribs.alt;
      return { tagName, attribs: safe };
    },
  },
  // An image whose address was refused is dropped whole, and so is a link left without an address's text.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as stored and served: only the allow-listed tags and attributes, links and images checked. */
export function toSafeHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const BLOCK_END = /<\/(?:p|li|h2|h3|h4|blockquote|figcaption)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The plain text of sanitised HTML, blocks apart by a space. */
export function toPlainText(safeHtml: string): string {
  const text = sanitizeHtml(
    safeHtml.replace(BLOCK_END, (m) => `${m} `),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first ~200 characters of the text, cut at a word and marked with an ellipsis when cut. */
export function toExcerpt(safeHtml: string, length = NEWS_EXCERPT_LENGTH): string {
  const text = toPlainText(safeHtml);
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const XML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => XML_ESCAPES[c] ?? c);
}

export interface AtomEntry {
  id: string;
  title: string;
  url: string;
  updated: Date;
  published: Date;
  author: string;
  summary: string;
  html: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  selfUrl: string;
  siteUrl: string;
  updated: Date;
  author: string;
  entries: AtomEntry[];
}

/** An Atom 1.0 document (RFC 4287). Ids are `urn:uuid:` of our ids, so they never change with the host. */
export function toAtom(feed: AtomFeed): string {
  const entries = feed.entries.map(
    (e) => `  <entry>
    <id>urn:uuid:${e.id}</id>
    <title type="text">${escapeXml(e.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(e.url)}"/>
    <published>${e.published.toISOString()}</published>
    <updated>${e.updated.toISOString()}</updated>
    <author><name>${escapeXml(e.author)}</name></author>
    <summary type="text">${escapeXml(e.summary)}</summary>
    <content type="html">${escapeXml(e.html)}</content>
  </entry>
`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>urn:uuid:${feed.id}</id>
  <title type="text">${escapeXml(feed.title)}</title>
  <updated>${feed.updated.toISOString()}</updated>
  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(feed.siteUrl)}"/>
  <author><name>${escapeXml(feed.author)}</name></author>
  <generator>Matchday</generator>
${entries.join('')}</feed>
`;
}
