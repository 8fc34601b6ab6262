import type {
  AssignedFixtureList,
  CreateRefereeBody,
  CreateVenueBody,
  DeletedResult,
  PagingQuery,
  Referee,
  RefereeList,
  RefereeListQuery,
  SetChampVenuesBody,
  UpdateRefereeBody,
  UpdateVenueBody,
  Venue,
  VenueList,
  VenueListQuery,
} from '@matchday/contracts';
import { Permission } from '@matchday/domain';
import { ensureSignedIn, findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import * as repo from './venues.repo.ts';

export type { RefereeRow, VenueRow } from './venues.repo.ts';

/**
 * Venues and referees (spec §7 "Venues and referees"; docs/adr/0016-venues-and-referees.md). A base module:
 * it reads no competition module. What it needs to know of fixtures (which ones use a venue or a referee, a
 * competition's venues) the fixtures module hands over at start through `provideFixtureUsage` (app.ts).
 */
export interface FixtureUsage {
  /**
   * Inside the caller's transaction: takes the venue off every fixture played at it, of any competition (they
   * keep going without a venue), recording their `fixture.updated`. How many fixtures it was taken off.
   */
  releaseVenue(tx: RequestContext, venueId: string): Promise<number>;
  /** The same for a referee: off every fixture they officiate; the other officials stay. */
  releaseReferee(tx: RequestContext, refereeId: string): Promise<number>;
  /** How many fixtures still to come are played at the venue. */
  countUpcomingAtVenue(ctx: RequestContext, venueId: string): Promise<number>;
  listFixturesOfVenue(ctx: RequestContext, venueId: string, page: PagingQuery): Promise<AssignedFixtureList>;
  listFixturesOfReferee(
    ctx: RequestContext,
    refereeId: string,
    page: PagingQuery,
  ): Promise<AssignedFixtureList>;
  /** The venues of a competition's fixtures (404 `champ.not_found`). */
  findVenueIdsOfChamp(ctx: RequestContext, champId: string): Promise<string[]>;
  /** The referees of a competition's fixtures (404 `champ.not_found`). */
  findRefereeIdsOfChamp(ctx: RequestContext, champId: string): Promise<string[]>;
  /** The league of a competition, for the events of its venue list (404 `champ.not_found`). */
  findLeagueIdOfChamp(ctx: RequestContext, champId: string): Promise<string>;
}

let fixtureUsage: FixtureUsage | undefined;

/** Called by app.ts: how the venues module learns what the fixtures module knows of its venues and referees. */
export function provideFixtureUsage(usage: FixtureUsage): void {
  fixtureUsage = usage;
}

function usage(): FixtureUsage {
  if (!fixtureUsage) throw new Error('provideFixtureUsage was not called (app.ts wires it at start).');
  return fixtureUsage;
}

// ---- venues -------------------------------------------------------------------------------------------------

function toVenue(row: repo.VenueRow, canEdit: boolean): Venue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    surface: row.surface,
    capacity: row.capacity,
    photo: row.photo,
    availability: row.availability ?? null,
    ownerId: row.ownerId,
    canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function toVenues(ctx: RequestContext, rows: repo.VenueRow[]): Promise<Venue[]> {
  const editable = await findGranted(
    ctx,
    Permission.VenueEdit,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toVenue(r, editable.has(r.id)));
}

/** The venue or a 404 `venue.not_found`. */
export async function getVenueRow(ctx: RequestContext, venueId: string): Promise<repo.VenueRow> {
  const row = await repo.findVenue(ctx.db, venueId);
  if (!row) throw AppError.notFound('venue.not_found', 'Venue not found.');
  return row;
}

/** Venues by id (for the fixtures module's names); unknown ids are left out. */
/**
 * Venues by id. `forAssignment`, inside the transaction that points fixtures at them: their owner's delete
 * cannot slip in between (it waits, then takes them off those fixtures), or has run and they are not found.
 */
export function findVenueRows(
  ctx: RequestContext,
  venueIds: string[],
  forAssignment = false,
): Promise<repo.VenueRow[]> {
  return repo.findVenues(ctx.db, [...new Set(venueIds)], forAssignment);
}

export async function getVenue(ctx: RequestContext, venueId: string): Promise<Venue> {
  const row = await getVenueRow(ctx, venueId);
  const [[venue], upcoming] = await Promise.all([
    toVenues(ctx, [row]),
    usage().countUpcomingAtVenue(ctx, venueId),
  ]);
  return { ...venue!, upcomingFixtureCount: upcoming };
}

export async function listVenues(ctx: RequestContext, query: VenueListQuery): Promise<VenueList> {
  const page = await repo.listVenues(
    ctx.db,
    { keyword: query.keyword || undefined },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    ...page,
    items: await toVenues(ctx, page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

const byName = (a: repo.VenueRow, b: repo.VenueRow) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id);

/**
 * `GET /champs/{id}/venues`: the competition's own list in its order (`listedByChamp: true`), then the other
 * venues its fixtures are played at, by name. The own list holds 50 at most and a competition's fixtures are at
 * a handful of places, so the page is cut from the whole list.
 */
export async function listChampVenues(
  ctx: RequestContext,
  champId: string,
  query: PagingQuery,
): Promise<VenueList> {
  const [fixtureVenueIds, ownIds] = await Promise.all([
    usage().findVenueIdsOfChamp(ctx, champId),
    repo.findChampVenueIds(ctx.db, champId),
  ]);
  const own = new Set(ownIds);
  const rows = await repo.findVenues(ctx.db, [...new Set([...ownIds, ...fixtureVenueIds])]);
  const rowOf = new Map(rows.map((r) => [r.id, r]));
  const listed = ownIds.map((id) => rowOf.get(id)).filter((r): r is repo.VenueRow => r !== undefined);
  const others = rows.filter((r) => !own.has(r.id)).sort(byName);
  const all = [...listed, ...others];
  const start = query.pageIndex * query.pageSize;
  const pageRows = all.slice(start, start + query.pageSize);
  const items = await toVenues(ctx, pageRows);
  return {
    items: items.map((v) => ({ ...v, listedByChamp: own.has(v.id) })),
    totalItems: all.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** The venues a competition listed, in its order: the fixture generator spreads a stage over them. */
export function findChampVenueIds(ctx: RequestContext, champId: string): Promise<string[]> {
  return repo.findChampVenueIds(ctx.db, champId);
}

/**
 * `PUT /champs/{id}/venues`: replaces the competition's own list in one transaction (an unknown venue is a 400
 * naming `body.venueIds.{index}`). The route has checked `ChampEdit` on the competition, so it exists.
 */
export async function setChampVenues(
  ctx: RequestContext,
  champId: string,
  body: SetChampVenuesBody,
): Promise<VenueList> {
  await withTransaction(ctx, async (tx) => {
    const found = new Set((await repo.findVenues(tx.db, body.venueIds)).map((r) => r.id));
    const index = body.venueIds.findIndex((id) => !found.has(id));
    if (index >= 0) {
      throw AppError.invalid('venue.unknown', 'No venue has this id.', [
        { field: `body.venueIds.${index}`, message: 'No venue has this id.' },
      ]);
    }
    const leagueId = await usage().findLeagueIdOfChamp(tx, champId);
    await repo.replaceChampVenues(tx.db, champId, body.venueIds);
    tx.events.record({ type: 'champ.venuesChanged', champId, leagueId });
  });
  return listChampVenues(ctx, champId, { pageIndex: 0, pageSize: 100 });
}

export async function listVenueFixtures(
  ctx: RequestContext,
  venueId: string,
  query: PagingQuery,
): Promise<AssignedFixtureList> {
  await getVenueRow(ctx, venueId);
  return usage().listFixturesOfVenue(ctx, venueId, query);
}

function venueFields(body: UpdateVenueBody) {
  const fields = {
    name: body.name,
    address: body.address,
    city: body.city,
    country: body.country,
    latitude: body.latitude,
    longitude: body.longitude,
    surface: body.surface,
    capacity: body.capacity,
    photo: body.photo,
    availability:
      body.availability === undefined
        ? undefined
        : body.availability === null
          ? null
          : {
              weekly: body.availability.weekly ?? [],
              dates: body.availability.dates ?? [],
              closed: body.availability.closed ?? [],
            },
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export async function createVenue(ctx: RequestContext, body: CreateVenueBody): Promise<Venue> {
  const owner = ensureSignedIn(ctx);
  const row = await withTransaction(ctx, async (tx) => {
    const inserted = await repo.insertVenue(tx.db, {
      ...venueFields(body),
      name: body.name,
      ownerId: owner.id,
    });
    tx.events.record({ type: 'venue.changed', venueId: inserted.id });
    return inserted;
  });
  return getVenue(ctx, row.id);
}

/** The route has checked `VenueEdit` (its owner or SystemAdmin). */
export async function updateVenue(
  ctx: RequestContext,
  venueId: string,
  body: UpdateVenueBody,
): Promise<Venue> {
  await withTransaction(ctx, async (tx) => {
    await getVenueRow(tx, venueId);
    await repo.updateVenue(tx.db, venueId, venueFields(body));
    tx.events.record({ type: 'venue.changed', venueId });
  });
  return getVenue(ctx, venueId);
}

/**
 * The route has checked `VenueEdit`: its owner (or SystemAdmin) may always delete it (issue 29, item 5), even
 * while fixtures of other organisers are played at it. In one transaction the fixtures lose their venue (the
 * fixtures module's `releaseVenue`) and the venue goes, so nothing is half done. The venue's row is locked
 * first: an assignment racing the delete either commits before (and is cleared) or waits and then finds no
 * venue.
 */
export async function deleteVenue(ctx: RequestContext, venueId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.lockVenue(tx.db, venueId))) {
      throw AppError.notFound('venue.not_found', 'Venue not found.');
    }
    await usage().releaseVenue(tx, venueId);
    await repo.deleteVenue(tx.db, venueId);
    tx.events.record({ type: 'venue.changed', venueId });
  });
  return { id: venueId, deleted: true };
}

// ---- referees -----------------------------------------------------------------------------------------------

/**
 * Referees with `canEdit` and their contact, decided for the whole list at once. The contact (email, phone) is
 * private: only whoever may edit the referee (`RefereeEdit`: its owner and SystemAdmin, no item roles) sees it,
 * wherever the referee shows up. Organising a competition in which the referee officiates grants nothing:
 * anyone may assign any referee to their own fixtures, so that would hand any organiser anyone's contact
 * (issue 29, item 5; docs/adr/0016-venues-and-referees.md "Referee contact privacy").
 */
async function toReferees(ctx: RequestContext, rows: repo.RefereeRow[]): Promise<Referee[]> {
  if (rows.length === 0) return [];
  const editable = await findGranted(
    ctx,
    Permission.RefereeEdit,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const canEdit = editable.has(row.id);
    return {
      id: row.id,
      name: row.name,
      photo: row.photo,
      grade: row.grade,
      ownerId: row.ownerId,
      canEdit,
      contact: canEdit ? { email: row.email, phone: row.phone } : null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The referee or a 404 `referee.not_found`. */
export async function getRefereeRow(ctx: RequestContext, refereeId: string): Promise<repo.RefereeRow> {
  const row = await repo.findReferee(ctx.db, refereeId);
  if (!row) throw AppError.notFound('referee.not_found', 'Referee not found.');
  return row;
}

/** Referees by id (for the fixtures module's names); unknown ids are left out. */
/** Referees by id; `forAssignment` as for venues. */
export function findRefereeRows(
  ctx: RequestContext,
  refereeIds: string[],
  forAssignment = false,
): Promise<repo.RefereeRow[]> {
  return repo.findReferees(ctx.db, [...new Set(refereeIds)], forAssignment);
}

export async function getReferee(ctx: RequestContext, refereeId: string): Promise<Referee> {
  const [referee] = await toReferees(ctx, [await getRefereeRow(ctx, refereeId)]);
  return referee!;
}

export async function listReferees(ctx: RequestContext, query: RefereeListQuery): Promise<RefereeList> {
  const page = await repo.listReferees(
    ctx.db,
    { keyword: query.keyword || undefined },
    query.pageIndex * query.pageSize,
    query.pageSize,
  );
  return {
    ...page,
    items: await toReferees(ctx, page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/** `GET /champs/{id}/referees`: the referees who officiate its fixtures. */
export async function listChampReferees(
  ctx: RequestContext,
  champId: string,
  query: PagingQuery,
): Promise<RefereeList> {
  const ids = await usage().findRefereeIdsOfChamp(ctx, champId);
  const page = await repo.listReferees(ctx.db, { ids }, query.pageIndex * query.pageSize, query.pageSize);
  return {
    ...page,
    items: await toReferees(ctx, page.items),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

export async function listRefereeFixtures(
  ctx: RequestContext,
  refereeId: string,
  query: PagingQuery,
): Promise<AssignedFixtureList> {
  await getRefereeRow(ctx, refereeId);
  return usage().listFixturesOfReferee(ctx, refereeId, query);
}

function refereeFields(body: UpdateRefereeBody) {
  const fields = {
    name: body.name,
    photo: body.photo,
    grade: body.grade,
    email: body.email,
    phone: body.phone,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export async function createReferee(ctx: RequestContext, body: CreateRefereeBody): Promise<Referee> {
  const owner = ensureSignedIn(ctx);
  const row = await withTransaction(ctx, async (tx) => {
    const inserted = await repo.insertReferee(tx.db, {
      ...refereeFields(body),
      name: body.name,
      ownerId: owner.id,
    });
    tx.events.record({ type: 'referee.changed', refereeId: inserted.id });
    return inserted;
  });
  return getReferee(ctx, row.id);
}

/** The route has checked `RefereeEdit` (its owner or SystemAdmin). */
export async function updateReferee(
  ctx: RequestContext,
  refereeId: string,
  body: UpdateRefereeBody,
): Promise<Referee> {
  await withTransaction(ctx, async (tx) => {
    await getRefereeRow(tx, refereeId);
    await repo.updateReferee(tx.db, refereeId, refereeFields(body));
    tx.events.record({ type: 'referee.changed', refereeId });
  });
  return getReferee(ctx, refereeId);
}

/**
 * The route has checked `RefereeEdit`: its owner (or SystemAdmin) may always delete the referee (issue 29,
 * item 5). In one transaction they are taken off every fixture they officiate (`releaseReferee`; the other
 * officials stay) and deleted; the row lock orders a racing assignment as for a venue.
 */
export async function deleteReferee(ctx: RequestContext, refereeId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    if (!(await repo.lockReferee(tx.db, refereeId))) {
      throw AppError.notFound('referee.not_found', 'Referee not found.');
    }
    await usage().releaseReferee(tx, refereeId);
    await repo.deleteReferee(tx.db, refereeId);
    tx.events.record({ type: 'referee.changed', refereeId });
  });
  return { id: refereeId, deleted: true };
}
