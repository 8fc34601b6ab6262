import type { CreateStageBody, DeletedResult, Stage, StageList, UpdateStageBody } from '@matchday/contracts';
import {
  findSeedingProblems,
  type MajorSwissOptions,
  Permission,
  type StageSeeding,
  StageType,
} from '@matchday/domain';
import { findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { getChampRow, listChampEntries } from '../champs/champs.service.ts';
import * as repo from './stages.repo.ts';

export type { GroupRow, GroupTeamRow, StageRow } from './stages.repo.ts';

/** Stages with their groups (one query) and `canEdit` (one resolution) for the whole list. */
async function toStages(ctx: RequestContext, rows: repo.StageRow[]): Promise<Stage[]> {
  const ids = rows.map((r) => r.id);
  const [groups, editable] = await Promise.all([
    repo.findGroupsOfStages(ctx.db, ids),
    findGranted(ctx, Permission.StageEdit, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    champId: r.champId,
    type: r.type,
    name: r.name,
    order: r.order,
    legs: r.legs,
    groupCount: r.groupCount,
    groups: groups.filter((g) => g.stageId === r.id).map((g) => ({ id: g.id, name: g.name, order: g.order })),
    fixtureCount: r.fixtureCount,
    thirdPlace: r.thirdPlace,
    canEdit: editable.has(r.id),
    grandFinalReset: r.grandFinalReset,
    bestOf: r.bestOf,
    decidingBestOf: r.decidingBestOf,
    winsToAdvance: r.winsToAdvance,
    lossesToEliminate: r.lossesToEliminate,
    rounds: r.maxRounds,
    swissRules: r.swissRules,
    awayGoals: r.awayGoals,
    finalLegs: r.finalLegs,
    draw: r.draw,
    seeding: r.seeding && 'order' in r.seeding ? r.seeding.order : [],
    fromStage: r.fromStage,
  }));
}

// ---- used by other modules (fixtures, standings) ---------------------------------------------------------

/** How a Swiss stage runs, in the domain's words (no wins or losses limit: only the rounds cap ends it). */
export function swissOptionsOf(stage: repo.StageRow): MajorSwissOptions {
  return {
    rules: stage.swissRules ?? 'valve-2023-11',
    winsToAdvance: stage.winsToAdvance ?? Number.POSITIVE_INFINITY,
    lossesToEliminate: stage.lossesToEliminate ?? Number.POSITIVE_INFINITY,
    ...(stage.maxRounds !== null ? { rounds: stage.maxRounds } : {}),
    bestOf: stage.bestOf,
    decidingBestOf: stage.decidingBestOf,
  };
}

/** The stage or a 404 `stage.not_found`. */
export async function getStageRow(ctx: RequestContext, stageId: string): Promise<repo.StageRow> {
  const row = await repo.findStage(ctx.db, stageId);
  if (!row) throw AppError.notFound('stage.not_found', 'Stage not found.');
  return row;
}

/** A competition's stages in their order. */
export function listStageRows(ctx: RequestContext, champId: string): Promise<repo.StageRow[]> {
  return repo.listStages(ctx.db, champId);
}

/** Stages by id (names, types and order for fixture views); unknown ids are left out. */
export function findStageRows(ctx: RequestContext, stageIds: string[]): Promise<repo.StageRow[]> {
  return repo.findStages(ctx.db, [...new Set(stageIds)]);
}

/** The group or a 404 `group.not_found`. */
export async function getGroupRow(ctx: RequestContext, groupId: string): Promise<repo.GroupRow> {
  const [row] = await repo.findGroups(ctx.db, [groupId]);
  if (!row) throw AppError.notFound('group.not_found', 'Group not found.');
  return row;
}

/** Groups by id; unknown ids are left out. */
export function findGroupRows(ctx: RequestContext, groupIds: string[]): Promise<repo.GroupRow[]> {
  return repo.findGroups(ctx.db, [...new Set(groupIds)]);
}

/** The groups of these stages, in their order. */
export function findStageGroups(ctx: RequestContext, stageIds: string[]): Promise<repo.GroupRow[]> {
  return repo.findGroupsOfStages(ctx.db, stageIds);
}

/** Who was drawn into these groups. */
export function findGroupTeams(ctx: RequestContext, groupIds: string[]): Promise<repo.GroupTeamRow[]> {
  return repo.findGroupTeams(ctx.db, groupIds);
}

/** The draw's groups replace the stage's old ones; called by the fixtures service inside its transaction. */
export function replaceGroups(
  ctx: RequestContext,
  stageId: string,
  groups: { name: string; teamIds: string[] }[],
): Promise<repo.GroupRow[]> {
  return repo.replaceGroups(ctx.db, stageId, groups);
}

/**
 * The fixtures service keeps the stage's counters in the transaction that changes its fixtures: how many it
 * has after a draw, and each first result (docs/adr/0011-module-boundaries.md).
 */
export async function setFixtureCounts(
  ctx: RequestContext,
  stageId: string,
  counts: { fixtures: number; results: number },
): Promise<void> {
  await repo.updateStage(ctx.db, stageId, { fixtureCount: counts.fixtures, resultCount: counts.results });
}

/** One more finished fixture in the stage (its first result; a corrected score is not a new one). */
export async function addStageResult(ctx: RequestContext, stageId: string): Promise<void> {
  await repo.addResults(ctx.db, stageId, 1);
}

/** Fewer finished fixtures: results cleared by a correction's `?reset=downstream` (issue 27). */
export async function removeStageResults(ctx: RequestContext, stageId: string, count: number): Promise<void> {
  if (count > 0) await repo.addResults(ctx.db, stageId, -count);
}

// ---- reads -----------------------------------------------------------------------------------------------

export async function listStages(ctx: RequestContext, champId: string): Promise<StageList> {
  await getChampRow(ctx, champId);
  const items = await toStages(ctx, await repo.listStages(ctx.db, champId));
  return { items, totalItems: items.length };
}

export async function getStage(ctx: RequestContext, stageId: string): Promise<Stage> {
  const [stage] = await toStages(ctx, [await getStageRow(ctx, stageId)]);
  return stage!;
}

// ---- writes ----------------------------------------------------------------------------------------------

/**
 * Draws a stage's fixtures inside the transaction it is given. The fixtures module provides it (its
 * `generateFixtures`): stages come before fixtures in the one-way order of ADR 0011, so this module cannot
 * import it and is handed it instead, once, by the composition root (app.ts).
 */
export type StageDrawer = (tx: RequestContext, stageId: string) => Promise<unknown>;

let stageDrawer: StageDrawer | undefined;

/** Called by app.ts with the fixtures module's `drawStage`: how a stage given its groups or pairs is drawn. */
export function provideStageDrawer(drawer: StageDrawer): void {
  stageDrawer = drawer;
}

/** Which stage types take each format field of the create body. */
const FIELDS_OF_TYPE: Record<string, readonly StageType[]> = {
  grandFinalReset: [StageType.doubleElimination],
  winsToAdvance: [StageType.swiss],
  lossesToEliminate: [StageType.swiss],
  rounds: [StageType.swiss],
  swissRules: [StageType.swiss],
  decidingBestOf: [StageType.swiss],
  bestOf: [
    StageType.knockout,
    StageType.doubleElimination,
    StageType.swiss,
    StageType.league,
    StageType.groups,
  ],
  awayGoals: [StageType.knockout],
  finalLegs: [StageType.knockout],
  draw: [StageType.knockout],
  fromStage: [StageType.knockout],
};

/**
 * Format fields only where the type has them, and combinations that make sense: a knockout has one or two
 * legs; away goals and the final's legs need two; a knockout drawn round by round has no pairs, feeding
 * stage or third-place match fixed ahead. Else a 400 naming the field.
 */
function ensureFormat(body: CreateStageBody) {
  const problems: { field: string; message: string }[] = [];
  for (const [field, types] of Object.entries(FIELDS_OF_TYPE)) {
    if (body[field as keyof CreateStageBody] !== undefined && !types.includes(body.type)) {
      problems.push({ field: `body.${field}`, message: `A ${body.type} stage does not take ${field}` });
    }
  }
  if (body.type === StageType.knockout) {
    if (body.legs !== undefined && body.legs > 2) {
      problems.push({ field: 'body.legs', message: 'A knockout tie has one or two legs' });
    }
    if ((body.legs ?? 1) === 1) {
      if (body.awayGoals) problems.push({ field: 'body.awayGoals', message: 'Away goals need two legs' });
      if (body.finalLegs === 2)
        problems.push({ field: 'body.finalLegs', message: 'Two-legged finals need two legs' });
    }
    if (body.draw === 'eachRound') {
      for (const field of ['pairings', 'fromStage', 'thirdPlace'] as const) {
        if (body[field]) {
          problems.push({
            field: `body.${field}`,
            message: 'A knockout drawn round by round fixes nothing ahead',
          });
        }
      }
    }
    if (body.seeding && (body.pairings || body.fromStage)) {
      problems.push({
        field: 'body.seeding',
        message: 'Give the seed order, the pairs or the feeding stage, not two',
      });
    }
    if (body.fromStage && body.pairings) {
      problems.push({ field: 'body.pairings', message: 'The teams come from the groups stage' });
    }
  }
  const [first] = problems;
  if (first) {
    throw AppError.invalid('stage.format_invalid', `${first.field.slice(5)}: ${first.message}.`, problems);
  }
}

function ensureShape(body: CreateStageBody) {
  ensureFormat(body);
  if (body.type !== StageType.groups) return;
  if (body.groups === undefined && (body.groupCount === undefined || body.groupCount < 1)) {
    throw AppError.invalid('stage.group_count_required', 'A group stage needs groupCount.', [
      { field: 'body.groupCount', message: 'Required for a group stage' },
    ]);
  }
  if (body.groups !== undefined && body.groupCount !== undefined && body.groupCount !== body.groups.length) {
    throw AppError.invalid('stage.group_count_mismatch', 'groupCount must be the number of groups given.', [
      { field: 'body.groupCount', message: `${body.groups.length} groups are given` },
    ]);
  }
}

/** What the organiser gave instead of a draw, as the stage stores it; null when the draw seeds from entries. */
function toSeeding(body: CreateStageBody): StageSeeding | null {
  if (body.groups) return { groups: body.groups.map((g) => ({ name: g.name, teamIds: [...g.teamIds] })) };
  if (body.pairings) return { pairings: body.pairings.map(([home, away]): [string, string] => [home, away]) };
  if (body.seeding) return { order: [...body.seeding] };
  return null;
}

/**
 * Groups and pairs name teams of the competition, each once; groups only on a groups stage, pairs (a power
 * of two of them) and the third-place match only on a knockout: else a 400 naming every bad field.
 */
async function ensureSeedingValid(
  ctx: RequestContext,
  champId: string,
  body: CreateStageBody,
): Promise<void> {
  if (
    body.groups === undefined &&
    body.pairings === undefined &&
    body.seeding === undefined &&
    !body.thirdPlace
  ) {
    return;
  }
  const entered = (await listChampEntries(ctx, champId)).map((e) => e.teamId);
  const problems = findSeedingProblems(body, entered);
  const [first] = problems;
  if (first) {
    throw AppError.invalid(
      first.code,
      `${first.field}: ${first.message}.`,
      problems.map((p) => ({ field: `body.${p.field}`, message: p.message })),
    );
  }
}

/**
 * The route has checked `ChampEdit`. A stage given its groups (`groups`) or its first round (`pairings`) is
 * drawn at once, in the same transaction, so it is ready to play; other stages wait for
 * `POST /fixture/generate`.
 */
export async function createStage(
  ctx: RequestContext,
  champId: string,
  body: CreateStageBody,
): Promise<Stage> {
  const champ = await getChampRow(ctx, champId);
  ensureShape(body);
  const seeding = toSeeding(body);
  const row = await withTransaction(ctx, async (tx) => {
    await ensureSeedingValid(tx, champId, body);
    if (body.fromStage) await ensureFeedingStage(tx, champId, body.fromStage.stageId);
    const inserted = await repo.insertStage(tx.db, {
      champId,
      type: body.type,
      name: body.name,
      order: await repo.nextOrder(tx.db, champId),
      legs: stageLegs(body),
      groupCount: body.type === StageType.groups ? (body.groups?.length ?? body.groupCount ?? 1) : 1,
      thirdPlace: body.type === StageType.knockout && (body.thirdPlace ?? false),
      seeding,
      grandFinalReset: body.grandFinalReset ?? false,
      bestOf: body.bestOf ?? 1,
      decidingBestOf: body.decidingBestOf ?? body.bestOf ?? 1,
      ...(body.type === StageType.swiss
        ? {
            winsToAdvance: body.winsToAdvance ?? (body.rounds === undefined ? 3 : null),
            lossesToEliminate: body.lossesToEliminate ?? (body.rounds === undefined ? 3 : null),
            maxRounds: body.rounds ?? null,
            swissRules: body.swissRules ?? 'valve-2023-11',
          }
        : {}),
      awayGoals: body.awayGoals ?? false,
      finalLegs: body.finalLegs ?? 1,
      draw: body.draw ?? 'bracket',
      fromStage: body.fromStage
        ? { ...body.fromStage, bestOfNextPlace: body.fromStage.bestOfNextPlace ?? 0 }
        : null,
    });
    tx.events.record({ type: 'stage.created', stageId: inserted.id, champId, leagueId: champ.champLeagueId });
    // A knockout fed by groups is laid out at once when the groups are drawn ("Winner Group A" until played).
    const feedingDrawn =
      body.fromStage !== undefined &&
      (await repo.findGroupsOfStages(tx.db, [body.fromStage.stageId])).length > 0;
    if (seeding || feedingDrawn) {
      if (!stageDrawer) throw new Error("No stage drawer: app.ts provides the fixtures module's drawStage.");
      await stageDrawer(tx, inserted.id);
    }
    return inserted;
  });
  return getStage(ctx, row.id);
}

/** A knockout takes its teams from a groups stage of the same competition (else a 400 naming the field). */
async function ensureFeedingStage(ctx: RequestContext, champId: string, stageId: string): Promise<void> {
  const source = await repo.findStage(ctx.db, stageId);
  if (!source || source.champId !== champId || source.type !== StageType.groups) {
    throw AppError.invalid(
      'stage.from_stage_invalid',
      'fromStage must be a groups stage of this competition.',
      [{ field: 'body.fromStage.stageId', message: 'Not a groups stage of this competition' }],
    );
  }
}

/** League and group stages meet `legs` times; a knockout tie has one or two legs; other stages one. */
function stageLegs(body: CreateStageBody): number {
  if (body.type === StageType.league || body.type === StageType.groups) return body.legs ?? 1;
  if (body.type === StageType.knockout) return body.legs ?? 1;
  return 1;
}

/**
 * The route has checked `StageEdit`. Renaming and reordering are always allowed; legs and groups change the
 * draw, so only before any result (409 `stage.has_results`).
 */
export async function updateStage(
  ctx: RequestContext,
  stageId: string,
  body: UpdateStageBody,
): Promise<Stage> {
  await withTransaction(ctx, async (tx) => {
    const row = await getStageRow(tx, stageId);
    const champ = await getChampRow(tx, row.champId);
    const reshapes =
      (body.legs !== undefined && body.legs !== row.legs) ||
      (body.groupCount !== undefined && body.groupCount !== row.groupCount);
    if (
      row.seeding &&
      'groups' in row.seeding &&
      body.groupCount !== undefined &&
      body.groupCount !== row.groupCount
    ) {
      throw AppError.conflict(
        'stage.groups_given',
        'The stage plays the groups it was given; their number follows them.',
        [{ field: 'body.groupCount', message: `${row.groupCount} groups were given` }],
      );
    }
    if (reshapes && row.resultCount > 0) {
      throw AppError.conflict(
        'stage.has_results',
        'The stage already has results; its legs and groups can no longer change.',
      );
    }
    await repo.updateStage(tx.db, stageId, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.order !== undefined ? { order: body.order } : {}),
      ...(body.legs !== undefined && row.type !== StageType.knockout ? { legs: body.legs } : {}),
      ...(body.groupCount !== undefined && row.type === StageType.groups
        ? { groupCount: body.groupCount }
        : {}),
    });
    tx.events.record({ type: 'stage.updated', stageId, champId: row.champId, leagueId: champ.champLeagueId });
  });
  return getStage(ctx, stageId);
}

/** The route has checked `StageEdit`. Deletes the stage with its groups and fixtures (cascade). */
export async function deleteStage(ctx: RequestContext, stageId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const row = await getStageRow(tx, stageId);
    const champ = await getChampRow(tx, row.champId);
    await repo.deleteStage(tx.db, stageId);
    tx.events.record({ type: 'stage.deleted', stageId, champId: row.champId, leagueId: champ.champLeagueId });
  });
  return { id: stageId, deleted: true };
}
