// League-site section names without zod (re-exported by leagues.ts): the league site's public pages import them.

/**
 * The sections a league's own site can show on its home page, in their default order (every one shown): what
 * is played today, the competitions, the newest competition's results, fixtures and standings, the league's
 * chat room, its news and its teams.
 */
export const LEAGUE_SITE_SECTIONS = [
  'live',
  'competitions',
  'results',
  'fixtures',
  'standings',
  'chat',
  'news',
  'teams',
] as const;
export type LeagueSiteSection = (typeof LEAGUE_SITE_SECTIONS)[number];

/** The sections shown when a league has not chosen: all of them, in the default order. */
export function toDefaultLeagueSiteSections(): LeagueSiteSection[] {
  return [...LEAGUE_SITE_SECTIONS];
}
