import type { ChampTeamPlayer, Fixture, Lineup, LineupBody } from '@matchday/contracts';
import { boxScoreKeysOf } from '@matchday/domain';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError, type FieldError } from '../../errors.ts';
import { getChampView } from '../champs/champs.service.ts';
import { getFixture } from '../fixtures/fixtures.service.ts';
import { findPlayerRows, listChampTeamPlayers } from '../players/players.service.ts';
import * as repo from './match-sheets.repo.ts';

/**
 * Match sheets (spec §3 "fixture (home and away squads…)", §7 `/fixture/{id}/homesquad`, `/awaysquad`): who
 * played for each side, chosen from the team's competition squad. Also the fixture context and squad lookups
 * that the events service shares.
 */

export type Side = 'home' | 'away';

/** A fixture with what its sheet's rules need of its competition. */
export interface SheetFixture {
  fixture: Fixture;
  leagueId: string;
  sportKindId: string;
}

/** The fixture (404 `fixture.not_found`) with its competition's league and sport. */
export async function getSheetFixture(ctx: RequestContext, fixtureId: string): Promise<SheetFixture> {
  const fixture = await getFixture(ctx, fixtureId);
  const champ = await getChampView(ctx, fixture.champId);
  return { fixture, leagueId: champ.leagueId, sportKindId: champ.sportKindId };
}

/** The ids every event about this fixture carries. */
export function fixtureRefOf({ fixture, leagueId }: SheetFixture) {
  return { fixtureId: fixture.id, stageId: fixture.stageId, champId: fixture.champId, leagueId };
}

/** Both teams, or 409 `fixture.teams_unknown` while a knockout slot waits for its winner. */
export function ensureTeamsKnown(fixture: Fixture): Record<Side, string> {
  if (!fixture.homeTeamId || !fixture.awayTeamId) {
    throw AppError.conflict(
      'fixture.teams_unknown',
      'Both teams must be known before the match sheet is filled.',
    );
  }
  return { home: fixture.homeTeamId, away: fixture.awayTeamId };
}

/** Squads are a few dozen players; this bounds the read however large one grows. */
const MAX_SQUAD = 500;

/** A team's competition squad by player id. */
export async function findSquad(
  ctx: RequestContext,
  champId: string,
  teamId: string,
): Promise<Map<string, ChampTeamPlayer>> {
  const page = await listChampTeamPlayers(ctx, { champId, teamId, pageIndex: 0, pageSize: MAX_SQUAD });
  return new Map(page.items.map((entry) => [entry.playerId, entry]));
}

/** Field problems of a request, answered together; the first one's code is the answer's. */
export interface FieldProblem extends FieldError {
  code: string;
}

export function invalidOf(problems: FieldProblem[], message: string): AppError {
  return AppError.invalid(
    problems[0]!.code,
    message,
    problems.map(({ field, message }) => ({ field, message })),
  );
}

const teamOfSide = (fixture: Fixture, side: Side) =>
  side === 'home' ? fixture.homeTeamId : fixture.awayTeamId;

/**
 * One side's sheet as the contract shows it. Rows of another team are left out: a knockout slot whose winner
 * changed after its sheet was set shows the new team's (empty) sheet, not the old one's.
 */
async function toLineup(
  ctx: RequestContext,
  fixture: Fixture,
  side: Side,
  rows: repo.LineupRow[],
): Promise<Lineup> {
  const teamId = teamOfSide(fixture, side);
  const own = rows.filter((r) => r.side === side && r.teamId === teamId);
  const players = await findPlayerRows(
    ctx,
    own.map((r) => r.playerId),
  );
  const items = own.map((r) => ({
    playerId: r.playerId,
    playerName: players.get(r.playerId)?.name ?? '',
    photo: players.get(r.playerId)?.photo ?? null,
    started: r.started,
    shirtNumber: r.shirtNumber,
    position: r.position,
    captain: r.captain,
    stats: r.stats ?? null,
  }));
  return {
    fixtureId: fixture.id,
    side,
    teamId,
    teamName: side === 'home' ? fixture.homeTeamName : fixture.awayTeamName,
    items,
    totalItems: items.length,
  };
}

/** Both sides' sheets of a fixture already read (the match page): one query for the rows. */
export async function findLineups(ctx: RequestContext, fixture: Fixture): Promise<Record<Side, Lineup>> {
  const rows = await repo.listLineup(ctx.db, fixture.id);
  const [home, away] = await Promise.all([
    toLineup(ctx, fixture, 'home', rows),
    toLineup(ctx, fixture, 'away', rows),
  ]);
  return { home, away };
}

