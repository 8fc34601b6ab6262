/** English texts of the public (observe) pages. */
export const observeEn = {
  /** Spec §5: the sport filter's option, verbatim. */
  allSports: 'All Sports',
  competitions: {
    title: 'Competitions',
    sport: 'Sport',
    empty: 'No competitions for this sport yet.',
  },
  league: {
    competitions: 'Competitions',
    noCompetitions: 'This league has no competitions yet.',
  },
  competition: {
    noTeams: 'No teams have entered yet.',
  },
} as const;
