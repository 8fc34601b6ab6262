import { DomainError } from '../errors.ts';
import { generateDoubleEliminationBracket } from './double-elimination.ts';
import { drawGroups, GroupDrawMethods } from './groups.ts';
import {
  type Bracket,
  BracketSections,
  type BracketSide,
  type BracketSlot,
  type BracketTarget,
  findTieWinner,
  type TieScore,
} from './knockout.ts';
import { type GroupTableRow, generateKnockoutFromGroups } from './progression.ts';
import { generateRoundRobin } from './round-robin.ts';
import { generateSingleEliminationBracket, type SeedPair } from './single-elimination.ts';

/** The kinds of stage a competition is built from (docs/adr/0003-competitions-model.md). */
export const StageType = {
  league: 'league',
  groups: 'groups',
  knockout: 'knockout',
  doubleElimination: 'double-elimination',
  swiss: 'swiss',
} as const;
/** One of StageType. */
export type StageType = (typeof StageType)[keyof typeof StageType];
/** Every stage type, for closed sets in schemas. */
export const STAGE_TYPES = [
  StageType.league,
  StageType.groups,
  StageType.knockout,
  StageType.doubleElimination,
  StageType.swiss,
] as const;

/** Stage types whose every match needs a winner and sends it on (a bracket or a Swiss record). */
export function isEliminationStage(type: StageType): boolean {
  return type === StageType.knockout || type === StageType.doubleElimination || type === StageType.swiss;
}

/** Which part of a double-elimination bracket a fixture belongs to. */
export const FixtureBrackets = { winners: 'winners', losers: 'losers', grandFinal: 'grandFinal' } as const;
/** One of FixtureBrackets. */
export type FixtureBracket = (typeof FixtureBrackets)[keyof typeof FixtureBrackets];

/** How a knockout's rounds come about: a bracket fixed at the start, or each round drawn by the organiser. */
export type KnockoutDraw = 'bracket' | 'eachRound';

/**
 * What an organiser gave instead of a draw, stored with the stage: a groups stage's groups, or a knockout's
 * first-round pairs in bracket order (the winners of pairs 1 and 2 meet next, then 3 and 4, …).
 */
export type StageSeeding =
  | { groups: { name: string; teamIds: string[] }[] }
  | { pairings: [string, string][] }
  | { order: string[] };

/** What a draw needs to know of a stage. */
export interface DrawStage {
  id: string;
  type: StageType;
  /** Meetings of each pair in league and group stages; legs of each tie in a knockout (1 or 2). */
  legs: number;
  groupCount: number;
  /** Knockout: the semi-final losers meet in a third-place match. */
  thirdPlace?: boolean | undefined;
  /** Knockout with two legs: the final is one match (1, the default) or two (2). */
  finalLegs?: number | undefined;
  /** Double elimination: "GF2" is played when the losers' champion wins the grand final. */
  grandFinalReset?: boolean | undefined;
  /** Games of each fixture (best of 1, 3, 5, 7); default 1. */
  bestOf?: number | undefined;
  /** Knockout: `eachRound` draws nothing ahead, the organiser enters each round's pairs. */
  draw?: KnockoutDraw | undefined;
  /**
   * Groups or pairs as given, or the seed order (double elimination); null or missing: the draw seeds from
   * the teams' order.
   */
  seeding?: StageSeeding | null | undefined;
}

/** Where a winner or loser goes: index into `StageDraw.fixtures` and the side taken there. */
export interface DrawTarget {
  index: number;
  side: BracketSide;
}

/**
 * One fixture of a draw, before it has an id. Indexes point into the draw's own lists.
 *
 * Knockout numbering: `round` is the bracket round (1 = first round, the last round holds the final) and
 * `slot` the place in it, top to bottom from 0, so the winners of slots 2k and 2k+1 meet in slot k of the
 * next round (home and away). Byes leave gaps in the slots (ADR 0006 §4). The third-place match is in the
 * final's round at slot 1 (the final is slot 0): it is the only fixture that semi-finals' `loserTo` point to,
 * and it has no `winnerTo`.
 */
