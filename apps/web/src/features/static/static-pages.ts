import type { staticEn } from './static.en.ts';

/** A static page's key in the catalogue (`static.<key>`). */
export type StaticPageKey = Exclude<keyof typeof staticEn, 'cta' | 'footer'>;

export interface StaticPageDef {
  key: StaticPageKey;
  /** The spec's path (§2 "Static pages"), without the leading slash (a child route of the public layout). */
  path: string;
  /** The call to action at the bottom: start a league, or talk to us first. */
  cta: 'createLeague' | 'contact';
  /** `cards` lays the sections out as a grid (lists of offers, examples); `prose` one after the other. */
  layout: 'prose' | 'cards';
}

/**
 * The static pages (spec §2), in footer order. The texts live in the catalogue (`static.en.ts`); each page's
 * sections, and their order, are the keys of its `sections` there.
 */
export const staticPages = [
  { key: 'aboutUs', path: 'about-us', cta: 'createLeague', layout: 'prose' },
  { key: 'howItWorks', path: 'how-it-works', cta: 'createLeague', layout: 'prose' },
  { key: 'services', path: 'services', cta: 'createLeague', layout: 'cards' },
  { key: 'pricing', path: 'pricing', cta: 'contact', layout: 'prose' },
  { key: 'cases', path: 'cases', cta: 'createLeague', layout: 'cards' },
  { key: 'faq', path: 'faq', cta: 'contact', layout: 'prose' },
  { key: 'efootballChampionship', path: 'efootball-championship', cta: 'createLeague', layout: 'cards' },
  { key: 'organizeFifa', path: 'organize-fifa-competition', cta: 'createLeague', layout: 'cards' },
  { key: 'coopEvents', path: 'efootball-cooperative-gaming-events', cta: 'contact', layout: 'cards' },
  { key: 'donate', path: 'donate', cta: 'contact', layout: 'prose' },
  { key: 'terms', path: 'terms-and-conditions', cta: 'contact', layout: 'prose' },
  { key: 'privacy', path: 'privacy-policy', cta: 'contact', layout: 'prose' },
] as const satisfies readonly StaticPageDef[];

export function findStaticPage(key: StaticPageKey): StaticPageDef {
  const page = staticPages.find((p) => p.key === key);
  if (!page) throw new Error(`Unknown static page ${key}`);
  return page;
}

/** A link of the site footer: a path of this site, or an external address (`href`). */
export type FooterLink = { labelKey: string; to: string };

const pageLink = (key: StaticPageKey): FooterLink => ({
  labelKey: `static.${key}.nav`,
  to: `/${findStaticPage(key).path}`,
});

/** The footer's columns. The blog (an external link, when configured) is added by the footer itself. */
export const footerGroups: { titleKey: string; links: FooterLink[] }[] = [
  {
    titleKey: 'static.footer.product',
    links: [
      pageLink('howItWorks'),
      pageLink('services'),
      pageLink('pricing'),
      pageLink('cases'),
      pageLink('faq'),
    ],
  },
  {
    titleKey: 'static.footer.esports',
    links: [pageLink('efootballChampionship'), pageLink('organizeFifa'), pageLink('coopEvents')],
  },
  {
    titleKey: 'static.footer.company',
    links: [
      pageLink('aboutUs'),
      { labelKey: 'static.footer.calendar', to: '/calendar' },
      pageLink('donate'),
      { labelKey: 'static.footer.contact', to: '/contact-us' },
    ],
  },
  { titleKey: 'static.footer.legal', links: [pageLink('terms'), pageLink('privacy')] },
];
