import type { LeagueSiteSection } from '@matchday/contracts';

/** The newest competition's tabs: one per chosen section among results, fixtures and standings. */
export type CompetitionTab = Extract<LeagueSiteSection, 'results' | 'fixtures' | 'standings'>;

/** One block of the league site's home page, top to bottom. */
export type SiteBlock =
  | { kind: 'live' | 'competitions' | 'news' | 'teams' | 'chat' }
  | { kind: 'featured'; tabs: CompetitionTab[] }
  /** The featured competition with the league's chat room beside it on a wide screen. */
  | { kind: 'featuredWithChat'; tabs: CompetitionTab[]; chatFirst: boolean };

const isTab = (name: LeagueSiteSection): name is CompetitionTab =>
  name === 'results' || name === 'fixtures' || name === 'standings';

/**
 * The home page's blocks from the league's chosen sections, in their order. Results, fixtures and standings
 * are tabs of one block (the newest competition), placed where the first of them is; the chat sits beside
 * that block when the two are next to each other, as on the default page.
 */
export function toSiteBlocks(sections: readonly LeagueSiteSection[]): SiteBlock[] {
  const blocks: SiteBlock[] = [];
  let featured: { kind: 'featured'; tabs: CompetitionTab[] } | undefined;
  for (const name of sections) {
    if (!isTab(name)) {
      blocks.push({ kind: name });
    } else if (featured) {
      featured.tabs.push(name);
    } else {
      featured = { kind: 'featured', tabs: [name] };
      blocks.push(featured);
    }
  }
  const at = blocks.findIndex((b) => b.kind === 'featured');
  if (at < 0 || !featured) return blocks;
  const chatFirst = blocks[at - 1]?.kind === 'chat';
  const chatAfter = blocks[at + 1]?.kind === 'chat';
  if (!chatFirst && !chatAfter) return blocks;
  const pair: SiteBlock = { kind: 'featuredWithChat', tabs: featured.tabs, chatFirst };
  return chatFirst
    ? [...blocks.slice(0, at - 1), pair, ...blocks.slice(at + 1)]
    : [...blocks.slice(0, at), pair, ...blocks.slice(at + 2)];
}

/**
 * The tab shown first: the first chosen one, except "results" before anything was played (then the next,
 * so a new competition opens on its fixtures).
 */
export function toFirstTab(tabs: readonly CompetitionTab[], hasResults: boolean): CompetitionTab | undefined {
  if (tabs[0] === 'results' && !hasResults && tabs.length > 1) return tabs[1];
  return tabs[0];
}
