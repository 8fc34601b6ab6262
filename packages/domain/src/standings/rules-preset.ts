import { findStandingsPreset } from './presets.ts';
import {
  type Criterion,
  H2hScope,
  HeadToHeadCriteria,
  LastResortCriteria,
  OverallCriteria,
} from './types.ts';

/** Every tie-break criterion the engine knows: the closed set of a competition's `tiebreakers`. */
export const TIEBREAK_CRITERIA = [...OverallCriteria, ...HeadToHeadCriteria, ...LastResortCriteria] as const;
/** Criteria an organiser picks in the rules editor: season-wide and head-to-head (last resorts need data). */
export const EDITABLE_CRITERIA = [...OverallCriteria, ...HeadToHeadCriteria] as const;
/** Every head-to-head scope the engine knows. */
export const H2H_SCOPES = [H2hScope.TiedGroup, H2hScope.Recursive] as const;

/** Points and tie-breakers of a competition, as organisers edit them (a subset of StandingsRules). */
export interface CompetitionRules {
  win: number;
  draw: number;
  loss: number;
  tiebreakers: Criterion[];
  h2hScope: H2hScope;
  overtimeWin?: number;
  overtimeLoss?: number;
  shootoutWin?: number;
  shootoutLoss?: number;
}

/** What a preset needs of a sport: its id and name (the engine's presets are keyed by either) and its points. */
export interface RulesPresetSport {
  id: string;
  name: string;
  points: { win: number; draw: number; loss: number; overtimeWin?: number; overtimeLoss?: number };
}

/** The optional points that are set, so a preset never carries `undefined` fields. */
function definedOnly(points: Record<string, number | undefined>): Record<string, number> {
  return Object.fromEntries(Object.entries(points).filter(([, v]) => v !== undefined)) as Record<
    string,
    number
  >;
}

/**
 * The rules a new competition starts from: the engine's preset for the sport (overtime and shoot-out points
 * included), else the sport's own points with points → goal difference → goals scored; 3-1-0 without a sport.
 */
export function toRulesPreset(sport: RulesPresetSport | undefined): CompetitionRules {
  const preset = sport ? (findStandingsPreset(sport.id) ?? findStandingsPreset(sport.name)) : undefined;
  if (preset) {
    return {
      win: preset.win,
      draw: preset.draw,
      loss: preset.loss,
      tiebreakers: [...preset.tiebreakers],
      h2hScope: preset.h2hScope,
      ...definedOnly({
        overtimeWin: preset.overtimeWin,
        overtimeLoss: preset.overtimeLoss,
        shootoutWin: preset.shootoutWin,
        shootoutLoss: preset.shootoutLoss,
      }),
    };
  }
  return {
    win: sport?.points.win ?? 3,
    draw: sport?.points.draw ?? 1,
    loss: sport?.points.loss ?? 0,
    tiebreakers: ['points', 'goalDifference', 'goalsFor'],
    h2hScope: H2hScope.TiedGroup,
    ...definedOnly({ overtimeWin: sport?.points.overtimeWin, overtimeLoss: sport?.points.overtimeLoss }),
  };
}

/** One thing wrong with a set of rules: the field's path within the rules, and what to do. */
export interface RulesProblem {
  /** `tiebreakers.2`, `tiebreakers`, `h2hScope`. */
  field: string;
  message: string;
  /** For people: what is wrong, e.g. `Unknown tie-breaker "coinToss".`. */
  detail: string;
}

/** Whether the engine knows this criterion name. */
export function isCriterion(name: string): name is Criterion {
  return (TIEBREAK_CRITERIA as readonly string[]).includes(name);
}

/** Whether the engine knows this head-to-head scope. */
export function isH2hScope(name: string): name is H2hScope {
  return (H2H_SCOPES as readonly string[]).includes(name);
}

/**
 * What is wrong with rules named by a person: an unknown criterion (first one, by index), an unknown scope, a
 * criterion listed twice. Empty when the engine can use them.
 */
export function findRulesProblems(rules: {
  tiebreakers: readonly string[];
  h2hScope: string;
}): RulesProblem[] {
  const problems: RulesProblem[] = [];
  const unknown = rules.tiebreakers.findIndex((c) => !isCriterion(c));
  if (unknown >= 0) {
    problems.push({
      field: `tiebreakers.${unknown}`,
      message: `Use one of: ${TIEBREAK_CRITERIA.join(', ')}`,
      detail: `Unknown tie-breaker "${rules.tiebreakers[unknown]}".`,
    });
  }
  if (!isH2hScope(rules.h2hScope)) {
    problems.push({
      field: 'h2hScope',
      message: `Use one of: ${H2H_SCOPES.join(', ')}`,
      detail: `Unknown head-to-head scope "${rules.h2hScope}".`,
    });
  }
  if (new Set(rules.tiebreakers).size !== rules.tiebreakers.length) {
    problems.push({
      field: 'tiebreakers',
      message: 'Each criterion once',
      detail: 'A tie-breaker appears twice.',
    });
  }
  return problems;
}