export interface DrawnFixture {
  /** Index into `StageDraw.groups`, or null outside a group stage. */
  group: number | null;
  round: number;
  slot: number;
  leg: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** Where the winner goes (knockout), or null. */
  winnerTo: DrawTarget | null;
  /**
   * Where the loser goes: a semi-final's loser to the third-place match, a winners-bracket loser into the
   * losers bracket; null everywhere else.
   */
  loserTo: DrawTarget | null;
  /** Double elimination: the part of the bracket; null in other stages. */
  bracket?: FixtureBracket | null;
  /** Games of the fixture (a best-of series when above 1). */
  bestOf?: number;
  /** The bracket reset "GF2": played only if the losers' champion wins the grand final. */
  resetOnly?: boolean;
  /** Who an empty side waits for, in words ("Winner Group A"): a bracket fed by a groups stage. */
  homeLabel?: string | null;
  awayLabel?: string | null;
}

export interface StageDraw {
  groups: { name: string; teamIds: string[] }[];
  fixtures: DrawnFixture[];
}

/** The draw's seed from the stage id, so regenerating a stage gives the same groups (reproducible draw). */
export function toDrawSeed(stageId: string): number {
  return Number.parseInt(stageId.replaceAll('-', '').slice(0, 8), 16);
}

/** A stage as an organiser describes it: its type and what was given instead of a draw. */
export interface StageSeedingInput {
  type: StageType;
  groups?: readonly { name: string; teamIds: readonly string[] }[] | undefined;
  pairings?: readonly (readonly [string, string])[] | undefined;
  thirdPlace?: boolean | undefined;
  /** Double elimination and Swiss: the teams in seed order (1 = best). */
  seeding?: readonly string[] | undefined;
}

/** One thing wrong with a seeding: the field (`groups.1.teamIds.2`, `pairings`, …), a stable code, why. */
export interface SeedingProblem {
  field: string;
  code: string;
  message: string;
}

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && (n & (n - 1)) === 0;
}

/**
 * What is wrong with the groups or pairs an organiser gave: each problem with its field, in the order of the
 * input. `entered` is the competition's teams; without it, entries are not checked. Empty when the stage can
 * be drawn from them.
 */
