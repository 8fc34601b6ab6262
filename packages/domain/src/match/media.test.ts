import { describe, expect, it } from 'vitest';
import { isMediaKindPossible, MEDIA_KINDS, MEDIA_PROVIDERS, recogniseMedia } from './media.ts';

const photo = { kind: 'photo', provider: null, embedUrl: null };
const link = { kind: 'link', provider: null, embedUrl: null };

describe('recogniseMedia: photos', () => {
  it.each([
    ['an uploaded image id', 'images/6f1c2a9e-1b2c-4d3e-8f90-123456789abc.webp'],
    ['a bucket path without an extension', 'uploads/abc123'],
    ['a data address', 'data:image/png;base64,iVBORw0KGgo='],
    ['an image file by address', 'https://cdn.example.com/match/goal.JPG'],
    ['an image file with a query', 'https://cdn.example.com/goal.webp?w=800#top'],
    ['an image on a video site', 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg'],
  ])('%s is a photo', (_, url) => {
    expect(recogniseMedia(url)).toEqual(photo);
  });

  it('reads the path, not the query: a page whose query names a picture is a link', () => {
    expect(recogniseMedia('https://news.example.com/report?cover=goal.jpg')).toEqual(link);
  });
});

describe('recogniseMedia: videos and streams', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      { kind: 'video', provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ',
      { kind: 'video', provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      { kind: 'video', provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    [
      'https://www.youtube.com/live/dQw4w9WgXcQ',
      { kind: 'stream', provider: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
    ],
    ['https://www.youtube.com/@clubtv/live', { kind: 'stream', provider: 'youtube', embedUrl: null }],
    ['https://www.youtube.com/watch?v=<script>', { kind: 'video', provider: 'youtube', embedUrl: null }],
    [
      'https://vimeo.com/channels/staffpicks/76979871',
      { kind: 'video', provider: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871' },
    ],
    [
      'https://www.twitch.tv/videos/123456789',
      {
        kind: 'video',
        provider: 'twitch',
        embedUrl: 'https://player.twitch.tv/?video=123456789&parent=localhost',
      },
    ],
    [
      'https://www.twitch.tv/clubtv',
      {
        kind: 'stream',
        provider: 'twitch',
        embedUrl: 'https://player.twitch.tv/?channel=clubtv&parent=localhost',
      },
    ],
    [
      'https://player.twitch.tv/?channel=clubtv&parent=elsewhere.example',
      {
        kind: 'stream',
        provider: 'twitch',
        embedUrl: 'https://player.twitch.tv/?channel=clubtv&parent=localhost',
      },
    ],
    [
      'https://clips.twitch.tv/FunnyClipSlug',
      {
        kind: 'video',
        provider: 'twitch',
        embedUrl: 'https://clips.twitch.tv/embed?clip=FunnyClipSlug&parent=localhost',
      },
    ],
    [
      'https://www.twitch.tv/clubtv/clip/FunnyClipSlug',
      {
        kind: 'video',
        provider: 'twitch',
        embedUrl: 'https://clips.twitch.tv/embed?clip=FunnyClipSlug&parent=localhost',
      },
    ],
    [
      'https://kick.com/clubtv',
      { kind: 'stream', provider: 'kick', embedUrl: 'https://player.kick.com/clubtv' },
    ],
    ['https://kick.com/video/3f2a', { kind: 'video', provider: 'kick', embedUrl: null }],
    [
      'https://www.dailymotion.com/video/x8abcd1',
      { kind: 'video', provider: 'dailymotion', embedUrl: 'https://www.dailymotion.com/embed/video/x8abcd1' },
    ],
    [
      'https://www.dailymotion.com/embed/video/x8abcd1',
      { kind: 'video', provider: 'dailymotion', embedUrl: 'https://www.dailymotion.com/embed/video/x8abcd1' },
    ],
    [
      'https://dai.ly/x8abcd1',
      { kind: 'video', provider: 'dailymotion', embedUrl: 'https://www.dailymotion.com/embed/video/x8abcd1' },
    ],
    ['https://www.facebook.com/club/videos/1234', { kind: 'video', provider: 'facebook', embedUrl: null }],
    ['https://fb.watch/abcd/', { kind: 'video', provider: 'facebook', embedUrl: null }],
    ['https://www.instagram.com/reel/Cabc/', { kind: 'video', provider: 'instagram', embedUrl: null }],
    ['https://www.tiktok.com/@club/video/1', { kind: 'video', provider: 'tiktok', embedUrl: null }],
    ['https://x.com/club/status/1', { kind: 'video', provider: 'x', embedUrl: null }],
    ['https://twitter.com/club/status/1', { kind: 'video', provider: 'x', embedUrl: null }],
  ])('%s', (url, expected) => {
    expect(recogniseMedia(url)).toEqual(expected);
  });

  it('puts the page host given as `parent` into Twitch embeds, encoded', () => {
    expect(recogniseMedia('https://www.twitch.tv/clubtv', 'matchday.example').embedUrl).toBe(
      'https://player.twitch.tv/?channel=clubtv&parent=matchday.example',
    );
    expect(recogniseMedia('https://www.twitch.tv/videos/1', 'a b').embedUrl).toBe(
      'https://player.twitch.tv/?video=1&parent=a%20b',
    );
  });

  it('escapes a path segment it copies into an embed query, so a link cannot add its own parameters', () => {
    expect(recogniseMedia('https://www.twitch.tv/club&parent=evil.example').embedUrl).toBe(
      'https://player.twitch.tv/?channel=club%26parent%3Devil.example&parent=localhost',
    );
  });

  it('ignores surrounding blanks and the case of the host', () => {
    expect(recogniseMedia('  https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ  ').provider).toBe('youtube');
  });
});

describe('recogniseMedia: other addresses', () => {
  it.each([
    'https://www.club.example/match-report',
    'http://club.example/report',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  ])('%s is a plain link', (url) => {
    expect(recogniseMedia(url)).toEqual(link);
  });

  it('answers only kinds and providers the contract knows', () => {
    for (const url of ['https://kick.com/a', 'https://x.com/a', 'images/a.webp', 'https://a.example']) {
      const { kind, provider } = recogniseMedia(url);
      expect(MEDIA_KINDS).toContain(kind);
      if (provider !== null) expect(MEDIA_PROVIDERS).toContain(provider);
    }
  });
});

describe('isMediaKindPossible', () => {
  const upload = recogniseMedia('images/a.webp');
  const youtube = recogniseMedia('https://youtu.be/dQw4w9WgXcQ');
  const unknown = recogniseMedia('https://club.example/stream');
  it.each([
    ['an upload', upload, 'photo', true],
    ['an upload', upload, 'video', false],
    ['an upload', upload, 'link', false],
    ['a YouTube link', youtube, 'photo', false],
    ['a YouTube link', youtube, 'video', true],
    ['a YouTube link', youtube, 'stream', true],
    ['a YouTube link', youtube, 'link', true],
    ['an unknown site', unknown, 'photo', true],
    ['an unknown site', unknown, 'stream', true],
    ['an unknown site', unknown, 'link', true],
  ] as const)('%s as %s: %s', (_, recognised, kind, expected) => {
    expect(isMediaKindPossible(recognised, kind)).toBe(expected);
  });
});
