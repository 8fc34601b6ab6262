import type {
  CheckIn,
  CheckInBody,
  CloseCheckInQuery,
  NotificationKind,
  RoundCheckIn,
  RoundCheckInQuery,
  SetCheckInBody,
  Withdrawal,
  WithdrawalList,
  WithdrawBody,
} from '@matchday/contracts';
import {
  checkInState,
  isEliminationStage,
  missingCheckIns,
  Permission,
  roundCheckInOutcome,
  StageType,
} from '@matchday/domain';
import { findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { getChampView, listChampEntries, removeChampTeam } from '../champs/champs.service.ts';
import {
  cancelFixture,
  expungeFixtures,
  type FixtureRow,
  findStageFixtureRows,
  forfeitFixture,
  listFixtureRows,
} from '../fixtures/fixtures.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { findUserIdsWithRoleOn } from '../permissions/permissions.service.ts';
import { getStageRow, listStageRows } from '../stages/stages.service.ts';
import { findTeamRows, getTeamRow } from '../teams/teams.service.ts';
import * as repo from './participation.repo.ts';

/**
 * Check-in, withdrawals and disqualifications (issue 27, items 2 and 3; ADR 0030). A withdrawal expunges the
 * team's results or forfeits its remaining matches; a forfeit is the fixtures module's (`forfeitFixture`: the
 * walkover score through the same path as a score, so brackets and standings follow). The check-in's close drops
 * the teams not checked in before the draw, or forfeits their matches after it, as a withdrawal of kind
 * `noCheckIn`.
 */

type WithdrawalKind = Withdrawal['kind'];

/** The note on the team's standings rows and on its forfeited or expunged fixtures. */
function noteOf(kind: WithdrawalKind, reason: string): string {
  if (kind === 'noCheckIn') return 'Did not check in';
  return `${kind === 'disqualification' ? 'Disqualified' : 'Withdrawn'}: ${reason}`;
}

// ---- people told ---------------------------------------------------------------------------------------------

/** Each team's owner and Managers. */
async function peopleOf(ctx: RequestContext, teamIds: string[]): Promise<Map<string, string[]>> {
  const rows = await findTeamRows(ctx, teamIds);
  const people = new Map<string, string[]>();
  for (const team of rows) {
    const managers = await findUserIdsWithRoleOn(ctx, [team.id]);
    people.set(team.id, [...new Set([team.ownerId, ...managers])]);
  }
  return people;
}

async function tellTeams(
  tx: RequestContext,
  teamIds: string[],
  notice: (teamId: string) => { kind: NotificationKind; title: string; body?: string; link: string },
): Promise<void> {
  if (teamIds.length === 0) return;
  const people = await peopleOf(tx, teamIds);
  const seen = new Set<string>();
  const notices = teamIds.flatMap((teamId) =>
    (people.get(teamId) ?? [])
      // One notice per person and kind of news, however many of their teams it concerns.
      .filter((userId) => !seen.has(`${userId}:${teamId}`) && seen.add(`${userId}:${teamId}`))
      .map((userId) => ({ userId, ...notice(teamId) })),
  );
  await notify(tx, notices);
}

async function namesOf(ctx: RequestContext, teamIds: string[]): Promise<Map<string, string>> {
  return new Map((await findTeamRows(ctx, teamIds)).map((t) => [t.id, t.name]));
}

// ---- withdrawals ---------------------------------------------------------------------------------------------

function toWithdrawal(row: repo.WithdrawalRow, names: Map<string, string>): Withdrawal {
  return {
    champId: row.champId,
    teamId: row.teamId,
    teamName: names.get(row.teamId) ?? '',
    kind: row.kind,
    mode: row.mode,
    reason: row.reason,
    note: noteOf(row.kind, row.reason),
    fixtureIds: row.fixtureIds,
    createdAt: row.createdAt.toISOString(),
  };
}

const isPlayed = (f: FixtureRow) => f.status === 'finished' || f.status === 'cancelled';

/**
 * Records the withdrawal and does what it says, in the caller's transaction: the team's fixtures not played
 * yet are forfeited (both sides known) — in a knockout, double elimination or Swiss stage always, elsewhere
 * with `forfeitRemaining`; with `expunge`, its league and group fixtures, played or not, are struck out of the
 * standings. Refused (409 `withdrawal.already`) when the team has withdrawn already: two at once count once.
 */
async function recordWithdrawal(
  tx: RequestContext,
  champId: string,
  teamId: string,
  what: { kind: WithdrawalKind; mode: 'expunge' | 'forfeitRemaining'; reason: string },
): Promise<repo.WithdrawalRow> {
  const row = await repo.insertWithdrawal(tx.db, {
    champId,
    teamId,
    ...what,
    userId: tx.caller?.id ?? null,
    createdAt: tx.clock.now(),
  });
  if (!row)
    throw AppError.conflict('withdrawal.already', 'The team has already withdrawn from this competition.');
  const note = noteOf(what.kind, what.reason);
  const fixtures = (await listFixtureRows(tx, { champId })).filter(
    (f) => !f.isBye && !f.expunged && (f.homeTeamId === teamId || f.awayTeamId === teamId),
  );
  const typeOf = new Map<string, StageType>();
  for (const stageId of new Set(fixtures.map((f) => f.stageId))) {
    typeOf.set(stageId, (await getStageRow(tx, stageId)).type as StageType);
  }
  const bracketLike = (f: FixtureRow) => {
    const type = typeOf.get(f.stageId)!;
    return isEliminationStage(type) || type === StageType.swiss;
  };
  const toExpunge = what.mode === 'expunge' ? fixtures.filter((f) => !bracketLike(f)).map((f) => f.id) : [];
  await expungeFixtures(tx, toExpunge, note);
  // Forfeits in playing order, again while one puts the team into another match whose sides are both known
  // (a double elimination's loser drops into the losers bracket).
  const forfeited: string[] = [];
  for (let pass = 0; pass < 64; pass++) {
    const open = (await listFixtureRows(tx, { champId })).filter(
      (f) =>
        (f.homeTeamId === teamId || f.awayTeamId === teamId) &&
        !f.isBye &&
        !f.expunged &&
        !isPlayed(f) &&
        f.homeTeamId !== null &&
        f.awayTeamId !== null,
    );
    if (open.length === 0) break;
    for (const f of open) {
      await forfeitFixture(tx, f.id, f.homeTeamId === teamId ? 'home' : 'away', note);
      forfeited.push(f.id);
    }
  }
  const fixtureIds = [...forfeited, ...toExpunge];
  await repo.setWithdrawalFixtures(tx.db, champId, teamId, fixtureIds);
  const leagueId = (await getChampView(tx, champId)).leagueId;
  tx.events.record({ type: 'champ.withdrawalsChanged', champId, leagueId, teamId });
  return { ...row, fixtureIds };
}

/**
 * `POST /champs/{id}/teams/{teamId}/withdraw` (organiser): 404 for an unknown team, 409
 * `withdrawal.team_not_entered` naming `params.teamId` for a team not in the competition, 409
 * `withdrawal.already` the second time. The team's owner and Managers are told, and so are the opponents of
 * the matches it forfeits.
 */
export async function withdrawTeam(
  ctx: RequestContext,
  champId: string,
  teamId: string,
  body: WithdrawBody,
): Promise<Withdrawal> {
  const team = await getTeamRow(ctx, teamId);
  const champ = await getChampView(ctx, champId);
  const row = await withTransaction(ctx, async (tx) => {
    const entries = await listChampEntries(tx, champId);
    if (!entries.some((e) => e.teamId === teamId)) {
      throw AppError.conflict('withdrawal.team_not_entered', 'The team is not entered in this competition.', [
        { field: 'params.teamId', message: 'Not entered in this competition' },
      ]);
    }
    const done = await recordWithdrawal(tx, champId, teamId, body);
    const verb = body.kind === 'disqualification' ? 'disqualified from' : 'withdrawn from';
    const link = `/champs/${champId}`;
    await tellTeams(tx, [teamId], () => ({
      kind: 'team.withdrawn',
      title: `${team.name} was ${verb} ${champ.champ.name}`,
      body: body.reason,
      link,
    }));
    const opponents = await opponentsIn(tx, champId, teamId, done.fixtureIds);
    await tellTeams(tx, opponents, () => ({
      kind: 'fixture.forfeited',
      title: `${team.name} was ${verb} ${champ.champ.name}: your match against them is a walkover`,
      link,
    }));
    return done;
  });
  return toWithdrawal(row, new Map([[teamId, team.name]]));
}

async function opponentsIn(
  tx: RequestContext,
  champId: string,
  teamId: string,
  fixtureIds: string[],
): Promise<string[]> {
  const ids = new Set(fixtureIds);
  const rows = (await listFixtureRows(tx, { champId })).filter((f) => ids.has(f.id) && f.forfeit !== null);
  return [
    ...new Set(
      rows.map((f) => (f.homeTeamId === teamId ? f.awayTeamId : f.homeTeamId)).filter((id) => id !== null),
    ),
  ] as string[];
}

/** `GET /champs/{id}/withdrawals`. */
export async function listWithdrawals(ctx: RequestContext, champId: string): Promise<WithdrawalList> {
  await getChampView(ctx, champId);
  const rows = await repo.listWithdrawals(ctx.db, champId);
  const names = await namesOf(
    ctx,
    rows.map((r) => r.teamId),
  );
  return { items: rows.map((r) => toWithdrawal(r, names)) };
}

/** The note of each withdrawn or disqualified team of a competition, for the standings' rows. */
export async function findWithdrawalNotes(
  ctx: RequestContext,
  champId: string,
): Promise<Map<string, string>> {
  const rows = await repo.listWithdrawals(ctx.db, champId);
  return new Map(rows.map((r) => [r.teamId, noteOf(r.kind, r.reason)]));
}

// ---- check-in ------------------------------------------------------------------------------------------------

/** `GET /champs/{id}/check-in`: the window and every entered team, checked in or not, and the rounds' windows. */
export async function getCheckIn(ctx: RequestContext, champId: string): Promise<CheckIn> {
  await getChampView(ctx, champId);
  const [window, entries, checkIns, rounds] = await Promise.all([
    repo.findWindow(ctx.db, champId),
    listChampEntries(ctx, champId),
    repo.listCheckIns(ctx.db, champId),
    roundWindowsOf(ctx, champId),
  ]);
  const teamIds = entries.map((e) => e.teamId);
  const dropped = window?.droppedTeamIds ?? [];
  const roundTeamIds = rounds.flatMap((r) => r.teamIds);
  const [names, granted] = await Promise.all([
    namesOf(ctx, [...new Set([...teamIds, ...dropped, ...roundTeamIds])]),
    findGranted(ctx, Permission.TeamEdit, [...new Set([...teamIds, ...roundTeamIds])]),
  ]);
  const now = ctx.clock.now();
  const state = checkInState(window ?? null, now);
  const at = new Map(checkIns.map((c) => [c.teamId, c.createdAt]));
  return {
    champId,
    state,
    opensAt: window?.opensAt.toISOString() ?? null,
    closesAt: window?.closesAt.toISOString() ?? null,
    missing: window?.missing ?? null,
    closedAt: window?.closedAt?.toISOString() ?? null,
    dropped: dropped.map((teamId) => ({ teamId, teamName: names.get(teamId) ?? '' })),
    checkedInCount: teamIds.filter((id) => at.has(id)).length,
    items: entries.map((e) => ({
      teamId: e.teamId,
      teamName: names.get(e.teamId) ?? '',
      checkedIn: at.has(e.teamId),
      checkedInAt: at.get(e.teamId)?.toISOString() ?? null,
      canCheckIn: state === 'open' && granted.has(e.teamId),
    })),
    rounds: rounds.map((r) => toRoundCheckIn(r, now, names, granted)),
  };
}

/**
 * `PUT /champs/{id}/check-in` (organiser): sets the window anew (not closed, teams told again when it opens).
 * A window that is open already is told at once.
 */
export async function setCheckIn(
  ctx: RequestContext,
  champId: string,
  body: SetCheckInBody,
): Promise<CheckIn> {
  const champ = await getChampView(ctx, champId);
  if (body.stageId !== undefined && body.round !== undefined) {
    await setRoundCheckIn(ctx, champ, { ...body, stageId: body.stageId, round: body.round });
    return getCheckIn(ctx, champId);
  }
  await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await repo.upsertWindow(tx.db, {
      champId,
      opensAt: new Date(body.opensAt),
      closesAt: new Date(body.closesAt),
      missing: body.missing ?? 'drop',
      now,
    });
    tx.events.record({ type: 'champ.checkInChanged', champId, leagueId: champ.leagueId });
    if (
      new Date(body.opensAt).getTime() <= now.getTime() &&
      (await repo.claimOpenNotice(tx.db, champId, now))
    ) {
      await tellOpen(tx, champId, champ.champ.name, new Date(body.closesAt));
    }
  });
  return getCheckIn(ctx, champId);
}

