import { describe, expect, it } from 'vitest';
import { toTextParts } from './linkify.ts';

describe('toTextParts', () => {
  it('splits out http(s) links and leaves closing punctuation in the text', () => {
    expect(toTextParts('Open http://localhost:3100/verify-email?token=a.b-c. Thanks')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', href: 'http://localhost:3100/verify-email?token=a.b-c' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('returns plain text untouched and finds several links', () => {
    expect(toTextParts('Your code is 123456')).toEqual([{ kind: 'text', text: 'Your code is 123456' }]);
    expect(toTextParts('https://a.example/x\nhttps://b.example/y')).toEqual([
      { kind: 'link', href: 'https://a.example/x' },
      { kind: 'text', text: '\n' },
      { kind: 'link', href: 'https://b.example/y' },
    ]);
  });
});
