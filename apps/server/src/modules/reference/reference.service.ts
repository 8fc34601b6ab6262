import type { SportType, SportTypeWithLeagues, StageTypeItem, TeamLeague } from '@matchday/contracts';
import type { RequestContext } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import * as repo from './reference.repo.ts';

export function listSportTypes(ctx: RequestContext): Promise<SportType[]> {
  return repo.listSportTypes(ctx.db).then((rows) => rows.map(toSportType));
}

/** The sport type, or `sport_type.not_found`. */
export async function getSportType(ctx: RequestContext, id: string): Promise<SportType> {
  const row = await repo.findSportType(ctx.db, id);
  if (!row) throw AppError.notFound('sport_type.not_found', `There is no sport type ${id}.`);
  return toSportType(row);
}

/** Every sport type with the team leagues of that sport (docs/adr/0004-runtime-config-and-reference-data.md). */
export async function listSportTypesWithLeagues(ctx: RequestContext): Promise<SportTypeWithLeagues[]> {
  const [sports, leagues] = await Promise.all([repo.listSportTypes(ctx.db), repo.listTeamLeagues(ctx.db)]);
  return sports.map((sport) => ({
    ...toSportType(sport),
    teamLeagues: leagues.filter((league) => league.sportTypeId === sport.id).map(toTeamLeague),
  }));
}

export async function listTeamLeagues(ctx: RequestContext, sportTypeId: string): Promise<TeamLeague[]> {
  await getSportType(ctx, sportTypeId);
  return (await repo.listTeamLeagues(ctx.db, sportTypeId)).map(toTeamLeague);
}

/** All stage types, or those that apply to one sport (an unknown sport is `sport_type.not_found`). */
export async function listStageTypes(ctx: RequestContext, sportKindId?: string): Promise<StageTypeItem[]> {
  if (sportKindId !== undefined) await getSportType(ctx, sportKindId);
  const [stages, links] = await Promise.all([repo.listStageTypes(ctx.db), repo.listStageTypeSports(ctx.db)]);
  return stages
    .map((stage) => ({
      ...stage,
      sportTypeIds: links.filter((link) => link.stageTypeId === stage.id).map((link) => link.sportTypeId),
    }))
    .filter((stage) => sportKindId === undefined || stage.sportTypeIds.includes(sportKindId));
}

/** The sport type named in a request body, or a 400 naming `field` (default `body.sportKindId`). */
export async function getSportOfBody(
  ctx: RequestContext,
  sportKindId: string,
  field = 'body.sportKindId',
): Promise<SportType> {
  const row = await repo.findSportType(ctx.db, sportKindId);
  if (!row) {
    throw AppError.invalid('sport_type.unknown', `There is no sport type ${sportKindId}.`, [
      { field, message: 'Unknown sport type' },
    ]);
  }
  return toSportType(row);
}

/** Refuses a team league that is not one of the sport's (400 naming `body.teamLeagueId`). */
export async function ensureTeamLeagueOfSport(
  ctx: RequestContext,
  sportKindId: string,
  teamLeagueId: string,
) {
  const leagues = await repo.listTeamLeagues(ctx.db, sportKindId);
  if (!leagues.some((league) => league.id === teamLeagueId)) {
    throw AppError.invalid('team_league.unknown', `There is no team league ${teamLeagueId} in this sport.`, [
      { field: 'body.teamLeagueId', message: 'Unknown team league for this sport' },
    ]);
  }
}

function toSportType(row: repo.SportTypeRow): SportType {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    isESport: row.isESport,
    order: row.order,
    allowsDraws: row.allowsDraws,
    points: row.points,
    periods: row.periods,
    eventTypes: row.eventTypes,
    playersOnField: row.playersOnField,
    squadSize: row.squadSize,
  };
}

function toTeamLeague(row: repo.TeamLeagueRow): TeamLeague {
  return {
    id: row.id,
    sportTypeId: row.sportTypeId,
    name: row.name,
    displayName: row.displayName,
    kind: row.kind,
    order: row.order,
  };
}
