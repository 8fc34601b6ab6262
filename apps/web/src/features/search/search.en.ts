/** English texts of search (the header box and the results page). */
export const searchEn = {
  box: {
    label: 'Search',
    placeholder: 'Search leagues, teams, players…',
    hint: 'Press / to search',
  },
  page: {
    title: 'Search',
    results_one: '{{count}} result for “{{q}}”',
    results_other: '{{count}} results for “{{q}}”',
    empty: 'Nothing matches “{{q}}”. Check the spelling or try fewer words.',
    tooShort: 'Type at least 2 characters.',
    all: 'All',
    submit: 'Search',
  },
  kinds: {
    league: 'Leagues',
    champ: 'Competitions',
    team: 'Teams',
    player: 'Players',
    news: 'News',
  },
};
