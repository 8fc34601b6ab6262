import { describe, expect, it } from 'vitest';
import { MediaRef, nameText, text } from './strings.ts';

describe('text', () => {
  it('refuses a NUL byte anywhere', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(nameText().safeParse('\u0000').success).toBe(false);
    expect(text().safeParse('ordinary text').success).toBe(true);
  });
  it('refuses more than its maximum', () => {
    expect(text(5).safeParse('123456').success).toBe(false);
  });
});

describe('MediaRef', () => {
  it.each([
    'https://example.org/logo.png',
    'http://localhost:3000/storage/a.webp',
    'images/2026/ab12.webp',
    '/images/ab12.webp',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %s', (value) => {
    expect(MediaRef.safeParse(value).success).toBe(true);
  });
  it.each([
    'javascript:alert(1)',
    'just some words',
    '//evil.example/x.png',
    '../../etc/passwd',
    'data:text/html;base64,PHNjcmlwdD4=',
    `https://x.org/${'a'.repeat(2100)}`,
  ])('refuses %s', (value) => {
    expect(MediaRef.safeParse(value).success).toBe(false);
  });
});
