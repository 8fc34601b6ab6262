/** English texts of the public home page and the sport list. */
export const homeEn = {
  hero: {
    title: 'Run your competitions. Follow every match.',
    body: 'Matchday organises leagues and competitions for football, basketball, volleyball, esports and more: fixtures, standings, teams, players and live match centres in one place.',
    start: 'Start organising',
    browse: 'Browse sports',
    admin: 'Go to your admin area',
  },
  features: {
    title: 'What Matchday does',
    organise: {
      title: 'Organise',
      body: 'Create leagues and competitions with stages, groups and knockouts. Fixtures are generated for you.',
    },
    follow: {
      title: 'Follow',
      body: 'Fans see live scores, standings and statistics on any device, without an account.',
    },
    teams: {
      title: 'Build teams',
      body: 'Team owners register for competitions, invite players and offer contracts.',
    },
  },
  sports: {
    title: 'Sports',
    intro: 'Competitions on Matchday are played in these sports.',
    esport: 'Esports',
    empty: 'No sports are set up yet.',
    failed: 'The sport list could not be loaded.',
  },
} as const;