export function findSeedingProblems(input: StageSeedingInput, entered?: readonly string[]): SeedingProblem[] {
  const problems: SeedingProblem[] = [];
  const isEntered = entered ? new Set(entered) : undefined;
  const seen = new Map<string, string>();
  const checkTeam = (teamId: string, field: string) => {
    if (isEntered && !isEntered.has(teamId)) {
      problems.push({ field, code: 'stage.team_not_entered', message: 'The team is not in the competition' });
    } else if (seen.has(teamId)) {
      problems.push({
        field,
        code: 'stage.team_twice',
        message: `The team is already at ${seen.get(teamId)}`,
      });
    } else {
      seen.set(teamId, field);
    }
  };
  if (input.groups !== undefined && input.type !== StageType.groups) {
    problems.push({
      field: 'groups',
      code: 'stage.groups_not_allowed',
      message: 'Only a groups stage has groups',
    });
  } else if (input.groups !== undefined) {
    if (input.groups.length === 0) {
      problems.push({ field: 'groups', code: 'stage.groups_empty', message: 'Give at least one group' });
    }
    // Names a person tells apart: "Group A" and "group a " are the same group on a results page.
    const names = new Set<string>();
    for (const [g, group] of input.groups.entries()) {
      const name = group.name.trim().toLocaleLowerCase('en');
      if (names.has(name)) {
        problems.push({
          field: `groups.${g}.name`,
          code: 'stage.group_name_twice',
          message: 'Another group has this name',
        });
      }
      names.add(name);
      if (group.teamIds.length < 2) {
        problems.push({
          field: `groups.${g}.teamIds`,
          code: 'stage.group_too_small',
          message: 'A group needs at least two teams',
        });
      }
      for (const [m, teamId] of group.teamIds.entries()) checkTeam(teamId, `groups.${g}.teamIds.${m}`);
    }
  }
  if (input.pairings !== undefined && input.type !== StageType.knockout) {
    problems.push({
      field: 'pairings',
      code: 'stage.pairings_not_allowed',
      message: 'Only a knockout stage has pairs',
    });
  } else if (input.pairings !== undefined) {
    if (!isPowerOfTwo(input.pairings.length)) {
      problems.push({
        field: 'pairings',
        code: 'stage.pairings_count_invalid',
        message: `A bracket starts with 1, 2, 4, 8… pairs, not ${input.pairings.length}`,
      });
    }
    for (const [p, pair] of input.pairings.entries()) {
      for (const [s, teamId] of pair.entries()) checkTeam(teamId, `pairings.${p}.${s}`);
    }
  }
  if (
    input.seeding !== undefined &&
    input.type !== StageType.doubleElimination &&
    input.type !== StageType.swiss &&
    input.type !== StageType.knockout
  ) {
    problems.push({
      field: 'seeding',
      code: 'stage.seeding_not_allowed',
      message: 'Only a knockout, double-elimination or Swiss stage takes a seed order',
    });
  } else if (input.seeding !== undefined) {
    if (input.seeding.length < 2) {
      problems.push({
        field: 'seeding',
        code: 'stage.seeding_too_small',
        message: 'Seed at least two teams',
      });
    }
    for (const [s, teamId] of input.seeding.entries()) checkTeam(teamId, `seeding.${s}`);
  }
  if (input.thirdPlace && input.type !== StageType.knockout) {
    problems.push({
      field: 'thirdPlace',
      code: 'stage.third_place_not_allowed',
      message: 'Only a knockout stage has a third-place match',
    });
  } else if (input.thirdPlace && input.pairings?.length === 1) {
    problems.push({
      field: 'thirdPlace',
      code: 'stage.third_place_without_semi_finals',
      message: 'A bracket of one pair has no semi-finals',
    });
  }
  return problems;
}

function roundRobin(teamIds: string[], legs: number, group: number | null): DrawnFixture[] {
  const rounds = generateRoundRobin(teamIds, { legs });
  const perLeg = rounds.length / legs;
  return rounds.flatMap((pairs, index) =>
    pairs.map((p, slot) => ({
      group,
      round: index + 1,
      slot,
      leg: Math.floor(index / perLeg) + 1,
      homeTeamId: p.home,
      awayTeamId: p.away,
      winnerTo: null,
      loserTo: null,
    })),
  );
}

/**
 * Single-elimination bracket over `teamIds` as seeds 1..n: by default the standard seeding (byes to the top
 * seeds), or `firstRound` as given. Later rounds start empty; the third-place match ("3P") is the bracket's
 * round k position 2, so slot 1 of the final's round.
 */
function knockout(
  teamIds: string[],
  options: { firstRound?: SeedPair[]; thirdPlace: boolean; bestOf: number },
): DrawnFixture[] {
  const bracket = generateSingleEliminationBracket(teamIds.length, {
    thirdPlace: options.thirdPlace,
    ...(options.firstRound ? { firstRound: options.firstRound } : {}),
  });
  return bracketFixtures(bracket, teamIds, options.bestOf);
}

const SECTION_ORDER: Record<string, number> = {
  [BracketSections.main]: 0,
  [BracketSections.thirdPlace]: 0,
  [BracketSections.winners]: 0,
  [BracketSections.losers]: 1,
  [BracketSections.grandFinal]: 2,
};

