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

/**
 * What the score alone does not say: "Best of 3 · 13–9, 7–13, 16–14" for a series (each game's score once
 * played), "after extra time" for a knockout match that went there; `undefined` when there is nothing to add.
 */
export function toScoreDetail(
  t: TFunction,
  f: Pick<Fixture, 'bestOf' | 'games' | 'extraTime'>,
): string | undefined {
  const parts: string[] = [];
  if (f.bestOf > 1) parts.push(t('match.series.bestOf', { count: f.bestOf }));
  if (f.games.length > 0) parts.push(f.games.map((g) => `${g.home}–${g.away}`).join(', '));
  if (f.extraTime) parts.push(t('match.series.afterExtraTime'));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
