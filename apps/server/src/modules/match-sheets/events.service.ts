import type {
  BulkEventsBody,
  ChampTeamPlayer,
  DeletedResult,
  EventBody,
  Fixture,
  MatchEvent,
  MatchEventList,
  MatchEventTypeName,
  ScoreBody,
  SetScoreBody,
  UpdateEventBody,
} from '@matchday/contracts';
import {
  checkEvent,
  countGoals,
  countShootout,
  isFootballFamily,
  MATCH_EVENT_TYPES,
  orderEvents,
  parsePeriod,
  periodOfMinute,
  StageType,
  scoringSideOf,
} from '@matchday/domain';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import { forfeitFixture, getFixture, recordResult } from '../fixtures/fixtures.service.ts';
import { findPlayerRows } from '../players/players.service.ts';
import {
  ensureTeamsKnown,
  type FieldProblem,
  findSquad,
  fixtureRefOf,
  getSheetFixture,
  invalidOf,
  type SheetFixture,
  type Side,
} from './lineups.service.ts';
import * as repo from './match-sheets.repo.ts';

/**
 * Match events (spec §7 `/fixture/{id}/event`, `/event/bulk`, `/fixture/event/{id}`; issue 10): goals, cards,
 * substitutions and shoot-out kicks of the football family. The score follows them: it is the goals the events
 * account for plus the goals nobody scored on the sheet (a result entered higher than the events), so adding,
 * correcting or deleting a goal moves it, and a finished fixture's result (standings, the knockout winner) is
 * recorded again through the fixtures service.
 */

const eventNotFound = () => AppError.notFound('event.not_found', 'Event not found.');

const isMatchEventType = (type: string): type is MatchEventTypeName =>
  (MATCH_EVENT_TYPES as readonly string[]).includes(type);

const isShootout = (type: string | undefined) => type === 'shootoutScored' || type === 'shootoutMissed';

// ---- reads --------------------------------------------------------------------------------------------------

/**
 * Events in the order they happened (period, minute, added time, then entry), numbered from 1, each with the
 * score after it.
 */
