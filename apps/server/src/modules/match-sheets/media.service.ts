import type {
  AddMediaBody,
  DeletedResult,
  FixtureMedia,
  FixtureMediaPage,
  PagingQuery,
  UpdateMediaBody,
} from '@matchday/contracts';
import {
  isMediaKindPossible,
  type MediaKind,
  type MediaProvider,
  Permission,
  recogniseMedia,
} from '@matchday/domain';
import { findGranted } from '../../core/access.ts';
import { type RequestContext, withTransaction } from '../../core/context.ts';
import { AppError } from '../../errors.ts';
import { getChampRow } from '../champs/champs.service.ts';
import { getFixture } from '../fixtures/fixtures.service.ts';
import * as repo from './media.repo.ts';

/**
 * A fixture's media (spec §7 "Fixtures": `/fixture/{id}/media`, `/media/{id}`): photos through the image
 * pipeline (the stored `url` is the media id, clients resolve it with `toMediaUrl`), video and stream links
 * whose provider the domain recognises. `canEdit` is `MediaEdit`, the check of the writes: whoever may edit
 * the fixture.
 */

/**
 * The host a Twitch embed names as its page (Twitch's player plays only there). The request context carries
 * no configuration, and league sites live on their own subdomains, so the server cannot know the page's host:
 * a page that embeds a Twitch player must set `parent` to its own host.
 */
const EMBED_PARENT = 'localhost';

/** A media item as other modules' lists show it (a player's matches): no `canEdit`, which costs a lookup. */
export type FixtureMediaItem = Omit<FixtureMedia, 'canEdit'>;

const mediaNotFound = () => AppError.notFound('media.not_found', 'Media not found.');

function toMediaItem(row: repo.MediaRow): FixtureMediaItem {
  // Only what plays in place embeds: a link the organiser chose to show as a link stays one.
  const embeds = row.kind === 'video' || row.kind === 'stream';
  return {
    id: row.id,
    fixtureId: row.fixtureId,
    kind: row.kind,
    url: row.url,
    // Written only from `recogniseMedia`, so one of the providers the contract knows.
    provider: row.provider as MediaProvider | null,
    embedUrl: embeds ? recogniseMedia(row.url, EMBED_PARENT).embedUrl : null,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
  };
}

async function toMedia(ctx: RequestContext, rows: repo.MediaRow[]): Promise<FixtureMedia[]> {
  const editable = await findGranted(
    ctx,
    Permission.MediaEdit,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toMediaItem(r), canEdit: editable.has(r.id) }));
}

async function getMediaRow(ctx: RequestContext, mediaId: string): Promise<repo.MediaRow> {
  const row = await repo.findMedia(ctx.db, mediaId);
  if (!row) throw mediaNotFound();
  return row;
}

/** A 400 naming `body.kind` when the given kind contradicts what the address is (a YouTube link as a photo). */
function ensureKindPossible(url: string, kind: MediaKind) {
  const recognised = recogniseMedia(url);
  if (isMediaKindPossible(recognised, kind)) return;
  const message =
    recognised.kind === 'photo'
      ? 'An image can only be a photo.'
      : `A ${recognised.provider ?? ''} link is a video, a stream or a link, not a photo.`;
  throw AppError.invalid('media.kind_mismatch', message, [{ field: 'body.kind', message }]);
}

/** The ids a `fixture.mediaChanged` names. */
async function fixtureRefOf(ctx: RequestContext, fixtureId: string) {
  const fixture = await getFixture(ctx, fixtureId);
  const champ = await getChampRow(ctx, fixture.champId);
  return { fixtureId, stageId: fixture.stageId, champId: fixture.champId, leagueId: champ.champLeagueId };
}

/** An empty title is no title. */
const toTitle = (title: string | null | undefined) => (title ? title : null);

// ---- used by other modules (player-stats) ----------------------------------------------------------------

/**
 * The newest `perFixture` media of each fixture and how many each has, in one query (a page of a player's
 * matches). Every asked fixture has an entry, empty when it has no media.
 */
