// Standings rules per sport, so a competition's rules can be pre-filled from its sport. Sources in each comment.

import type { StandingsRules } from './types.ts';

/** Rules by sport key. Copy before editing: they are shared. */
export const standingsPresets = {
  /**
   * Association football (and eFootball / EA FC): 3-1-0; points, goal difference, goals scored (IFAB-era
   * default).
   */
  football: {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: ['points', 'goalDifference', 'goalsFor'],
    h2hScope: 'tiedGroup',
  },
  /**
   * Ice hockey (IIHF): 3 for a regulation win, 2 for an overtime/shoot-out win, 1 for such a loss; recursive
   * h2h.
   */
  iceHockey: {
    win: 3,
    draw: 1,
    loss: 0,
    overtimeWin: 2,
    overtimeLoss: 1,
    shootoutWin: 2,
    shootoutLoss: 1,
    tiebreakers: ['points', 'h2hPoints', 'h2hGoalDifference', 'h2hGoalsFor', 'goalDifference', 'goalsFor'],
    h2hScope: 'recursive',
  },
  /** Volleyball (FIVB/CEV): 3–0 and 3–1 give 3, 3–2 gives 2, 2–3 gives 1; then wins, then set ratio. */
  volleyball: {
    win: 3,
    draw: 0,
    loss: 0,
    scorePoints: [
      { for: 3, against: 2, points: 2 },
      { for: 2, against: 3, points: 1 },
    ],
    tiebreakers: ['points', 'wins', 'goalRatio'],
    h2hScope: 'tiedGroup',
  },
  /**
   * Basketball (FIBA): 2 for a win, 1 for a loss, 0 for a forfeit (awarded 20–0); ranked by win percentage first so
   * that teams with different numbers of games compare fairly, then head-to-head re-applied (FIBA D.1.3).
   */
  basketball: {
    win: 2,
    draw: 1,
    loss: 1,
    forfeitLoss: 0,
    forfeitScore: [20, 0],
    tiebreakers: [
      'winPercentage',
      'points',
      'h2hPoints',
      'h2hGoalDifference',
      'h2hGoalsFor',
      'goalDifference',
      'goalsFor',
    ],
    h2hScope: 'recursive',
  },
  /** Rugby union (World Rugby / Premiership): 4-2-0, +1 for 4 tries, +1 for losing by 7 or fewer. */
  rugby: {
    win: 4,
    draw: 2,
    loss: 0,
    tryBonus: { minTries: 4, points: 1 },
    losingBonus: { maxMargin: 7, points: 1 },
    tiebreakers: ['points', 'wins', 'goalDifference', 'goalsFor'],
    h2hScope: 'tiedGroup',
  },
  /** Handball (EHF): 2-1-0, then head-to-head re-applied, then goal difference and goals scored. */
  handball: {
    win: 2,
    draw: 1,
    loss: 0,
    tiebreakers: ['points', 'h2hPoints', 'h2hGoalDifference', 'h2hGoalsFor', 'goalDifference', 'goalsFor'],
    h2hScope: 'recursive',
  },
} as const satisfies Record<string, StandingsRules>;

/** A sport key of standingsPresets. */
export type StandingsSport = keyof typeof standingsPresets;

/** Football competitions whose tie-breaks differ from the plain preset. */
export const footballLeaguePresets = {
  /** Premier League up to 2018-19: points, goal difference, goals scored. */
  premierLeague: standingsPresets.football,
  /** La Liga (RFEF art. 201): head-to-head mini-league of all tied clubs, built once. */
  laLiga: {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: ['points', 'h2hPoints', 'h2hGoalDifference', 'goalDifference', 'goalsFor', 'fairPlay'],
    h2hScope: 'tiedGroup',
  },
  /** Serie A (NOIF art. 51.6): head-to-head points and goal difference among all tied clubs, then overall. */
  serieA: {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: ['points', 'h2hPoints', 'h2hGoalDifference', 'goalDifference', 'goalsFor'],
    h2hScope: 'tiedGroup',
  },
  /** Bundesliga (DFL Spielordnung §5): overall goals first, then the direct comparison, then away goals. */
  bundesliga: {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: [
      'points',
      'goalDifference',
      'goalsFor',
      'h2hPoints',
      'h2hGoalDifference',
      'h2hAwayGoals',
      'awayGoalsFor',
    ],
    h2hScope: 'tiedGroup',
  },
  /** UEFA club competition groups (2021-22 on): head-to-head re-applied to a sub-group still level. */
  uefaGroup: {
    win: 3,
    draw: 1,
    loss: 0,
    tiebreakers: [
      'points',
      'h2hPoints',
      'h2hGoalDifference',
      'h2hGoalsFor',
      'goalDifference',
      'goalsFor',
      'awayGoalsFor',
      'wins',
      'fairPlay',
    ],
    h2hScope: 'recursive',
  },
} as const satisfies Record<string, StandingsRules>;

const SPORT_ALIASES: Record<string, StandingsSport> = {
  football: 'football',
  soccer: 'football',
  futsal: 'football',
  efootball: 'football',
  eafc: 'football',
  eafootballclub: 'football',
  fifa: 'football',
  pes: 'football',
  icehockey: 'iceHockey',
  hockey: 'iceHockey',
  volleyball: 'volleyball',
  beachvolleyball: 'volleyball',
  basketball: 'basketball',
  rugby: 'rugby',
  rugbyunion: 'rugby',
  handball: 'handball',
};

/** The preset for a sport name as users write it ("Ice Hockey", "eFootball", "EA FC"), else undefined. */
export function findStandingsPreset(sport: string): StandingsRules | undefined {
  const key = SPORT_ALIASES[sport.toLowerCase().replace(/[^a-z]/g, '')];
  return key ? standingsPresets[key] : undefined;
}
