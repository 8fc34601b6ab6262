import type { SportType, SportTypeWithLeagues, StageTypeItem, TeamLeague } from '@matchday/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import * as repo from './reference.repo.ts';

export function listSportTypes(db: Db): Promise<SportType[]> {
  return repo.listSportTypes(db).then((rows) => rows.map(toSportType));
}

/** The sport type, or `sport_type.not_found`. */
export async function getSportType(db: Db, id: string): Promise<SportType> {
  const row = await repo.findSportType(db, id);
  if (!row) throw AppError.notFound('sport_type.not_found', `There is no sport type ${id}.`);
  return toSportType(row);
}

/** Every sport type with the team leagues of that sport (docs/adr/0004-runtime-config-and-reference-data.md). */
export async function listSportTypesWithLeagues(db: Db): Promise<SportTypeWithLeagues[]> {
  const [sports, leagues] = await Promise.all([repo.listSportTypes(db), repo.listTeamLeagues(db)]);
  return sports.map((sport) => ({
    ...toSportType(sport),
    teamLeagues: leagues.filter((league) => league.sportTypeId === sport.id).map(toTeamLeague),
  }));
}

export async function listTeamLeagues(db: Db, sportTypeId: string): Promise<TeamLeague[]> {
  await getSportType(db, sportTypeId);
  return (await repo.listTeamLeagues(db, sportTypeId)).map(toTeamLeague);
}

/** All stage types, or those that apply to one sport (an unknown sport is `sport_type.not_found`). */
export async function listStageTypes(db: Db, sportKindId?: string): Promise<StageTypeItem[]> {
  if (sportKindId !== undefined) await getSportType(db, sportKindId);
  const [stages, links] = await Promise.all([repo.listStageTypes(db), repo.listStageTypeSports(db)]);
  return stages
    .map((stage) => ({
      ...stage,
      sportTypeIds: links.filter((link) => link.stageTypeId === stage.id).map((link) => link.sportTypeId),
    }))
    .filter((stage) => sportKindId === undefined || stage.sportTypeIds.includes(sportKindId));
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