/** `GET /fixture/{id}/homesquad` and `/awaysquad`: starters first, then the bench, each in the order given. */
export async function getLineup(ctx: RequestContext, fixtureId: string, side: Side): Promise<Lineup> {
  const fixture = await getFixture(ctx, fixtureId);
  return toLineup(ctx, fixture, side, await repo.listLineup(ctx.db, fixtureId, side));
}

/** What is wrong with a sheet before it meets the database: squad, duplicates, captains, box-score columns. */
function findLineupProblems(
  body: LineupBody,
  squad: Map<string, ChampTeamPlayer>,
  boxScoreKeys: readonly string[],
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  let captains = 0;
  for (const [index, entry] of body.players.entries()) {
    const at = `body.players.${index}`;
    if (!squad.has(entry.playerId)) {
      problems.push({
        code: 'lineup.player_not_in_squad',
        field: `${at}.playerId`,
        message: "Not in the team's competition squad",
      });
    } else if (seen.has(entry.playerId)) {
      problems.push({
        code: 'lineup.duplicate_player',
        field: `${at}.playerId`,
        message: 'Already on the sheet',
      });
    }
    seen.add(entry.playerId);
    if (entry.captain) {
      captains += 1;
      if (captains === 2) {
        problems.push({ code: 'lineup.captains', field: `${at}.captain`, message: 'One captain per side' });
      }
    }
    for (const key of Object.keys(entry.stats ?? {})) {
      if (boxScoreKeys.includes(key)) continue;
      problems.push({
        code: 'lineup.stat_unknown',
        field: `${at}.stats.${key}`,
        message: boxScoreKeys.length
          ? `Not a column of this sport: use ${boxScoreKeys.join(', ')}`
          : 'This sport keeps no box score (its figures come from the events)',
      });
    }
  }
  return problems;
}

/**
 * `PUT /fixture/{id}/homesquad` and `/awaysquad` (the route has checked `FixtureScore`): replaces one side's
 * sheet. Both teams must be known; every player comes from the team's competition squad, once, and a shirt
 * number or position left out is the squad's. Records `fixture.lineupChanged` with the players before and
 * after, whose figures may change.
 */
export async function setLineup(
  ctx: RequestContext,
  fixtureId: string,
  side: Side,
  body: LineupBody,
): Promise<Lineup> {
  await withTransaction(ctx, async (tx) => {
    await repo.lockFixtureSheet(tx.db, fixtureId);
    const sheet = await getSheetFixture(tx, fixtureId);
    const teamId = ensureTeamsKnown(sheet.fixture)[side];
    const squad = await findSquad(tx, sheet.fixture.champId, teamId);
    const problems = findLineupProblems(body, squad, boxScoreKeysOf(sheet.sportKindId));
    if (problems.length > 0) throw invalidOf(problems, 'The match sheet is not valid.');

    const sheets = await repo.listLineup(tx.db, fixtureId);
    const before = sheets.filter((r) => r.side === side);
    const onOtherSide = new Set(sheets.filter((r) => r.side !== side).map((r) => r.playerId));
    const clash = body.players.findIndex((p) => onOtherSide.has(p.playerId));
    if (clash >= 0) {
      throw AppError.conflict('lineup.player_on_other_side', "The player is on the other side's sheet.", [
        { field: `body.players.${clash}.playerId`, message: "On the other side's sheet" },
      ]);
    }

    await repo.replaceLineup(
      tx.db,
      fixtureId,
      side,
      body.players.map((entry, order) => {
        const squadEntry = squad.get(entry.playerId)!;
        return {
          fixtureId,
          side,
          teamId,
          playerId: entry.playerId,
          started: entry.started ?? true,
          shirtNumber: entry.shirtNumber === undefined ? squadEntry.shirtNumber : entry.shirtNumber,
          position: entry.position === undefined ? squadEntry.position : entry.position || null,
          captain: entry.captain ?? false,
          stats: entry.stats ?? null,
          order,
        };
      }),
    );
    tx.events.record({
      type: 'fixture.lineupChanged',
      ...fixtureRefOf(sheet),
      teamId,
      playerIds: [...new Set([...before.map((r) => r.playerId), ...body.players.map((p) => p.playerId)])],
    });
  });
  return getLineup(ctx, fixtureId, side);
}

/**
 * A fixture whose sheet names the player, for the players module's 409 on delete. It cannot import this module
 * (ADR 0011 order): app.ts hands it over (`players.provideMatchSheetOfPlayerFinder`).
 */
export async function findMatchSheetOfPlayer(ctx: RequestContext, playerId: string) {
  const fixtureId = await repo.findFixtureIdNamingPlayer(ctx.db, playerId);
  if (!fixtureId) return undefined;
  const fixture = await getFixture(ctx, fixtureId);
  return { fixtureId, name: `${fixture.homeTeamName ?? '?'} – ${fixture.awayTeamName ?? '?'}` };
}