export async function findMediaOfFixtures(
  ctx: RequestContext,
  fixtureIds: string[],
  perFixture: number,
): Promise<Map<string, { items: FixtureMediaItem[]; totalItems: number }>> {
  const media = new Map(fixtureIds.map((id) => [id, { items: [] as FixtureMediaItem[], totalItems: 0 }]));
  const rows = await repo.listLatestMediaOfFixtures(ctx.db, [...media.keys()], perFixture);
  for (const row of rows) {
    const entry = media.get(row.fixtureId);
    if (!entry) continue;
    entry.items.push(toMediaItem(row));
    entry.totalItems = row.total;
  }
  return media;
}

// ---- routes --------------------------------------------------------------------------------------------------

/** `GET /fixture/{id}/media`: newest first. */
export async function listMedia(
  ctx: RequestContext,
  fixtureId: string,
  query: PagingQuery,
): Promise<FixtureMediaPage> {
  const page = await repo.listMediaPage(ctx.db, fixtureId, {
    offset: query.pageIndex * query.pageSize,
    limit: query.pageSize,
  });
  // Media exist only with their fixture (cascade): only an empty list needs the fixture looked up for its 404.
  if (page.totalItems === 0) await getFixture(ctx, fixtureId);
  return {
    items: await toMedia(ctx, page.items),
    totalItems: page.totalItems,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  };
}

/**
 * `POST /fixture/{id}/media`; the route has checked `FixtureEdit`. Without a `kind`, the address decides
 * (`recogniseMedia`); a `kind` the address contradicts is a 400 naming `body.kind`.
 */
export async function addMedia(
  ctx: RequestContext,
  fixtureId: string,
  body: AddMediaBody,
): Promise<FixtureMedia> {
  const recognised = recogniseMedia(body.url);
  if (body.kind !== undefined) ensureKindPossible(body.url, body.kind);
  const row = await withTransaction(ctx, async (tx) => {
    const ref = await fixtureRefOf(tx, fixtureId);
    const inserted = await repo.insertMedia(tx.db, {
      fixtureId,
      kind: body.kind ?? recognised.kind,
      url: body.url,
      provider: recognised.provider,
      title: toTitle(body.title),
      createdBy: ctx.caller?.id ?? null,
    });
    tx.events.record({ type: 'fixture.mediaChanged', ...ref });
    return inserted;
  });
  const [media] = await toMedia(ctx, [row]);
  return media!;
}

/** `PUT /media/{id}`: retitle or reclassify; the route has checked `MediaEdit`. No change, no event. */
export async function updateMedia(
  ctx: RequestContext,
  mediaId: string,
  body: UpdateMediaBody,
): Promise<FixtureMedia> {
  const row = await withTransaction(ctx, async (tx) => {
    const before = await getMediaRow(tx, mediaId);
    if (body.kind !== undefined) ensureKindPossible(before.url, body.kind);
    const title = body.title === undefined ? before.title : toTitle(body.title);
    const kind = body.kind ?? before.kind;
    if (title === before.title && kind === before.kind) return before;
    const updated = await repo.updateMedia(tx.db, mediaId, { title, kind });
    if (!updated) throw mediaNotFound();
    tx.events.record({ type: 'fixture.mediaChanged', ...(await fixtureRefOf(tx, before.fixtureId)) });
    return updated;
  });
  const [media] = await toMedia(ctx, [row]);
  return media!;
}

/**
 * `DELETE /media/{id}`; the route has checked `MediaEdit`. An uploaded photo's file stays in storage: a media
 * id is a plain reference that another item may hold too.
 */
export async function deleteMedia(ctx: RequestContext, mediaId: string): Promise<DeletedResult> {
  await withTransaction(ctx, async (tx) => {
    const row = await getMediaRow(tx, mediaId);
    await repo.deleteMedia(tx.db, mediaId);
    tx.events.record({ type: 'fixture.mediaChanged', ...(await fixtureRefOf(tx, row.fixtureId)) });
  });
  return { id: mediaId, deleted: true };
}
