import { competitionsEn } from '../features/competitions/competitions.en.ts';

/** The English catalogue. Every string a person reads goes through i18n; the spec's texts are verbatim. */
export const en = {
  app: {
    name: 'Matchday',
    tagline: 'Run sports competitions. Follow every match.',
  },
  nav: {
    home: 'Home',
    competitions: 'Competitions',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  competitions: competitionsEn,
} as const;
