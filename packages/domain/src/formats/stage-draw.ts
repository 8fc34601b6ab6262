import { DomainError } from '../errors.ts';
import { drawGroups, GroupDrawMethods } from './groups.ts';
import { type BracketSide, type BracketSlot, findTieWinner, type TieScore } from './knockout.ts';
import { generateRoundRobin } from './round-robin.ts';
import { generateSingleEliminationBracket } from './single-elimination.ts';

/** The kinds of stage a competition is built from (docs/adr/0003-competitions-model.md). */
export const StageType = { league: 'league', groups: 'groups', knockout: 'knockout' } as const;
/** One of StageType. */
export type StageType = (typeof StageType)[keyof typeof StageType];
/** Every stage type, for closed sets in schemas. */
export const STAGE_TYPES = [StageType.league, StageType.groups, StageType.knockout] as const;

/** What a draw needs to know of a stage. */
export interface DrawStage {
  id: string;
  type: StageType;
  /** Meetings of each pair in league and group stages. */
  legs: number;
  groupCount: number;
}

/** One fixture of a draw, before it has an id. Indexes point into the draw's own lists. */
export interface DrawnFixture {
  /** Index into `StageDraw.groups`, or null outside a group stage. */
  group: number | null;
  round: number;
  slot: number;
  leg: number;
  homeTeamId: string | null;
  awayTeamId: string | null;
  /** Where the winner goes: index into `StageDraw.fixtures` and the side taken there. */
  winnerTo: { index: number; side: BracketSide } | null;
}

export interface StageDraw {
  groups: { name: string; teamIds: string[] }[];
  fixtures: DrawnFixture[];
}

/** The draw's seed from the stage id, so regenerating a stage gives the same groups (reproducible draw). */
export function toDrawSeed(stageId: string): number {
  return Number.parseInt(stageId.replaceAll('-', '').slice(0, 8), 16);
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
    })),
  );
}

/** Seeded single-elimination bracket: byes go to the top seeds, later rounds start empty. */
function knockout(teamIds: string[]): DrawnFixture[] {
  const bracket = generateSingleEliminationBracket(teamIds.length);
  const matches = [...bracket.matches].sort((a, b) => a.round - b.round || a.position - b.position);
  const indexOf = new Map(matches.map((m, index) => [m.key, index]));
  const teamOf = (slot: BracketSlot) => (slot.kind === 'seed' ? (teamIds[slot.seed - 1] ?? null) : null);
  return matches.map((m) => {
    const next = m.winnerTo ? indexOf.get(m.winnerTo.match) : undefined;
    return {
      group: null,
      round: m.round,
      slot: m.position - 1,
      leg: 1,
      homeTeamId: teamOf(m.home),
      awayTeamId: teamOf(m.away),
      winnerTo: m.winnerTo && next !== undefined ? { index: next, side: m.winnerTo.side } : null,
    };
  });
}

/**
 * The fixtures (and groups) of a stage for these teams, in seeding order (entry order). Groups are drawn from
 * pots of `groupCount` teams, each pot in the stage's seeded random order: fair, and the same on every
 * regeneration. Throws a DomainError for an impossible draw.
 */
export function generateStageDraw(stage: DrawStage, teamIds: readonly string[]): StageDraw {
  const teams = [...teamIds];
  if (stage.type === StageType.league) return { groups: [], fixtures: roundRobin(teams, stage.legs, null) };
  if (stage.type === StageType.knockout) return { groups: [], fixtures: knockout(teams) };
  const groups = drawGroups(teams, {
    groups: stage.groupCount,
    method: GroupDrawMethods.pots,
    seed: toDrawSeed(stage.id),
  }).map((members, index) => ({ name: `Group ${String.fromCharCode(65 + index)}`, teamIds: members }));
  return {
    groups,
    fixtures: groups.flatMap((g, index) => roundRobin(g.teamIds, stage.legs, index)),
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