async function tellOpen(
  tx: RequestContext,
  champId: string,
  champName: string,
  closesAt: Date,
): Promise<void> {
  const entries = await listChampEntries(tx, champId);
  await tellTeams(
    tx,
    entries.map((e) => e.teamId),
    () => ({
      kind: 'checkIn.opened',
      title: `Check-in for ${champName} is open`,
      body: `Check your team in before ${closesAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
      link: `/champs/${champId}`,
    }),
  );
}

/**
 * `POST /champs/{id}/check-in` (the team's owner or Manager; the route checks `TeamEdit`): 409
 * `checkIn.not_open` outside the window, 409 `checkIn.team_not_entered` for a team not in the competition.
 * A second check-in (or two at once) counts once.
 */
export async function checkIn(ctx: RequestContext, champId: string, body: CheckInBody): Promise<CheckIn> {
  const champ = await getChampView(ctx, champId);
  if (body.stageId !== undefined && body.round !== undefined) {
    await checkInForRound(ctx, champ, body.teamId, body.stageId, body.round);
    return getCheckIn(ctx, champId);
  }
  await withTransaction(ctx, async (tx) => {
    const window = await repo.findWindow(tx.db, champId);
    if (checkInState(window ?? null, tx.clock.now()) !== 'open') {
      throw AppError.conflict('checkIn.not_open', 'Check-in is not open for this competition.');
    }
    const entries = await listChampEntries(tx, champId);
    if (!entries.some((e) => e.teamId === body.teamId)) {
      throw AppError.conflict('checkIn.team_not_entered', 'The team is not entered in this competition.', [
        { field: 'body.teamId', message: 'Not entered in this competition' },
      ]);
    }
    await repo.insertCheckIn(tx.db, {
      champId,
      teamId: body.teamId,
      userId: tx.caller!.id,
      createdAt: tx.clock.now(),
    });
    tx.events.record({ type: 'champ.checkInChanged', champId, leagueId: champ.leagueId });
  });
  return getCheckIn(ctx, champId);
}

/**
 * The close: once per window (whoever claims it first, the sweep or the organiser). Teams not checked in (and
 * not withdrawn already) are dropped from the competition when `missing` is `drop` and no fixture exists yet;
 * otherwise their unplayed matches are forfeited (a withdrawal of kind `noCheckIn`). Every team is told.
 * Answers false when the window was closed already (or there is none).
 */
async function runClose(ctx: RequestContext, champId: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const window = await repo.claimClose(tx.db, champId, tx.clock.now());
    if (!window) return false;
    const champ = await getChampView(tx, champId);
    const [entries, checkIns, withdrawn, fixtures] = await Promise.all([
      listChampEntries(tx, champId),
      repo.listCheckIns(tx.db, champId),
      repo.listWithdrawals(tx.db, champId),
      listFixtureRows(tx, { champId }),
    ]);
    const gone = new Set(withdrawn.map((w) => w.teamId));
    const missing = missingCheckIns(
      entries.map((e) => e.teamId).filter((id) => !gone.has(id)),
      checkIns.map((c) => c.teamId),
    );
    const checkedIn = checkIns.map((c) => c.teamId);
    const link = `/champs/${champId}`;
    const drop = window.missing === 'drop' && fixtures.length === 0;
    for (const teamId of missing) {
      if (drop) await removeChampTeam(tx, champId, teamId);
      else
        await recordWithdrawal(tx, champId, teamId, {
          kind: 'noCheckIn',
          mode: 'forfeitRemaining',
          reason: '',
        });
    }
    if (drop) await repo.setDropped(tx.db, champId, missing);
    await tellTeams(tx, missing, () => ({
      kind: 'checkIn.dropped',
      title: drop
        ? `Your team did not check in and was dropped from ${champ.champ.name}`
        : `Your team did not check in: its matches in ${champ.champ.name} are forfeited`,
      link,
    }));
    await tellTeams(tx, checkedIn, () => ({
      kind: 'checkIn.closed',
      title: `Check-in for ${champ.champ.name} is closed: your team is in`,
      link,
    }));
    tx.events.record({ type: 'champ.checkInChanged', champId, leagueId: champ.leagueId });
    return true;
  });
}

/**
 * `POST /champs/{id}/check-in/close` (organiser): the close, now. 409 without a window or once closed. With
 * `?stageId=…&round=…`, the close of that round's window.
 */
export async function closeCheckIn(
  ctx: RequestContext,
  champId: string,
  query: CloseCheckInQuery = {},
): Promise<CheckIn> {
  await getChampView(ctx, champId);
  if (query.stageId !== undefined && query.round !== undefined) {
    const round = await repo.findRoundWindow(ctx.db, query.stageId, query.round);
    if (!round || round.champId !== champId) {
      throw AppError.conflict('checkIn.none', 'This round has no check-in window.', [
        { field: 'query.round', message: 'No check-in window for this round' },
      ]);
    }
    if (!(await runRoundClose(ctx, query.stageId, query.round))) {
      throw AppError.conflict('checkIn.closed', "The round's check-in is already closed.");
    }
    return getCheckIn(ctx, champId);
  }
  const window = await repo.findWindow(ctx.db, champId);
  if (!window) throw AppError.conflict('checkIn.none', 'This competition has no check-in window.');
  if (!(await runClose(ctx, champId))) {
    throw AppError.conflict('checkIn.closed', 'The check-in is already closed.');
  }
  return getCheckIn(ctx, champId);
}

/**
 * The scheduled sweep (job `participation.checkIn`, every minute; docs/ARCHITECTURE.md "Jobs"): tells the teams
 * of windows that opened, and closes those whose closing time passed, by the context's clock. Each window in its
 * own transaction, so one failing leaves the others done. Answers how many it closed.
 */
export async function runCheckInSweep(ctx: RequestContext): Promise<number> {
  const now = ctx.clock.now();
  for (const window of await repo.findDueToOpen(ctx.db, now)) {
    if (window.closesAt.getTime() <= now.getTime()) continue;
    await withTransaction(ctx, async (tx) => {
      if (!(await repo.claimOpenNotice(tx.db, window.champId, now))) return;
      const champ = await getChampView(tx, window.champId);
      await tellOpen(tx, window.champId, champ.champ.name, window.closesAt);
      tx.events.record({ type: 'champ.checkInChanged', champId: window.champId, leagueId: champ.leagueId });
    });
  }
  for (const window of await repo.findRoundsDueToOpen(ctx.db, now)) {
    if (window.closesAt.getTime() <= now.getTime()) continue;
    await withTransaction(ctx, async (tx) => {
      if (!(await repo.claimRoundOpenNotice(tx.db, window.stageId, window.round, now))) return;
      const champ = await getChampView(tx, window.champId);
      await tellRoundOpen(tx, champ, window);
      tx.events.record({ type: 'champ.checkInChanged', champId: window.champId, leagueId: champ.leagueId });
    });
  }
  let closed = 0;
  for (const window of await repo.findDueToClose(ctx.db, now)) {
    if (await runClose(ctx, window.champId)) closed += 1;
  }
  for (const window of await repo.findRoundsDueToClose(ctx.db, now)) {
    if (await runRoundClose(ctx, window.stageId, window.round)) closed += 1;
  }
  return closed;
}

// ---- a round's check-in (issue 27: "optionally before each round") --------------------------------------------

type ChampView = Awaited<ReturnType<typeof getChampView>>;

/** A round's matches that can be played: not byes, not struck out. */
async function roundFixtures(ctx: RequestContext, stageId: string, round: number): Promise<FixtureRow[]> {
  return (await findStageFixtureRows(ctx, stageId)).filter(
    (f) => f.round === round && !f.isBye && !f.expunged,
  );
}

/** The teams known in a round's matches, in playing order. */
function teamsOf(fixtures: readonly FixtureRow[]): string[] {
  return [
    ...new Set(
      fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]).filter((id): id is string => id !== null),
    ),
  ];
}

interface RoundWindowView {
  row: repo.RoundWindowRow;
  stageName: string;
  teamIds: string[];
  checkedInAt: Map<string, Date>;
}

async function roundWindowsOf(ctx: RequestContext, champId: string): Promise<RoundWindowView[]> {
  const [rows, checkIns, stages] = await Promise.all([
    repo.listRoundWindows(ctx.db, champId),
    repo.listRoundCheckIns(ctx.db, champId),
    listStageRows(ctx, champId),
  ]);
  if (rows.length === 0) return [];
  const stageOrder = new Map(stages.map((st, i) => [st.id, i]));
  const stageName = new Map(stages.map((st) => [st.id, st.name]));
  const fixturesOf = new Map<string, FixtureRow[]>();
  for (const stageId of new Set(rows.map((r) => r.stageId))) {
    fixturesOf.set(stageId, await findStageFixtureRows(ctx, stageId));
  }
  return rows
    .sort((a, b) => (stageOrder.get(a.stageId) ?? 0) - (stageOrder.get(b.stageId) ?? 0) || a.round - b.round)
    .map((row) => ({
      row,
      stageName: stageName.get(row.stageId) ?? '',
      teamIds: teamsOf(
        (fixturesOf.get(row.stageId) ?? []).filter((f) => f.round === row.round && !f.isBye && !f.expunged),
      ),
      checkedInAt: new Map(
        checkIns
          .filter((c) => c.stageId === row.stageId && c.round === row.round)
          .map((c) => [c.teamId, c.createdAt]),
      ),
    }));
}

function toRoundCheckIn(
  view: RoundWindowView,
  now: Date,
  names: Map<string, string>,
  granted: Set<string>,
): RoundCheckIn {
  const { row, teamIds, checkedInAt } = view;
  const state = checkInState(row, now);
  return {
    stageId: row.stageId,
    stageName: view.stageName,
    round: row.round,
    state,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    missing: 'forfeit',
    closedAt: row.closedAt?.toISOString() ?? null,
    checkedInCount: teamIds.filter((id) => checkedInAt.has(id)).length,
    items: teamIds.map((teamId) => ({
      teamId,
      teamName: names.get(teamId) ?? '',
      checkedIn: checkedInAt.has(teamId),
      checkedInAt: checkedInAt.get(teamId)?.toISOString() ?? null,
      canCheckIn: state === 'open' && granted.has(teamId),
    })),
    forfeitedFixtureIds: row.forfeitedFixtureIds,
    cancelledFixtureIds: row.cancelledFixtureIds,
  };
}

const roundLabel = (champName: string, stageName: string, round: number) =>
  `${champName} (${stageName ? `${stageName}, ` : ''}round ${round})`;

/**
 * `PUT /champs/{id}/check-in { …, stageId, round }`: sets the window before that round anew. 409 naming
 * `body.stageId` for a stage of another competition, `body.round` for a round the stage has no match in (a
 * Swiss round not paired yet: set its window once it is).
 */
async function setRoundCheckIn(
  ctx: RequestContext,
  champ: ChampView,
  body: { opensAt: string; closesAt: string; stageId: string; round: number },
): Promise<void> {
  const champId = champ.champ.id;
  const stage = await getStageRow(ctx, body.stageId);
  if (stage.champId !== champId) {
    throw AppError.conflict('checkIn.stage_not_in_champ', 'The stage is not part of this competition.', [
      { field: 'body.stageId', message: 'Not a stage of this competition' },
    ]);
  }
  if ((await roundFixtures(ctx, stage.id, body.round)).length === 0) {
    throw AppError.conflict('checkIn.round_unknown', 'The stage has no match in this round.', [
      { field: 'body.round', message: 'No match in this round of the stage' },
    ]);
  }
  await withTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    await repo.upsertRoundWindow(tx.db, {
      champId,
      stageId: stage.id,
      round: body.round,
      opensAt: new Date(body.opensAt),
      closesAt: new Date(body.closesAt),
      now,
    });
    tx.events.record({ type: 'champ.checkInChanged', champId, leagueId: champ.leagueId });
    if (
      new Date(body.opensAt).getTime() <= now.getTime() &&
      (await repo.claimRoundOpenNotice(tx.db, stage.id, body.round, now))
    ) {
      const row = await repo.findRoundWindow(tx.db, stage.id, body.round);
      await tellRoundOpen(tx, champ, row!);
    }
  });
}

async function tellRoundOpen(
  tx: RequestContext,
  champ: ChampView,
  window: repo.RoundWindowRow,
): Promise<void> {
  const stage = await getStageRow(tx, window.stageId);
  const teamIds = teamsOf(await roundFixtures(tx, window.stageId, window.round));
  const label = roundLabel(champ.champ.name, stage.name, window.round);
  await tellTeams(tx, teamIds, () => ({
    kind: 'checkIn.opened',
    title: `Check-in for ${label} is open`,
    body: `Check your team in before ${window.closesAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
    link: `/champs/${champ.champ.id}`,
  }));
}

/**
 * `POST /champs/{id}/check-in { teamId, stageId, round }`: 409 `checkIn.none` (naming `body.round`) without a
 * window for that round, `checkIn.not_open` outside it, `checkIn.team_not_in_round` (naming `body.teamId`) for a
 * team with no match in it. Twice counts once.
 */
async function checkInForRound(
  ctx: RequestContext,
  champ: ChampView,
  teamId: string,
  stageId: string,
  round: number,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const window = await repo.findRoundWindow(tx.db, stageId, round);
    if (!window || window.champId !== champ.champ.id) {
      throw AppError.conflict('checkIn.none', 'This round has no check-in window.', [
        { field: 'body.round', message: 'No check-in window for this round' },
      ]);
    }
    if (checkInState(window, tx.clock.now()) !== 'open') {
      throw AppError.conflict('checkIn.not_open', 'Check-in is not open for this round.');
    }
    if (!teamsOf(await roundFixtures(tx, stageId, round)).includes(teamId)) {
      throw AppError.conflict('checkIn.team_not_in_round', 'The team has no match in this round.', [
        { field: 'body.teamId', message: 'No match in this round' },
      ]);
    }
    await repo.insertRoundCheckIn(tx.db, {
      stageId,
      round,
      teamId,
      userId: tx.caller!.id,
      createdAt: tx.clock.now(),
    });
    tx.events.record({ type: 'champ.checkInChanged', champId: champ.champ.id, leagueId: champ.leagueId });
  });
}

