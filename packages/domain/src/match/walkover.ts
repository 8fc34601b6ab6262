// Forfeits (issue 27, item 3): the score a match is awarded when one side forfeits, withdraws or is
// disqualified. Sources: IFAB / FIFA Disciplinary Code art. 31 (football 3–0), FIBA Official Basketball Rules
// art. 20 (20–0), IHF (handball 10–0), IIHF (ice hockey 5–0), FIVB (volleyball 3–0 in sets, beach 2–0); esports
// award one game or map to none for every game the series needs.

/** The score of a best-of-one match won by walkover, or of each game of a series: winner's, then loser's. */
export interface WalkoverRule {
  readonly winner: number;
  readonly loser: number;
}

/** Sports whose walkover score is not one to nothing, by sport id. */
const SPORT_WALKOVERS: Readonly<Record<string, WalkoverRule>> = {
  football: { winner: 3, loser: 0 },
  futsal: { winner: 3, loser: 0 },
  efootball: { winner: 3, loser: 0 },
  'ea-sports-fc': { winner: 3, loser: 0 },
  basketball: { winner: 20, loser: 0 },
  'nba-2k': { winner: 20, loser: 0 },
  handball: { winner: 10, loser: 0 },
  'ice-hockey': { winner: 5, loser: 0 },
  'field-hockey': { winner: 5, loser: 0 },
  volleyball: { winner: 3, loser: 0 },
  'beach-volleyball': { winner: 2, loser: 0 },
  'water-polo': { winner: 5, loser: 0 },
};

/** One game or map to none: esports, and any sport not listed. */
const ONE_TO_NONE: WalkoverRule = { winner: 1, loser: 0 };

/** The sport's walkover score (of a best-of-one match, or of each game of a series). */
export function sportWalkover(sportId: string): WalkoverRule {
  return SPORT_WALKOVERS[sportId] ?? ONE_TO_NONE;
}

export interface WalkoverInput {
  /** The competition's sport id (`football`, `basketball`, `counter-strike-2`…). */
  readonly sportId: string;
  /** Games of the fixture (1, 3, 5, 7): a series is won by the games it needs. */
  readonly bestOf: number;
  /** The side that forfeits. */
  readonly forfeit: 'home' | 'away';
  /** The competition's own rule (its `rules.walkover`), over the sport's. */
  readonly rule?: WalkoverRule | null;
}

export interface WalkoverScore {
  readonly homeScore: number;
  readonly awayScore: number;
  /** A series' games, each won by the side that did not forfeit; null for a best-of-one match. */
  readonly games: readonly { readonly home: number; readonly away: number }[] | null;
}

/**
 * The walkover score of a fixture: the rule's score to the side that did not forfeit; in a best-of-N series, the
 * games it needs ((N + 1) / 2), each won by the rule's per-game score (best of three → 2–0, games 1–0, 1–0 in
 * esports).
 */
export function walkoverScore(input: WalkoverInput): WalkoverScore {
  const rule = input.rule ?? sportWalkover(input.sportId);
  const homeWins = input.forfeit === 'away';
  if (input.bestOf <= 1) {
    return {
      homeScore: homeWins ? rule.winner : rule.loser,
      awayScore: homeWins ? rule.loser : rule.winner,
      games: null,
    };
  }
  const needed = Math.floor(input.bestOf / 2) + 1;
  const game = homeWins ? { home: rule.winner, away: rule.loser } : { home: rule.loser, away: rule.winner };
  return {
    homeScore: homeWins ? needed : 0,
    awayScore: homeWins ? 0 : needed,
    games: Array.from({ length: needed }, () => ({ ...game })),
  };
}
