import type { CreateStageBody, Stage, StageList, UpdateStageBody } from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { canEditChamp, ensureCanEditChamp, getChampView } from '../champs/champs.service.ts';
import { countFinishedFixtures, countStageFixtures, findStageGroups } from '../fixtures/fixtures.service.ts';
import { type Actor, loadAccess } from '../permissions/access.ts';
import { invalidateChamp } from './read-cache.ts';
import * as repo from './stages.repo.ts';

export type { StageRow } from './stages.repo.ts';

/** The stage or a 404 `stage.not_found`. */
export async function getStageRow(db: Db, stageId: string): Promise<repo.StageRow> {
  const row = await repo.findStage(db, stageId);
  if (!row) throw AppError.notFound('stage.not_found', 'Stage not found.');
  return row;
}

async function toStages(db: Db, rows: repo.StageRow[], canEdit: boolean): Promise<Stage[]> {
  const ids = rows.map((r) => r.id);
  const [groups, counts] = await Promise.all([findStageGroups(db, ids), countStageFixtures(db, ids)]);
  return rows.map((r) => ({
    id: r.id,
    champId: r.champId,
    type: r.type,
    name: r.name,
    order: r.order,
    legs: r.legs,
    groupCount: r.groupCount,
    groups: groups.filter((g) => g.stageId === r.id).map((g) => ({ id: g.id, name: g.name, order: g.order })),
    fixtureCount: counts.get(r.id) ?? 0,
    canEdit,
  }));
}

export async function listStages(db: Db, actor: Actor | null, champId: string): Promise<StageList> {
  const view = await getChampView(db, champId);
  const access = await loadAccess(db, actor, [view.champ.champLeagueId, champId]);
  const items = await toStages(db, await repo.listStages(db, champId), canEditChamp(view, access));
  return { items, totalItems: items.length };
}

export async function getStage(db: Db, actor: Actor | null, stageId: string): Promise<Stage> {
  const row = await getStageRow(db, stageId);
  const view = await getChampView(db, row.champId);
  const access = await loadAccess(db, actor, [view.champ.champLeagueId, row.champId]);
  const [stage] = await toStages(db, [row], canEditChamp(view, access));
  return stage!;
}

function ensureShape(type: Stage['type'], groupCount: number | undefined) {
  if (type === 'groups' && (groupCount === undefined || groupCount < 1)) {
    throw AppError.invalid('stage.group_count_required', 'A group stage needs groupCount.', [
      { field: 'body.groupCount', message: 'Required for a group stage' },
    ]);
  }
}

export async function createStage(
  db: Db,
  actor: Actor | null,
  champId: string,
  body: CreateStageBody,
): Promise<Stage> {
  await ensureCanEditChamp(db, actor, champId);
  ensureShape(body.type, body.groupCount);
  const row = await repo.insertStage(db, {
    champId,
    type: body.type,
    name: body.name,
    order: await repo.nextOrder(db, champId),
    legs: body.type === 'knockout' ? 1 : (body.legs ?? 1),
    groupCount: body.type === 'groups' ? (body.groupCount ?? 1) : 1,
  });
  return getStage(db, actor, row.id);
}

/** Renaming and reordering are always allowed; legs and groups change the draw, so only before any result. */
export async function updateStage(
  db: Db,
  actor: Actor | null,
  stageId: string,
  body: UpdateStageBody,
): Promise<Stage> {
  const row = await getStageRow(db, stageId);
  await ensureCanEditChamp(db, actor, row.champId);
  const reshapes =
    (body.legs !== undefined && body.legs !== row.legs) ||
    (body.groupCount !== undefined && body.groupCount !== row.groupCount);
  if (reshapes && (await countFinishedFixtures(db, stageId)) > 0) {
    throw AppError.conflict(
      'stage.has_results',
      'The stage already has results; its legs and groups can no longer change.',
    );
  }
  await repo.updateStage(db, stageId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.order !== undefined ? { order: body.order } : {}),
    ...(body.legs !== undefined && row.type !== 'knockout' ? { legs: body.legs } : {}),
    ...(body.groupCount !== undefined && row.type === 'groups' ? { groupCount: body.groupCount } : {}),
  });
  invalidateChamp(db, row.champId);
  return getStage(db, actor, stageId);
}

/** Deletes the stage with its groups and fixtures (cascade) in one statement. */
export async function deleteStage(db: Db, actor: Actor | null, stageId: string) {
  const row = await getStageRow(db, stageId);
  await ensureCanEditChamp(db, actor, row.champId);
  await repo.deleteStage(db, stageId);
  invalidateChamp(db, row.champId);
  return { id: stageId, deleted: true as const };
}