async function toMatchEvents(ctx: RequestContext, rows: repo.EventRow[]): Promise<MatchEvent[]> {
  const names = await findPlayerRows(
    ctx,
    rows.flatMap((r) => (r.relatedPlayerId ? [r.playerId, r.relatedPlayerId] : [r.playerId])),
  );
  const score = { home: 0, away: 0 };
  return orderEvents(rows).flatMap((row, index) => {
    if (!isMatchEventType(row.type)) return [];
    const scoredFor = scoringSideOf(row);
    if (scoredFor) score[scoredFor] += 1;
    return [
      {
        id: row.id,
        fixtureId: row.fixtureId,
        number: index + 1,
        type: row.type,
        teamId: row.teamId,
        side: row.side,
        playerId: row.playerId,
        playerName: names.get(row.playerId)?.name ?? '',
        relatedPlayerId: row.relatedPlayerId,
        relatedPlayerName: row.relatedPlayerId ? (names.get(row.relatedPlayerId)?.name ?? '') : null,
        minute: row.minute,
        addedTime: row.addedTime,
        period: row.period,
        score: { ...score },
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}

/** The events of a fixture already read (the match page). */
export async function findEventsOf(ctx: RequestContext, fixtureId: string): Promise<MatchEvent[]> {
  return toMatchEvents(ctx, await repo.listEvents(ctx.db, fixtureId));
}

/** `GET /fixture/{id}/event`. */
export async function listEvents(ctx: RequestContext, fixtureId: string): Promise<MatchEventList> {
  await getFixture(ctx, fixtureId);
  const items = await findEventsOf(ctx, fixtureId);
  return { items, totalItems: items.length };
}

// ---- the rules of one event ---------------------------------------------------------------------------------

/** An event as stored, once its side and period are known. */
interface ResolvedEvent {
  type: MatchEventTypeName;
  teamId: string;
  side: Side;
  playerId: string;
  relatedPlayerId: string | null;
  minute: number | null;
  addedTime: number;
  period: number;
}

interface EventWrite {
  sheet: SheetFixture;
  teams: Record<Side, string>;
  squads: Record<Side, Map<string, ChampTeamPlayer>>;
  /** The fixture's events before the write, in entry order. */
  before: repo.EventRow[];
}

/**
 * The event with its side and period, or what is wrong with it, each problem naming its field under `at`
 * (`body.` or `body.events.3.`): the team must play in the fixture, the players must be in its competition
 * squad (an own goal's scorer too: it counts for the other side), the period must be one we know, and the
 * domain's rules of one event hold.
 */
function resolveEvent(
  input: EventBody,
  write: EventWrite,
  at: string,
): { event: ResolvedEvent; problems: [] } | { event: null; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const side: Side | null =
    input.teamId === write.teams.home ? 'home' : input.teamId === write.teams.away ? 'away' : null;
  if (!side) {
    problems.push({
      code: 'event.team_not_in_fixture',
      field: `${at}teamId`,
      message: 'Not a team of this fixture',
    });
  } else {
    const squad = write.squads[side];
    if (!squad.has(input.playerId)) {
      problems.push({
        code: 'event.player_not_in_squad',
        field: `${at}playerId`,
        message: "Not in the team's competition squad",
      });
    }
    if (input.relatedPlayerId && !squad.has(input.relatedPlayerId)) {
      problems.push({
        code: 'event.player_not_in_squad',
        field: `${at}relatedPlayerId`,
        message: "Not in the team's competition squad",
      });
    }
  }
  let period: number | null;
  if (input.period === undefined || input.period === null) {
    period = periodOfMinute(input.minute, input.type);
  } else {
    period = parsePeriod(input.period);
    if (period === null) {
      problems.push({
        code: 'event.period_invalid',
        field: `${at}period`,
        message: 'Unknown period: give its number (1–5) or a name such as "first half" or "penalties"',
      });
    }
  }
  if (period !== null) {
    const problem = checkEvent({ ...input, period });
    if (problem)
      problems.push({ code: problem.code, field: `${at}${problem.field}`, message: problem.message });
  }
  if (problems.length > 0 || !side || period === null) return { event: null, problems };
  return {
    event: {
      type: input.type,
      teamId: input.teamId,
      side,
      playerId: input.playerId,
      relatedPlayerId: input.relatedPlayerId ?? null,
      minute: input.minute ?? null,
      addedTime: input.addedTime ?? 0,
      period,
    },
    problems: [],
  };
}

// ---- the score follows the events ---------------------------------------------------------------------------

/**
 * A finished knockout fixture that is level takes its shoot-out from the recorded kicks once they decide it;
 * while they are level (entered kick by kick) the recorded penalties stand, so entering a shoot-out never
 * passes through a result without a winner.
 */
function penaltiesAfter(
  fixture: Fixture,
  score: { home: number; away: number },
  events: readonly { type: string; side: Side }[],
): { homePenalties: number | null; awayPenalties: number | null } {
  const recorded = { homePenalties: fixture.homePenalties, awayPenalties: fixture.awayPenalties };
  if (fixture.stageType !== StageType.knockout || score.home !== score.away) return recorded;
  const kicks = countShootout(events);
  const hasKicks = events.some((e) => isShootout(e.type));
  if (!hasKicks || kicks.home === kicks.away) return recorded;
  return { homePenalties: kicks.home, awayPenalties: kicks.away };
}

/**
 * Moves the score by the goals the write added or removed, keeping the goals without a scorer (a scheduled
 * fixture without a score starts from 0–0). A finished fixture's result is recorded again (standings, the
 * knockout winner); a result the rules refuse (a knockout left level without a decider) is a 409, since the
 * event, not the score the caller sent, made it so. Otherwise the live score changes and the status stays.
 */
async function followScore(
  tx: RequestContext,
  fixture: Fixture,
  before: readonly repo.EventRow[],
  after: readonly { type: string; side: Side }[],
): Promise<void> {
  const current = { home: fixture.homeScore ?? 0, away: fixture.awayScore ?? 0 };
  const goalsBefore = countGoals(before);
  const goalsAfter = countGoals(after);
  const next = {
    home: goalsAfter.home + Math.max(0, current.home - goalsBefore.home),
    away: goalsAfter.away + Math.max(0, current.away - goalsBefore.away),
  };
  const penalties = penaltiesAfter(fixture, next, after);
  if (fixture.status !== 'finished') {
    // Live: the score and a shoot-out's tally so far; `finished` through the status makes them the result.
    const same =
      fixture.homeScore === next.home &&
      fixture.awayScore === next.away &&
      penalties.homePenalties === fixture.homePenalties &&
      penalties.awayPenalties === fixture.awayPenalties;
    if (same) return;
    await recordResult(
      tx,
      fixture.id,
      { homeScore: next.home, awayScore: next.away, ...penalties },
      { live: true },
    );
    return;
  }
  const unchanged =
    next.home === current.home &&
    next.away === current.away &&
    penalties.homePenalties === fixture.homePenalties &&
    penalties.awayPenalties === fixture.awayPenalties;
  if (unchanged) return;
  try {
    await recordResult(tx, fixture.id, { homeScore: next.home, awayScore: next.away, ...penalties });
  } catch (error) {
    if (error instanceof AppError && error.kind === ErrorKind.invalid) {
      throw AppError.conflict(error.code, `The result after this change would not stand: ${error.message}`);
    }
    throw error;
  }
}

// ---- writes -------------------------------------------------------------------------------------------------

/**
 * Opens an event write on a fixture, in the caller's transaction: the sheet is locked (the score is counted
 * from the events read here) and both teams are known. Recording (adding or correcting) needs a sport that
 * records events and a match that is played (not cancelled or postponed); removing a wrong event never does.
 */
async function openEventWrite(
  tx: RequestContext,
  fixtureId: string,
  purpose: 'record' | 'remove',
): Promise<EventWrite> {
  await repo.lockFixtureSheet(tx.db, fixtureId);
  const sheet = await getSheetFixture(tx, fixtureId);
  const teams = ensureTeamsKnown(sheet.fixture);
  const recording = purpose === 'record';
  if (recording) {
    if (!isFootballFamily(sheet.sportKindId)) {
      throw AppError.conflict(
        'event.sport_has_no_events',
        'This sport records per-period scores and box-score lines on the match sheet, not match events.',
      );
    }
    const { status } = sheet.fixture;
    if (status === 'cancelled' || status === 'postponed') {
      throw AppError.conflict('event.fixture_not_played', `The fixture is ${status}: it has no events.`);
    }
  }
  const [home, away, before] = await Promise.all([
    recording ? findSquad(tx, sheet.fixture.champId, teams.home) : new Map<string, ChampTeamPlayer>(),
    recording ? findSquad(tx, sheet.fixture.champId, teams.away) : new Map<string, ChampTeamPlayer>(),
    repo.listEvents(tx.db, fixtureId),
  ]);
  return { sheet, teams, squads: { home, away }, before };
}

/** The score follows, and `fixture.eventsChanged` names every player whose figures may have changed. */
async function closeEventWrite(
  tx: RequestContext,
  write: EventWrite,
  after: readonly { type: string; side: Side }[],
  touched: readonly { playerId: string; relatedPlayerId: string | null }[],
): Promise<void> {
  await followScore(tx, write.sheet.fixture, write.before, after);
  tx.events.record({
    type: 'fixture.eventsChanged',
    ...fixtureRefOf(write.sheet),
    playerIds: [
      ...new Set(
        touched.flatMap((e) => (e.relatedPlayerId ? [e.playerId, e.relatedPlayerId] : [e.playerId])),
      ),
    ],
  });
}

/**
 * Inserts events in one statement. Entry order decides between events at the same minute, so each gets its
 * own instant after the fixture's last one, even when the clock has not moved.
 */
async function insertInEntryOrder(
  tx: RequestContext,
  fixtureId: string,
  write: EventWrite,
  events: ResolvedEvent[],
): Promise<repo.EventRow[]> {
  const last = Math.max(0, ...write.before.map((e) => e.createdAt.getTime() + 1));
  const first = Math.max(tx.clock.now().getTime(), last);
  const rows = await repo.insertEvents(
    tx.db,
    events.map((event, index) => ({
      ...event,
      fixtureId,
      createdBy: tx.caller?.id ?? null,
      createdAt: new Date(first + index),
    })),
  );
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Adds events all or nothing; answers the ids in the order given. */
async function addMany(ctx: RequestContext, fixtureId: string, inputs: EventBody[], bulk: boolean) {
  return withTransaction(ctx, async (tx) => {
    const write = await openEventWrite(tx, fixtureId, 'record');
    const events: ResolvedEvent[] = [];
    const problems: FieldProblem[] = [];
    for (const [index, input] of inputs.entries()) {
      const resolved = resolveEvent(input, write, bulk ? `body.events.${index}.` : 'body.');
      if (resolved.event) events.push(resolved.event);
      else problems.push(...resolved.problems);
    }
    if (problems.length > 0) {
      throw invalidOf(
        problems,
        bulk ? 'Some events are not valid: none was recorded.' : 'The event is not valid.',
      );
    }
    const inserted = await insertInEntryOrder(tx, fixtureId, write, events);
    await closeEventWrite(tx, write, [...write.before, ...inserted], inserted);
    return inserted.map((e) => e.id);
  });
}

/** Numbered events of the fixture, those of `ids` in that order. */
async function pickEvents(ctx: RequestContext, fixtureId: string, ids: string[]): Promise<MatchEvent[]> {
  const byId = new Map((await findEventsOf(ctx, fixtureId)).map((e) => [e.id, e]));
  return ids.map((id) => byId.get(id)!);
}

/** `POST /fixture/{id}/event` (the route has checked `FixtureScore`): a goal raises the score. */
export async function addEvent(ctx: RequestContext, fixtureId: string, body: EventBody): Promise<MatchEvent> {
  const ids = await addMany(ctx, fixtureId, [body], false);
  const [event] = await pickEvents(ctx, fixtureId, ids);
  return event!;
}

/** `POST /fixture/{id}/event/bulk`: all or nothing, in one transaction; problems name `body.events.N.field`. */
export async function addEvents(
  ctx: RequestContext,
  fixtureId: string,
  body: BulkEventsBody,
): Promise<MatchEventList> {
  const ids = await addMany(ctx, fixtureId, body.events, true);
  const items = await pickEvents(ctx, fixtureId, ids);
  return { items, totalItems: items.length };
}

/**
 * `PUT /fixture/event/{id}` (the route has checked `MatchEventEdit`): the fields given replace the stored
 * ones, and the event is checked again as a whole. A new minute (or a move into or out of the shoot-out)
 * without a period places the event by its minute again.
 */
export async function updateEvent(
  ctx: RequestContext,
  eventId: string,
  body: UpdateEventBody,
): Promise<MatchEvent> {
  const fixtureId = await withTransaction(ctx, async (tx) => {
    const stored = await repo.findEvent(tx.db, eventId);
    if (!stored) throw eventNotFound();
    const write = await openEventWrite(tx, stored.fixtureId, 'record');
    const current = write.before.find((e) => e.id === eventId);
    if (!current) throw eventNotFound();
    const type = body.type ?? (current.type as MatchEventTypeName);
    const placedAgain = body.minute !== undefined || isShootout(type) !== isShootout(current.type);
    const resolved = resolveEvent(
      {
        type,
        teamId: body.teamId ?? current.teamId,
        playerId: body.playerId ?? current.playerId,
        relatedPlayerId: body.relatedPlayerId !== undefined ? body.relatedPlayerId : current.relatedPlayerId,
        minute: body.minute !== undefined ? body.minute : current.minute,
        addedTime: body.addedTime !== undefined ? body.addedTime : current.addedTime,
        period: body.period !== undefined ? body.period : placedAgain ? null : current.period,
      },
      write,
      'body.',
    );
    if (!resolved.event) throw invalidOf(resolved.problems, 'The event is not valid.');
    const changed = resolved.event;
    await repo.updateEvent(tx.db, eventId, changed);
    const after = write.before.map((e) => (e.id === eventId ? { ...e, ...changed } : e));
    await closeEventWrite(tx, write, after, [current, changed]);
    return current.fixtureId;
  });
  const [event] = await pickEvents(ctx, fixtureId, [eventId]);
  return event!;
}

/** `DELETE /fixture/event/{id}` (the route has checked `MatchEventEdit`): the score and what follows from it. */
export async function deleteEvent(ctx: RequestContext, eventId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const stored = await repo.findEvent(tx.db, eventId);
    if (!stored) throw eventNotFound();
    const write = await openEventWrite(tx, stored.fixtureId, 'remove');
    await repo.deleteEvent(tx.db, eventId);
    await closeEventWrite(
      tx,
      write,
      write.before.filter((e) => e.id !== eventId),
      [stored],
    );
  });
  return { id: eventId, deleted: true };
}

const goalsText = (n: number) => (n === 1 ? '1 goal' : `${n} goals`);

/**
 * `PUT /fixture/{id}/score` (the route has checked `FixtureScore`): records the result through the fixtures
 * service. A score below the goals the events already account for is a 409 naming both (delete the events
 * first); a higher one stands, its extra goals without a scorer. A level knockout result given without a
 * shoot-out takes it from the recorded kicks when they decide it.
 */
export async function setScore(
  ctx: RequestContext,
  fixtureId: string,
  given: SetScoreBody,
  opts: { resetDownstream?: boolean } = {},
): Promise<Fixture> {
  // `{ forfeit }` (issue 27): the walkover score, whatever was recorded as events; the fixtures module computes it.
  if (given.forfeit) return forfeitFixture(ctx, fixtureId, given.forfeit, null, opts);
  const body: ScoreBody = { ...given, homeScore: given.homeScore ?? 0, awayScore: given.awayScore ?? 0 };
  return withTransaction(ctx, async (tx) => {
    await repo.lockFixtureSheet(tx.db, fixtureId);
    const fixture = await getFixture(tx, fixtureId);
    const events = await repo.listEvents(tx.db, fixtureId);
    const goals = countGoals(events);
    const problems = (['home', 'away'] as const).flatMap((side) => {
      const given = side === 'home' ? body.homeScore : body.awayScore;
      if (given >= goals[side]) return [];
      const message = `The ${side} score ${given} is lower than the ${goalsText(goals[side])} recorded`;
      return [{ field: `body.${side}Score`, message }];
    });
    if (problems.length > 0) {
      throw AppError.conflict(
        'fixture.score_below_events',
        `${problems.map((p) => p.message).join('; ')}. Delete or correct those events first.`,
        problems,
      );
    }
    const noShootoutGiven = body.homePenalties == null && body.awayPenalties == null;
    const penalties = noShootoutGiven
      ? penaltiesAfter(
          { ...fixture, homePenalties: null, awayPenalties: null },
          { home: body.homeScore, away: body.awayScore },
          events,
        )
      : {};
    return recordResult(tx, fixtureId, { ...body, ...penalties }, opts);
  });
}
