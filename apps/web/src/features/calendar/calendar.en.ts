/** The calendar page and the feed subscription menu. */
export const calendarEn = {
  title: 'Calendar',
  intro: 'Upcoming and past matches, in your time zone ({{timeZone}}).',
  views: { label: 'View', month: 'Month', week: 'Week', list: 'List' },
  previous: 'Previous',
  next: 'Next',
  today: 'Today',
  sport: 'Sport',
  allSports: 'All sports',
  favorites: 'My favourites',
  favoritesHint: 'Only matches of the leagues, competitions, teams and players you starred',
  filteredBy: {
    leagueId: 'League: {{name}}',
    champId: 'Competition: {{name}}',
    teamId: 'Team: {{name}}',
  },
  filterFallback: { leagueId: 'one league', champId: 'one competition', teamId: 'one team' },
  clearFilter: 'Remove filter {{name}}',
  empty: 'No matches in this period.',
  emptyHint:
    'Try the next period, choose another sport or remove a filter. Star leagues, competitions, teams and players to follow them under "My favourites".',
  emptyFavoritesHint:
    'Your favourites have no matches in this period. Star more leagues, competitions, teams or players, or look at another period.',
  loadFailed: 'The calendar could not be loaded.',
  truncated: 'Only the first {{count}} matches are shown: choose a sport or a competition to see the rest.',
  more_one: '+{{count}} more',
  more_other: '+{{count}} more',
  tbd: 'TBD',
  versus: '{{home}} – {{away}}',
  status: {
    live: 'Live',
    halftime: 'Half-time',
    finished: 'Full time',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
  },
  // Links show the kick-off (and the sides); their names begin with it (WCAG 2.5.3, label in name).
  matchLink: '{{time}}, {{home}} – {{away}}',
  subscribe: {
    button: 'Subscribe to calendar',
    // The button's name begins with its text (WCAG 2.5.3, label in name), then says whose fixtures it is.
    menuLabel: '{{label}}: {{name}}',
    webcal: 'Subscribe in your calendar app',
    google: 'Add to Google Calendar',
    outlook: 'Add to Outlook',
    download: 'Download .ics',
    copy: 'Copy link',
    copied: 'Link copied',
    openCalendar: 'Open in the calendar',
  },
  favoritesFeed: {
    name: 'My Matchday favourites',
    button: 'Subscribe to my favourites',
    rotate: 'Make a new private link',
    rotated: 'New link made: the old one no longer works.',
    private: 'This link is private: anyone who has it sees your favourites’ matches.',
  },
};
