// Media of a match (issue 10): photos through the image pipeline, video and stream links whose provider is
// recognised so the match page can embed them.

export const MEDIA_KINDS = ['photo', 'video', 'stream', 'link'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_PROVIDERS = [
  'youtube',
  'vimeo',
  'twitch',
  'facebook',
  'instagram',
  'tiktok',
  'x',
  'kick',
  'dailymotion',
] as const;
export type MediaProvider = (typeof MEDIA_PROVIDERS)[number];

/** What a link is: its provider, whether it is live (a stream), and an address to embed when there is one. */
export interface RecognisedMedia {
  readonly kind: MediaKind;
  readonly provider: MediaProvider | null;
  readonly embedUrl: string | null;
}

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

const PHOTO: RecognisedMedia = { kind: 'photo', provider: null, embedUrl: null };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

const hostOf = (u: URL) => u.hostname.toLowerCase().replace(/^(?:www|m|mobile|player)\./, '');

/**
 * Recognises a media id or link. An uploaded image id, a data address or an image file is a photo; YouTube,
 * Vimeo, Twitch, Facebook, Instagram, TikTok, X, Kick and Dailymotion links are videos (Twitch and Kick
 * channels and YouTube live pages are streams); any other address is a plain link. `parent` is the host
 * Twitch's player needs to allow the embed.
 */
export function recogniseMedia(url: string, parent = 'localhost'): RecognisedMedia {
  const value = url.trim();
  if (/^data:image\//i.test(value)) return PHOTO;
  const u = parse(value);
  // Not an address: a media id (a bucket path from `POST /image`), which only ever names an image.
  if (!u || (u.protocol !== 'https:' && u.protocol !== 'http:')) return PHOTO;
  // The path decides, not the query: `…/article?cover=a.jpg` is a page, not a picture.
  if (IMAGE_EXTENSION.test(u.pathname)) return PHOTO;
  const host = hostOf(u);
  const path = u.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com')
    return youtube(u, host, path);
  if (host === 'vimeo.com') {
    const id = path.find((p) => /^\d+$/.test(p));
    return { kind: 'video', provider: 'vimeo', embedUrl: id ? `https://player.vimeo.com/video/${id}` : null };
  }
  if (host === 'twitch.tv' || host === 'clips.twitch.tv') return twitch(u, host, path, parent);
  if (host === 'kick.com') {
    // `kick.com/video/<id>` is a recording; any other first segment is a channel, live when it streams.
    if (path[0] === 'video') return { kind: 'video', provider: 'kick', embedUrl: null };
    return {
      kind: 'stream',
      provider: 'kick',
      embedUrl: path[0] ? `https://player.kick.com/${encodeURIComponent(path[0])}` : null,
    };
  }
  if (host === 'dailymotion.com' || host === 'dai.ly') {
    const at = path.indexOf('video');
    const id = host === 'dai.ly' ? path[0] : at >= 0 ? path[at + 1] : null;
    return {
      kind: 'video',
      provider: 'dailymotion',
      embedUrl: id ? `https://www.dailymotion.com/embed/video/${encodeURIComponent(id)}` : null,
    };
  }
  if (host === 'facebook.com' || host === 'fb.watch')
    return { kind: 'video', provider: 'facebook', embedUrl: null };
  if (host === 'instagram.com') return { kind: 'video', provider: 'instagram', embedUrl: null };
  if (host === 'tiktok.com') return { kind: 'video', provider: 'tiktok', embedUrl: null };
  if (host === 'x.com' || host === 'twitter.com') return { kind: 'video', provider: 'x', embedUrl: null };
  return { kind: 'link', provider: null, embedUrl: null };
}

function youtube(u: URL, host: string, path: string[]): RecognisedMedia {
  const id =
    host === 'youtu.be'
      ? path[0]
      : path[0] === 'watch'
        ? u.searchParams.get('v')
        : ['embed', 'live', 'shorts', 'v'].includes(path[0] ?? '')
          ? path[1]
          : null;
  const valid = id && /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : null;
  // `/live/<id>` is a broadcast; `/@channel/live` is whatever the channel is streaming now (no fixed id).
  const live = path[0] === 'live' || path[1] === 'live';
  return {
    kind: live ? 'stream' : 'video',
    provider: 'youtube',
    embedUrl: valid ? `https://www.youtube-nocookie.com/embed/${valid}` : null,
  };
}

function twitch(u: URL, host: string, path: string[], parent: string): RecognisedMedia {
  const p = encodeURIComponent(parent);
  // `player.twitch.tv/?channel=…` or `?video=…` (the prefix is gone from `host`): already an embed, re-parented.
  const video = path[0] === 'videos' ? path[1] : path.length === 0 ? u.searchParams.get('video') : null;
  if (video)
    return {
      kind: 'video',
      provider: 'twitch',
      embedUrl: `https://player.twitch.tv/?video=${encodeURIComponent(video)}&parent=${p}`,
    };
  const clip = host === 'clips.twitch.tv' ? path[0] : path[1] === 'clip' ? path[2] : null;
  if (host === 'clips.twitch.tv' || path[1] === 'clip')
    return {
      kind: 'video',
      provider: 'twitch',
      embedUrl: clip ? `https://clips.twitch.tv/embed?clip=${encodeURIComponent(clip)}&parent=${p}` : null,
    };
  const channel = path[0] ?? u.searchParams.get('channel');
  return {
    kind: 'stream',
    provider: 'twitch',
    embedUrl: channel ? `https://player.twitch.tv/?channel=${encodeURIComponent(channel)}&parent=${p}` : null,
  };
}

/**
 * Whether media recognised as `recognised` may be given `kind`. An image (an upload, a data address, an image
 * file) is only a photo, and a video site's page is never one. A video site's link may be a video, a stream
 * (a live broadcast looks like any other video link) or a plain link (a post that holds no video); an address
 * we do not recognise may be anything its owner says (an image served without an extension, a self-hosted
 * video).
 */
export function isMediaKindPossible(recognised: RecognisedMedia, kind: MediaKind): boolean {
  if (recognised.kind === 'photo') return kind === 'photo';
  if (recognised.provider !== null) return kind !== 'photo';
  return true;
}

/**
 * The players `recogniseMedia` embeds (its `embedUrl` hosts): what a page's Content-Security-Policy lets into
 * frames so match videos and streams play in place.
 */
export const MEDIA_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.twitch.tv',
  'https://clips.twitch.tv',
  'https://player.kick.com',
  'https://www.dailymotion.com',
] as const;
