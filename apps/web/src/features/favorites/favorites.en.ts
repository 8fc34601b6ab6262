/** English texts of the favourites (the home page section). */
export const favoritesEn = {
  title: 'Your favourites',
  add: 'Add to favourites',
  remove: 'Remove from favourites',
  empty: 'Nothing here yet. Mark players, teams, competitions and leagues with the star to find them here.',
  failed: 'Your favourites could not be loaded.',
  kinds: { players: 'Players', teams: 'Teams', champs: 'Competitions', champLeagues: 'Leagues' },
} as const;
