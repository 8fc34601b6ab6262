import type { ChampRules, SportType } from '@matchday/contracts';
import {
  type Criterion,
  findStandingsPreset,
  H2hScope,
  HeadToHeadCriteria,
  LastResortCriteria,
  OverallCriteria,
  type StandingsRules,
} from '@matchday/domain';
import { AppError } from '../../errors.ts';

const KNOWN_CRITERIA: ReadonlySet<string> = new Set([
  ...OverallCriteria,
  ...HeadToHeadCriteria,
  ...LastResortCriteria,
]);
const KNOWN_SCOPES: ReadonlySet<string> = new Set(Object.values(H2hScope));

/**
 * Missing rules = the sport's preset: the standings engine's preset for the sport when it has one (tie-breakers
 * and overtime points included), else the sport's points from the reference data with the usual criteria.
 */
export function defaultRulesFor(sport: Pick<SportType, 'id' | 'name' | 'points'>): ChampRules {
  const preset = findStandingsPreset(sport.id) ?? findStandingsPreset(sport.name);
  if (preset) {
    return {
      win: preset.win,
      draw: preset.draw,
      loss: preset.loss,
      tiebreakers: [...preset.tiebreakers],
      h2hScope: preset.h2hScope,
      ...(preset.overtimeWin !== undefined ? { overtimeWin: preset.overtimeWin } : {}),
      ...(preset.overtimeLoss !== undefined ? { overtimeLoss: preset.overtimeLoss } : {}),
      ...(preset.shootoutWin !== undefined ? { shootoutWin: preset.shootoutWin } : {}),
      ...(preset.shootoutLoss !== undefined ? { shootoutLoss: preset.shootoutLoss } : {}),
    };
  }
  return {
    win: sport.points.win,
    draw: sport.points.draw,
    loss: sport.points.loss,
    ...(sport.points.overtimeWin !== undefined ? { overtimeWin: sport.points.overtimeWin } : {}),
    ...(sport.points.overtimeLoss !== undefined ? { overtimeLoss: sport.points.overtimeLoss } : {}),
    tiebreakers: ['points', 'goalDifference', 'goalsFor'],
    h2hScope: H2hScope.TiedGroup,
  };
}

/** Refuses criterion or scope names the standings engine does not know (400 naming the field). */
export function ensureRulesKnown(rules: ChampRules): void {
  const unknown = rules.tiebreakers.findIndex((c) => !KNOWN_CRITERIA.has(c));
  if (unknown >= 0) {
    throw AppError.invalid('champ.rules_invalid', `Unknown tie-breaker "${rules.tiebreakers[unknown]}".`, [
      {
        field: `body.rules.tiebreakers.${unknown}`,
        message: `Use one of: ${[...KNOWN_CRITERIA].join(', ')}`,
      },
    ]);
  }
  if (!KNOWN_SCOPES.has(rules.h2hScope)) {
    throw AppError.invalid('champ.rules_invalid', `Unknown head-to-head scope "${rules.h2hScope}".`, [
      { field: 'body.rules.h2hScope', message: `Use one of: ${[...KNOWN_SCOPES].join(', ')}` },
    ]);
  }
  if (new Set(rules.tiebreakers).size !== rules.tiebreakers.length) {
    throw AppError.invalid('champ.rules_invalid', 'A tie-breaker appears twice.', [
      { field: 'body.rules.tiebreakers', message: 'Each criterion once' },
    ]);
  }
}

/** The engine's rules from the stored ones (names were checked on write). */
export function toStandingsRules(rules: ChampRules): StandingsRules {
  return {
    win: rules.win,
    draw: rules.draw,
    loss: rules.loss,
    tiebreakers: rules.tiebreakers as Criterion[],
    h2hScope: rules.h2hScope as H2hScope,
    ...(rules.overtimeWin !== undefined ? { overtimeWin: rules.overtimeWin } : {}),
    ...(rules.overtimeLoss !== undefined ? { overtimeLoss: rules.overtimeLoss } : {}),
    ...(rules.shootoutWin !== undefined ? { shootoutWin: rules.shootoutWin } : {}),
    ...(rules.shootoutLoss !== undefined ? { shootoutLoss: rules.shootoutLoss } : {}),
  };
}
