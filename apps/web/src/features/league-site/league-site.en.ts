/** A league's own site on `{subdomain}.{web-engine domain}` (spec §2). */
export const leagueSiteEn = {
  home: 'Home',
  signIn: 'Sign in',
  signedInAs: 'Signed in as {{name}}: your profile on Matchday',
  competitions: 'Competitions',
  noCompetitions: 'No competitions yet.',
  teams: 'Teams',
  today: "Today's matches",
  results: 'Latest results',
  fixtures: 'Coming up',
  standings: 'Standings',
  openCompetition: 'Full competition: fixtures, standings, players',
  teamCount_one: '{{count}} team',
  teamCount_other: '{{count}} teams',
  poweredBy: 'Powered by Matchday',
  mainSite: 'Matchday',
  links: 'Links',
  unknown: {
    title: 'This league site does not exist',
    body: 'There is no league at {{host}}, or the page you followed is not part of it. The address may be mistyped, or the league may have moved.',
    action: 'Find leagues and competitions on Matchday',
  },
};