/**
 * `DELETE /champs/{id}/check-in?stageId=…&round=…` (organiser): removes a round's window before its close runs
 * (set for the wrong round): its check-ins go with it, nothing is forfeited. 409 `checkIn.none` without one,
 * `checkIn.closed` once its close ran (its walkovers stand: a score corrects them).
 */
export async function deleteRoundCheckIn(
  ctx: RequestContext,
  champId: string,
  query: RoundCheckInQuery,
): Promise<CheckIn> {
  const champ = await getChampView(ctx, champId);
  await withTransaction(ctx, async (tx) => {
    const window = await repo.findRoundWindow(tx.db, query.stageId, query.round);
    if (!window || window.champId !== champId) {
      throw AppError.conflict('checkIn.none', 'This round has no check-in window.', [
        { field: 'query.round', message: 'No check-in window for this round' },
      ]);
    }
    if (!(await repo.deleteOpenRoundWindow(tx.db, query.stageId, query.round))) {
      throw AppError.conflict('checkIn.closed', "The round's check-in is already closed.");
    }
    tx.events.record({ type: 'champ.checkInChanged', champId, leagueId: champ.leagueId });
  });
  return getCheckIn(ctx, champId);
}

/**
 * A round's close: once per window (whoever claims it first, the sweep or the organiser). Each of the round's
 * matches not played yet whose sides are both known goes ahead when both checked in; the side that did not
 * forfeits it (`forfeitFixture`: the walkover score through the score path, so brackets and standings follow);
 * when neither did, it is cancelled with a note (ADR 0030). Every team of the round is told. Answers false when
 * the window was closed already.
 */
