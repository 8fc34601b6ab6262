import type { Fixture } from '@matchday/contracts';
import type { TFunction } from 'i18next';

type Scored = Pick<Fixture, 'homeScore' | 'awayScore' | 'homePenalties' | 'awayPenalties'>;

/**
 * A fixture's result as the lists of matches show it: "2 – 0", or "1 – 1 (4–3 pens)" when a shoot-out decided
 * it (the match page's header says the same); `undefined` while it has no score.
 */
export function toScoreText(t: TFunction, f: Scored): string | undefined {
  if (f.homeScore === null || f.awayScore === null) return undefined;
  const score = `${f.homeScore} – ${f.awayScore}`;
  if (f.homePenalties === null || f.awayPenalties === null) return score;
  return `${score} ${t('match.penaltiesShort', { home: f.homePenalties, away: f.awayPenalties })}`;
}