const BRACKET_OF_SECTION: Record<string, FixtureBracket | null> = {
  [BracketSections.winners]: FixtureBrackets.winners,
  [BracketSections.losers]: FixtureBrackets.losers,
  [BracketSections.grandFinal]: FixtureBrackets.grandFinal,
};

/**
 * A bracket's matches as fixtures over `teamIds` as seeds 1..n, in playing order (winners before losers
 * before the grand final, then round and position). Later rounds start empty.
 */
function bracketFixtures(
  bracket: Bracket,
  teamIds: readonly (string | null)[],
  bestOf: number,
): DrawnFixture[] {
  const matches = [...bracket.matches].sort(
    (a, b) =>
      (SECTION_ORDER[a.section] ?? 0) - (SECTION_ORDER[b.section] ?? 0) ||
      a.round - b.round ||
      a.position - b.position,
  );
  const indexOf = new Map(matches.map((m, index) => [m.key, index]));
  const teamOf = (slot: BracketSlot) => (slot.kind === 'seed' ? (teamIds[slot.seed - 1] ?? null) : null);
  const targetOf = (to: BracketTarget | null): DrawTarget | null => {
    const index = to ? indexOf.get(to.match) : undefined;
    return to && index !== undefined ? { index, side: to.side } : null;
  };
  return matches.map((m) => ({
    group: null,
    round: m.round,
    slot: m.position - 1,
    leg: 1,
    homeTeamId: teamOf(m.home),
    awayTeamId: teamOf(m.away),
    winnerTo: targetOf(m.winnerTo),
    loserTo: targetOf(m.loserTo),
    bracket: BRACKET_OF_SECTION[m.section] ?? null,
    bestOf,
    resetOnly: m.resetOnly,
  }));
}

/**
 * Two-legged ties: each tie of a one-leg bracket becomes its first leg and a second leg with the sides
 * swapped (same round and slot), except the third-place match and, with `finalLegs` 1, the final. Winners and
 * losers still go to the first leg of their next tie, whose sides the second leg mirrors.
 */
function withSecondLegs(fixtures: DrawnFixture[], finalLegs: number): DrawnFixture[] {
  const lastRound = Math.max(...fixtures.map((f) => f.round));
  const isSingle = (f: DrawnFixture) => f.round === lastRound && (f.slot === 1 || finalLegs === 1);
  const firstLegIndex: number[] = [];
  let next = 0;
  for (const f of fixtures) {
    firstLegIndex.push(next);
    next += isSingle(f) ? 1 : 2;
  }
  const moved = (to: DrawTarget | null) => (to ? { index: firstLegIndex[to.index]!, side: to.side } : null);
  return fixtures.flatMap((f) => {
    const first = { ...f, winnerTo: moved(f.winnerTo), loserTo: moved(f.loserTo) };
    if (isSingle(f)) return [first];
    return [first, { ...first, leg: 2, homeTeamId: f.awayTeamId, awayTeamId: f.homeTeamId }];
  });
}

/** A stored stage's seeding in the words of its create body, for `findSeedingProblems`. */
export function toSeedingInput(stage: Pick<DrawStage, 'type' | 'thirdPlace' | 'seeding'>): StageSeedingInput {
  const { seeding } = stage;
  return {
    type: stage.type,
    thirdPlace: stage.thirdPlace,
    ...(seeding && 'groups' in seeding ? { groups: seeding.groups } : {}),
    ...(seeding && 'pairings' in seeding ? { pairings: seeding.pairings } : {}),
    ...(seeding && 'order' in seeding ? { seeding: seeding.order } : {}),
  };
}

/** The seeding's first problem as the engine's error (the server checks seedings with field names first). */
function ensureSeeding(stage: DrawStage): void {
  const [problem] = findSeedingProblems(toSeedingInput(stage));
  if (problem) throw new DomainError(problem.code, `${problem.field}: ${problem.message}`);
}

