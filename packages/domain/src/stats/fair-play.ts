// Disciplinary points for the standings' `fairPlay` criterion (fewer is better). UEFA club competition regulations:
// yellow card 1 point; red card after two yellows 3; direct red 3; yellow then direct red 4. A second yellow is
// recorded after the first yellow, so it weighs 2 (1 + 2 = 3).

/** Disciplinary points per card event (UEFA): yellow 1, second yellow 2 more, red 3. */
export const UEFA_DISCIPLINARY_POINTS: Readonly<Record<string, number>> = {
  yellowCard: 1,
  secondYellow: 2,
  redCard: 3,
};

/**
 * FIFA (World Cup regulations, team conduct): yellow 1; indirect red (second yellow) 3; direct red 4; yellow
 * then direct red 5. The second yellow is recorded after the first, so it weighs 2 (1 + 2 = 3); a direct red
 * after a yellow adds 4 to its 1 (5).
 */
export const FIFA_DISCIPLINARY_POINTS: Readonly<Record<string, number>> = {
  yellowCard: 1,
  secondYellow: 2,
  redCard: 4,
};

/** The fair-play schemes a competition can choose (`rules.fairPlayScheme`). */
export const FAIR_PLAY_SCHEMES = { fifa: FIFA_DISCIPLINARY_POINTS, uefa: UEFA_DISCIPLINARY_POINTS } as const;
export type FairPlayScheme = keyof typeof FAIR_PLAY_SCHEMES;
export const FAIR_PLAY_SCHEME_NAMES = Object.keys(FAIR_PLAY_SCHEMES) as FairPlayScheme[];

/** Disciplinary points per team from card events, in the `fairPlay` input shape of computeStandings. */
export function computeDisciplinaryPoints<T>(
  cards: readonly { readonly team: T; readonly type: string }[],
  weights: Readonly<Record<string, number>> = UEFA_DISCIPLINARY_POINTS,
): { team: T; points: number }[] {
  const points = new Map<T, number>();
  for (const card of cards) {
    const weight = weights[card.type];
    if (weight === undefined) continue;
    points.set(card.team, (points.get(card.team) ?? 0) + weight);
  }
  return [...points].map(([team, total]) => ({ team, points: total }));
}
