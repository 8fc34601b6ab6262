/** English texts of the public home page and the sport list. */
export const homeEn = {
  hero: {
    title: 'Run your competitions. Follow every match.',
    body: 'Matchday organises leagues and competitions for football, basketball, volleyball, esports and more: fixtures, standings, teams, players and live match centres in one place.',
    start: 'Start organising',
    browse: 'Browse sports',
    admin: 'Go to your admin area',
  },
  figures: {
    title: 'Matchday in numbers',
    leagues: 'Leagues',
    competitions: 'Competitions',
    matchesPlayed: 'Matches played',
    goals: 'Goals and points',
    teams: 'Teams',
    players: 'Players',
    users: 'Members',
  },
  matches: {
    liveTitle: 'Live now',
    liveEmpty: 'No match is being played right now. Check the upcoming matches below.',
    upcomingTitle: 'Coming up',
    upcomingEmpty: 'No matches are scheduled yet.',
    failed: 'The matches could not be loaded.',
    tbd: 'To be decided',
    noDate: 'Date to be set',
  },
  featured: {
    title: 'Competitions',
    all: 'All competitions',
    empty: 'No competitions yet. Be the first to create one.',
    failed: 'The competitions could not be loaded.',
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