async function runRoundClose(ctx: RequestContext, stageId: string, round: number): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const window = await repo.claimRoundClose(tx.db, stageId, round, tx.clock.now());
    if (!window) return false;
    const [champ, stage, fixtures, checkIns] = await Promise.all([
      getChampView(tx, window.champId),
      getStageRow(tx, stageId),
      roundFixtures(tx, stageId, round),
      repo.listRoundCheckIns(tx.db, window.champId),
    ]);
    const checkedIn = new Set(
      checkIns.filter((c) => c.stageId === stageId && c.round === round).map((c) => c.teamId),
    );
    const forfeited: string[] = [];
    const cancelled: string[] = [];
    const missing = new Set<string>();
    const walkoverTo = new Map<string, string>();
    const bothOut = new Set<string>();
    for (const f of fixtures) {
      if (isPlayed(f) || f.homeTeamId === null || f.awayTeamId === null) continue;
      const home = f.homeTeamId;
      const away = f.awayTeamId;
      const outcome = roundCheckInOutcome({ homeTeamId: home, awayTeamId: away }, checkedIn);
      if (outcome.kind === 'forfeit') {
        await forfeitFixture(tx, f.id, outcome.side, `Did not check in for round ${round}`);
        forfeited.push(f.id);
        const [out, through] = outcome.side === 'home' ? [home, away] : [away, home];
        missing.add(out);
        walkoverTo.set(through, out);
      } else if (outcome.kind === 'cancel') {
        await cancelFixture(tx, f.id, `Neither side checked in for round ${round}`);
        cancelled.push(f.id);
        bothOut.add(home);
        bothOut.add(away);
      }
    }
    await repo.setRoundOutcome(tx.db, stageId, round, {
      forfeitedFixtureIds: forfeited,
      cancelledFixtureIds: cancelled,
    });
    const label = roundLabel(champ.champ.name, stage.name, round);
    const link = `/champs/${champ.champ.id}`;
    const names = await namesOf(tx, [...missing]);
    await tellTeams(tx, [...missing, ...bothOut], (teamId) => ({
      kind: 'checkIn.dropped',
      title: bothOut.has(teamId)
        ? `Neither side checked in for ${label}: your match is cancelled`
        : `Your team did not check in for ${label}: its match is forfeited`,
      link,
    }));
    await tellTeams(tx, [...walkoverTo.keys()], (teamId) => ({
      kind: 'fixture.forfeited',
      title: `${names.get(walkoverTo.get(teamId)!) ?? 'Your opponent'} did not check in for ${label}: your match is a walkover`,
      link,
    }));
    await tellTeams(
      tx,
      teamsOf(fixtures).filter((id) => checkedIn.has(id)),
      () => ({ kind: 'checkIn.closed', title: `Check-in for ${label} is closed: your team is in`, link }),
    );
    tx.events.record({ type: 'champ.checkInChanged', champId: champ.champ.id, leagueId: champ.leagueId });
    return true;
  });
}
