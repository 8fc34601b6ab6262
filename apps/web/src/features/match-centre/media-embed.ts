/**
 * The address an iframe may load: https only, and Twitch's player told the host it is embedded on (it
 * refuses any other `parent`; the server cannot know which host the page is served from).
 */
export function toEmbedSrc(embedUrl: string, hostname: string): string | null {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (url.hostname === 'player.twitch.tv' || url.hostname === 'clips.twitch.tv')
    url.searchParams.set('parent', hostname);
  return url.toString();
}
