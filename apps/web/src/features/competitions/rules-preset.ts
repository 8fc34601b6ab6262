import type { ChampRules, SportType } from '@matchday/contracts';
import { findStandingsPreset, H2hScope, HeadToHeadCriteria, OverallCriteria } from '@matchday/domain';

/** Criteria offered in the rules editor: the engine's season-wide and head-to-head ones (last resorts need data). */
export const editableCriteria: readonly string[] = [...OverallCriteria, ...HeadToHeadCriteria];
export const h2hScopes: readonly string[] = Object.values(H2hScope);

/**
 * The rules a new competition starts from: the standings engine's preset for the sport, else the sport's own
 * points with points → goal difference → goals scored.
 */
export function toRulesPreset(sport: Pick<SportType, 'id' | 'name' | 'points'> | undefined): ChampRules {
  const preset = sport ? (findStandingsPreset(sport.id) ?? findStandingsPreset(sport.name)) : undefined;
  if (preset) {
    return {
      win: preset.win,
      draw: preset.draw,
      loss: preset.loss,
      tiebreakers: [...preset.tiebreakers],
      h2hScope: preset.h2hScope,
    };
  }
  return {
    win: sport?.points.win ?? 3,
    draw: sport?.points.draw ?? 1,
    loss: sport?.points.loss ?? 0,
    tiebreakers: ['points', 'goalDifference', 'goalsFor'],
    h2hScope: 'tiedGroup',
  };
}