/**
 * The fixtures (and groups) of a stage. Without a seeding, `teamIds` in entry order are the seeding: groups are
 * drawn from pots of `groupCount` teams, each pot in the stage's seeded random order (fair, and the same on
 * every regeneration), and a knockout is the standard bracket. With a seeding, `teamIds` are not used: the
 * groups are the given ones (round robin within each), the bracket's first round is the given pairs in order.
 * `thirdPlace` adds the third-place match when the bracket has semi-finals (four teams or more). Throws a
 * DomainError for an impossible draw or a seeding `findSeedingProblems` refuses.
 */
export function generateStageDraw(stage: DrawStage, teamIds: readonly string[]): StageDraw {
  ensureSeeding(stage);
  const seeding = stage.seeding ?? undefined;
  const teams = seeding && 'order' in seeding ? [...seeding.order] : [...teamIds];
  const bestOf = stage.bestOf ?? 1;
  if (stage.type === StageType.league) return { groups: [], fixtures: roundRobin(teams, stage.legs, null) };
  if (stage.type === StageType.swiss) {
    throw new DomainError('stage.paired_each_round', 'A Swiss stage is paired round by round');
  }
  if (stage.type === StageType.doubleElimination) {
    const bracket = generateDoubleEliminationBracket(teams.length, {
      grandFinalReset: stage.grandFinalReset ?? false,
    });
    return { groups: [], fixtures: bracketFixtures(bracket, teams, bestOf) };
  }
  if (stage.type === StageType.knockout) {
    if (stage.draw === 'eachRound') return { groups: [], fixtures: [] };
    const thirdPlace = stage.thirdPlace ?? false;
    const fixtures =
      seeding && 'pairings' in seeding
        ? knockout(seeding.pairings.flat(), {
            firstRound: seeding.pairings.map((_, index): SeedPair => [2 * index + 1, 2 * index + 2]),
            thirdPlace,
            bestOf,
          })
        : knockout(teams, { thirdPlace, bestOf });
    return {
      groups: [],
      fixtures: stage.legs === 2 ? withSecondLegs(fixtures, stage.finalLegs ?? 1) : fixtures,
    };
  }
  const groups =
    seeding && 'groups' in seeding
      ? seeding.groups.map((g) => ({ name: g.name, teamIds: [...g.teamIds] }))
      : drawGroups(teams, {
          groups: stage.groupCount,
          method: GroupDrawMethods.pots,
          seed: toDrawSeed(stage.id),
        }).map((members, index) => ({ name: `Group ${String.fromCharCode(65 + index)}`, teamIds: members }));
  return {
    groups,
    fixtures: groups.flatMap((g, index) => roundRobin(g.teamIds, stage.legs, index)),
  };
}

/** A group of the stage that feeds a knockout: its name, its size and, once it is finished, its table. */
export interface FeedingGroup {
  name: string;
  size: number;
  /** The final table, best first; null or missing while the group is still playing. */
  table?: readonly GroupTableRow<string>[] | null;
}

/** 1st, 2nd, 3rd, 4th… */
function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "Winner Group A", "Runner-up Group B", "3rd Group C". */
function placeLabel(rank: number, group: string): string {
  return `${rank === 1 ? 'Winner' : rank === 2 ? 'Runner-up' : ordinal(rank)} ${group}`;
}

/**
 * A knockout fed by a groups stage (`fromStage`): the top `perGroup` of each group and the `bestOfNextPlace`
 * best teams placed next, crossed so that group-mates do not meet in the first round (the domain's
 * `generateKnockoutFromGroups`). While a group has no final table, the bracket is laid out from the places
 * alone and its sides are labelled ("Winner Group A", "Best 3rd-placed team 2") instead of named; the layout
 * is the same once the tables are known, so the teams can be filled into the fixtures already made.
 */
