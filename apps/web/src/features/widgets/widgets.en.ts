/** Embeddable widgets (standings, fixtures, results) and the Embed dialog that hands out their snippets. */
export const widgetsEn = {
  kinds: {
    standings: 'Standings',
    fixtures: 'Fixtures',
    results: 'Results',
  },
  title: '{{champ}}: {{kind}}',
  noFixtures: 'No fixtures to come.',
  noResults: 'No results yet.',
  noStandings: 'No table yet.',
  knockout: '{{stage}} is a knockout: see the bracket.',
  notFound: 'This competition does not exist.',
  poweredBy: 'Live on Matchday',
  openCompetition: 'Open the full competition',
  tbd: 'TBD',
  vs: 'vs',
  columns: {
    pos: '#',
    team: 'Team',
    played: 'P',
    goalDifference: 'GD',
    points: 'Pts',
  },
  columnTitles: {
    played: 'Played',
    goalDifference: 'Goal difference',
    points: 'Points',
  },
  embed: {
    button: 'Embed',
    title: 'Embed on your website',
    intro:
      "Paste this snippet into your website's HTML. The widget updates by itself as scores come in; it needs no account and no script.",
    kind: 'Widget',
    theme: 'Theme',
    light: 'Light',
    dark: 'Dark',
    code: 'Code to paste',
    copy: 'Copy code',
    copied: 'Copied',
    preview: 'Preview',
  },
};
