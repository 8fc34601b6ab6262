import { staticEn } from './static.en.ts';
import type { StaticPageKey } from './static-pages.ts';

type Section = { title: string; body: string; items?: Record<string, string> };

/**
 * The keys of a page's sections and of their bullet points, in catalogue order: the English catalogue is the
 * shape every language follows, so a page's structure is its `sections` there (content as data).
 */
export function sectionsOf(page: StaticPageKey): { key: string; items: string[] }[] {
  const sections = staticEn[page].sections as Record<string, Section>;
  return Object.entries(sections).map(([key, section]) => ({
    key,
    items: section.items ? Object.keys(section.items) : [],
  }));
}