export function drawKnockoutFromGroups(
  stage: Pick<DrawStage, 'thirdPlace' | 'bestOf' | 'legs' | 'finalLegs'>,
  groups: readonly FeedingGroup[],
  options: { perGroup: number; bestOfNextPlace: number },
): StageDraw {
  const known = groups.every((g) => g.table);
  const tables = groups.map((g, index) =>
    known
      ? [...g.table!]
      : Array.from({ length: g.size }, (_, r) => ({
          team: `${index}:${r + 1}`,
          points: 0,
          goalDifference: 0,
          goalsFor: 0,
        })),
  );
  const entry = generateKnockoutFromGroups(tables, options);
  let nextPlaced = 0;
  const sides = entry.qualifiers.map((q) => {
    if (known) return { teamId: q.team, label: null };
    const group = groups[q.group ?? 0]!.name;
    const label =
      q.rank > options.perGroup
        ? `Best ${ordinal(q.rank)}-placed team ${++nextPlaced}`
        : placeLabel(q.rank, group);
    return { teamId: null, label };
  });
  const bracket = generateSingleEliminationBracket(sides.length, {
    thirdPlace: stage.thirdPlace ?? false,
    firstRound: entry.firstRound,
  });
  const fixtures = bracketFixtures(
    bracket,
    sides.map((side) => side.teamId),
    stage.bestOf ?? 1,
  );
  // bracketFixtures keeps the bracket's order (one section: round, then position).
  const matches = [...bracket.matches].sort((a, b) => a.round - b.round || a.position - b.position);
  const labelled = fixtures.map((f, index) => {
    const match = matches[index]!;
    const labelOf = (slot: BracketSlot) =>
      slot.kind === 'seed' ? (sides[slot.seed - 1]?.label ?? null) : null;
    return { ...f, homeLabel: labelOf(match.home), awayLabel: labelOf(match.away) };
  });
  return {
    groups: [],
    fixtures: stage.legs === 2 ? withSecondLegs(labelled, stage.finalLegs ?? 1) : labelled,
  };
}

/** When rounds are played: the first round's day, the days between rounds and the kick-off time (UTC). */
export interface KickoffPlan {
  /** `YYYY-MM-DD`; without it fixtures have no date. */
  startDate: string | null | undefined;
  /** Default 7 (one round a week). */
  daysBetweenRounds?: number | undefined;
  /** `HH:MM` in UTC; default 15:00. */
  kickoffTime?: string | undefined;
}

/** The kick-off of a round (1-based), or null without a start date. */
export function computeKickoff(plan: KickoffPlan, round: number): Date | null {
  if (!plan.startDate) return null;
  const at = new Date(`${plan.startDate}T${plan.kickoffTime ?? '15:00'}:00.000Z`);
  at.setUTCDate(at.getUTCDate() + (round - 1) * (plan.daysBetweenRounds ?? 7));
  return at;
}

/** The result of one fixture as entered: the score and, after a level knockout fixture, the shoot-out. */
export interface FixtureResult {
  homeScore: number;
  awayScore: number;
  homePenalties?: number | null | undefined;
  awayPenalties?: number | null | undefined;
}

/**
 * The winner of a single knockout fixture (findTieWinner with a penalty decider). Penalties given for a
 * decided score are `knockout.penalties_unexpected`; a level score without a decisive shoot-out (missing,
 * half given or level) is `knockout.penalties_missing` or `knockout.penalties_level`.
 */
export function findKnockoutWinner(result: FixtureResult): BracketSide {
  const game: TieScore = { home: result.homeScore, away: result.awayScore };
  const { homePenalties: home, awayPenalties: away } = result;
  const given = home != null || away != null;
  let penalties: TieScore | undefined;
  if (home != null && away != null) penalties = { home, away };
  else if (given && game.home !== game.away) penalties = { home: home ?? 0, away: away ?? 0 };
  const winner = findTieWinner(
    { kind: 'single_match', decider: 'penalties' },
    { games: [game], ...(penalties ? { penalties } : {}) },
  );
  if (!winner) throw new DomainError('knockout.penalties_missing', 'The fixture needs a result.');
  return winner;
}
