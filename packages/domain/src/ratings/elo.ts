// Team rating (spec §7 `/champs/{id}/teams/rating`, `/champ-leagues/{id}/teams/rating`): the World Football Elo
// Ratings formula, https://www.eloratings.net/about —
//   Rn = Ro + K × G × (W − We)
//   K  by match importance: 60 World Cup finals, 50 continental finals and major intercontinental tournaments,
//      40 World Cup and continental qualifiers and major tournaments, 30 all other tournaments, 20 friendlies;
//   G  goal-difference multiplier: 1 for a win by one goal (or a draw), 1.5 by two, (11 + N) / 8 by N ≥ 3;
//   W  1 win, 0.5 draw (a match decided on penalties counts as a draw), 0 loss;
//   We = 1 / (10^(−dr / 400) + 1), dr the rating difference plus 100 for the home team (none on neutral ground).
// A league match is "another tournament": K 30 by default. Ratings start at 1500 unless given.

/** Match importance classes of the World Football Elo Ratings, each with its K (ELO_K_FACTORS). */
export const MatchImportance = {
  WorldCupFinals: 'worldCupFinals',
  ContinentalFinals: 'continentalFinals',
  QualifierOrMajorTournament: 'qualifierOrMajorTournament',
  Tournament: 'tournament',
  Friendly: 'friendly',
} as const;
/** One of MatchImportance. */
export type MatchImportance = (typeof MatchImportance)[keyof typeof MatchImportance];

/** K by importance (eloratings.net). */
export const ELO_K_FACTORS: Readonly<Record<MatchImportance, number>> = {
  worldCupFinals: 60,
  continentalFinals: 50,
  qualifierOrMajorTournament: 40,
  tournament: 30,
  friendly: 20,
};

/** Rating points added to the home side's rating for the expected result (eloratings.net: 100). */
export const ELO_HOME_ADVANTAGE = 100;
/** Rating of a team without history. */
export const ELO_INITIAL_RATING = 1500;

/** A result for computeEloRatings: teams, score, neutral ground, importance, shoot-out. */
export interface RatedMatch<T> {
  readonly home: T;
  readonly away: T;
  readonly homeGoals: number;
  readonly awayGoals: number;
  /** Played on neutral ground: no home advantage. */
  readonly neutral?: boolean;
  /** Default `tournament` (K 30). */
  readonly importance?: MatchImportance;
  /** Decided by a shoot-out after a level score: rated as a draw, whatever the shoot-out. */
  readonly decidedByShootout?: boolean;
}

/** Options of computeEloRatings: initial rating(s) and home advantage. */
export interface EloOptions<T> {
  readonly initialRating?: number;
  /** Starting ratings (e.g. from the previous season); others start at `initialRating`. */
  readonly initialRatings?: readonly { readonly team: T; readonly rating: number }[];
  readonly homeAdvantage?: number;
}

/** One team of computeEloRatings: rating, matches rated and the change from its last match. */
export interface TeamRatingRow<T> {
  readonly team: T;
  readonly rating: number;
  readonly played: number;
  /** Change from the team's last match (0 before any). */
  readonly lastChange: number;
}

/** G: the goal-difference multiplier. */
export function toGoalDifferenceMultiplier(goalDifference: number): number {
  const n = Math.abs(goalDifference);
  if (n <= 1) return 1;
  if (n === 2) return 1.5;
  return (11 + n) / 8;
}

/** We: the home team's expected result for a rating difference (home − away, advantage included). */
export function toExpectedResult(ratingDifference: number): number {
  return 1 / (10 ** (-ratingDifference / 400) + 1);
}

/** Points the home team gains (the away team loses the same) from one match. */
export function computeEloChange(
  homeRating: number,
  awayRating: number,
  match: RatedMatch<unknown>,
  homeAdvantage = ELO_HOME_ADVANTAGE,
): number {
  const k = ELO_K_FACTORS[match.importance ?? MatchImportance.Tournament];
  const level = match.homeGoals === match.awayGoals || match.decidedByShootout === true;
  const w = level ? 0.5 : match.homeGoals > match.awayGoals ? 1 : 0;
  const g = level ? 1 : toGoalDifferenceMultiplier(match.homeGoals - match.awayGoals);
  const dr = homeRating - awayRating + (match.neutral ? 0 : homeAdvantage);
  return k * g * (w - toExpectedResult(dr));
}

/**
 * Elo ratings after `matches` played in the given order (order matters: pass them chronologically). Rows sorted by
 * rating, best first; equal ratings by team id. Deterministic; no rounding inside (round for display).
 */
export function computeEloRatings<T>(
  matches: readonly RatedMatch<T>[],
  options: EloOptions<T> & { readonly teams?: readonly T[] } = {},
): TeamRatingRow<T>[] {
  const initial = options.initialRating ?? ELO_INITIAL_RATING;
  const advantage = options.homeAdvantage ?? ELO_HOME_ADVANTAGE;
  const state = new Map<T, { rating: number; played: number; lastChange: number }>();
  const entry = (team: T) => {
    let e = state.get(team);
    if (!e) {
      e = { rating: initial, played: 0, lastChange: 0 };
      state.set(team, e);
    }
    return e;
  };
  for (const { team, rating } of options.initialRatings ?? []) entry(team).rating = rating;
  for (const team of options.teams ?? []) entry(team);
  for (const match of matches) {
    const home = entry(match.home);
    const away = entry(match.away);
    const change = computeEloChange(home.rating, away.rating, match, advantage);
    home.rating += change;
    away.rating -= change;
    home.played += 1;
    away.played += 1;
    home.lastChange = change;
    away.lastChange = -change;
  }
  return [...state]
    .map(([team, e]) => ({ team, rating: e.rating, played: e.played, lastChange: e.lastChange }))
    .sort((a, b) => {
      if (a.rating !== b.rating) return b.rating - a.rating;
      const x = String(a.team);
      const y = String(b.team);
      return x < y ? -1 : x > y ? 1 : 0;
    });
}
