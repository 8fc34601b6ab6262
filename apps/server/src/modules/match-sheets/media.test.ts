import type { DomainEvent } from '@matchday/contracts';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../core/context.ts';
import {
  type Cast,
  call,
  createCast,
  createChampWithTeams,
  expectPermissionMatrix,
} from '../champs/champs.testing.ts';
import { findMediaOfFixtures } from './media.service.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const unsubscribe: (() => void)[] = [];
afterEach(() => {
  for (const off of unsubscribe.splice(0)) off();
});

function listen(): DomainEvent[][] {
  const batches: DomainEvent[][] = [];
  unsubscribe.push(cast.app.deps.bus.subscribe('media-test', (events) => void batches.push([...events])));
  return batches;
}

/** A league competition of two teams with its fixtures drawn: the ids and the fixtures. */
async function createFixtures() {
  const { league, champ, stageId } = await createChampWithTeams(cast, 2, { type: 'league', legs: 2 });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  const fixtureIds = (generated.body.items as { id: string }[]).map((f) => f.id);
  return { leagueId: league.id, champId: champ.id, stageId, fixtureIds, fixtureId: fixtureIds[0]! };
}

/** As the league's owner unless `as` names another caller (`{ cookie: undefined }`: anonymous). */
function addMedia(
  fixtureId: string,
  body: Record<string, unknown>,
  as = { cookie: cast.owner as string | undefined },
) {
  return call(cast.app, 'POST', `/api/fixture/${fixtureId}/media`, as.cookie, body);
}

/** A real upload through the image pipeline: its answer's `id` is the media id a photo stores. */
async function uploadImage(): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a7f3f' } })
    .png()
    .toBuffer();
  const boundary = '----media-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goal.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await cast.app.inject({
    method: 'POST',
    url: '/api/image',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: cast.owner },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('POST /api/fixture/:id/media', () => {
  it('recognises each kind from its address: photo, video, stream and link', async () => {
    const { fixtureId } = await createFixtures();
    const imageId = await uploadImage();

    const photo = await addMedia(fixtureId, { url: imageId, title: '  The winning goal  ' });
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect(photo.body).toEqual({
      id: expect.any(String),
      fixtureId,
      kind: 'photo',
      url: imageId,
      provider: null,
      embedUrl: null,
      title: 'The winning goal',
      createdAt: expect.any(String),
      canEdit: true,
    });

    const dataPhoto = await addMedia(fixtureId, { url: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(dataPhoto.body).toMatchObject({ kind: 'photo', provider: null, title: null });

    const video = await addMedia(fixtureId, { url: YOUTUBE });
    expect(video.status, JSON.stringify(video.body)).toBe(201);
    expect(video.body).toMatchObject({
      kind: 'video',
      url: YOUTUBE,
      provider: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });

    const stream = await addMedia(fixtureId, { url: 'https://www.twitch.tv/clubtv', title: 'Live' });
    expect(stream.body).toMatchObject({
      kind: 'stream',
      provider: 'twitch',
      embedUrl: 'https://player.twitch.tv/?channel=clubtv&parent=localhost',
    });

    const link = await addMedia(fixtureId, { url: 'https://club.example/match-report' });
    expect(link.body).toMatchObject({ kind: 'link', provider: null, embedUrl: null });
  });

  it('takes a kind the address allows: a YouTube link as a stream, an unknown address as a photo', async () => {
    const { fixtureId } = await createFixtures();
    const live = await addMedia(fixtureId, { url: YOUTUBE, kind: 'stream' });
    expect(live.body).toMatchObject({ kind: 'stream', provider: 'youtube', embedUrl: expect.any(String) });
    // A post on a video site that holds no video: shown as a link, never embedded.
    const post = await addMedia(fixtureId, { url: 'https://x.com/club/status/1', kind: 'link' });
    expect(post.body).toMatchObject({ kind: 'link', provider: 'x', embedUrl: null });
    const served = await addMedia(fixtureId, {
      url: 'https://images.example/photo-123?w=800',
      kind: 'photo',
    });
    expect(served.body).toMatchObject({ kind: 'photo', provider: null });
  });

  it('refuses a kind the address contradicts, naming body.kind', async () => {
    const { fixtureId } = await createFixtures();
    for (const body of [
      { url: YOUTUBE, kind: 'photo' },
      { url: 'images/a.webp', kind: 'video' },
      { url: 'https://cdn.example/goal.jpg', kind: 'stream' },
    ]) {
      const res = await addMedia(fixtureId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'media.kind_mismatch', errors: [{ field: 'body.kind' }] });
    }
    const unknownKind = await addMedia(fixtureId, { url: YOUTUBE, kind: 'podcast' });
    expect(unknownKind.status).toBe(400);
    expect(unknownKind.body.errors[0].field).toBe('body.kind');
    expect((await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`)).body.totalItems).toBe(0);
  });

  it('refuses what is neither a media id nor a link, naming body.url', async () => {
    const { fixtureId } = await createFixtures();
    for (const url of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '../secrets', '']) {
      const res = await addMedia(fixtureId, { url });
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors[0].field).toBe('body.url');
    }
    expect((await addMedia(fixtureId, {})).body.errors[0].field).toBe('body.url');
  });

  it('answers 404 for a fixture that does not exist', async () => {
    const res = await addMedia(UNKNOWN, { url: YOUTUBE });
    expect([res.status, res.body.code]).toEqual([404, 'fixture.not_found']);
  });
});

describe('GET /api/fixture/:id/media', () => {
  it('pages newest first, with canEdit for whoever may edit the fixture', async () => {
    const { fixtureId, fixtureIds } = await createFixtures();
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await addMedia(fixtureId, { url: `https://club.example/report-${n}` })).body.id);
    }
    await addMedia(fixtureIds[1]!, { url: YOUTUBE });

    const all = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalItems: 3, pageIndex: 0, pageSize: 100 });
    expect(all.body.items.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    expect(all.body.items.every((m: { canEdit: boolean }) => m.canEdit === false)).toBe(true);

    const second = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media?pageIndex=1&pageSize=2`);
    expect(second.body).toMatchObject({ totalItems: 3, pageIndex: 1, pageSize: 2, items: [{ id: ids[0] }] });

    for (const [cookie, canEdit] of [
      [cast.owner, true],
      [cast.manager, true],
      [cast.admin, true],
      [cast.other, false],
    ] as const) {
      const page = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`, cookie);
      expect(page.body.items.map((m: { canEdit: boolean }) => m.canEdit)).toEqual([
        canEdit,
        canEdit,
        canEdit,
      ]);
    }
  });

  it('answers an empty page for a fixture without media, 404 for an unknown one, 400 for a bad page', async () => {
    const { fixtureId } = await createFixtures();
    const empty = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`);
    expect(empty.body).toEqual({ items: [], totalItems: 0, pageIndex: 0, pageSize: 100 });
    const unknown = await call(cast.app, 'GET', `/api/fixture/${UNKNOWN}/media`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'fixture.not_found']);
    const bad = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media?pageSize=0`);
    expect([bad.status, bad.body.errors[0].field]).toEqual([400, 'querystring.pageSize']);
  });

  it('shows a write at once to anonymous readers, whose answers are cached', async () => {
    const { fixtureId } = await createFixtures();
    const url = `/api/fixture/${fixtureId}/media`;
    expect((await call(cast.app, 'GET', url)).body.totalItems).toBe(0);
    const added = await addMedia(fixtureId, { url: YOUTUBE });
    expect((await call(cast.app, 'GET', url)).body.totalItems).toBe(1);
    await call(cast.app, 'PUT', `/api/media/${added.body.id}`, cast.owner, { title: 'Highlights' });
    expect((await call(cast.app, 'GET', url)).body.items[0].title).toBe('Highlights');
    await call(cast.app, 'DELETE', `/api/media/${added.body.id}`, cast.owner);
    expect((await call(cast.app, 'GET', url)).body.totalItems).toBe(0);
  });
});

describe('PUT /api/media/:id', () => {
  it('retitles, clears the title and reclassifies within what the address allows', async () => {
    const { fixtureId } = await createFixtures();
    const { body: media } = await addMedia(fixtureId, { url: YOUTUBE, title: 'Goals' });

    const retitled = await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.manager, {
      title: 'All goals',
    });
    expect(retitled.status, JSON.stringify(retitled.body)).toBe(200);
    expect(retitled.body).toMatchObject({ id: media.id, title: 'All goals', kind: 'video', canEdit: true });

    const asLink = await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, {
      kind: 'link',
      title: null,
    });
    expect(asLink.body).toMatchObject({ kind: 'link', provider: 'youtube', embedUrl: null, title: null });

    const blank = await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, { title: '   ' });
    expect(blank.body.title).toBeNull();

    const photo = await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, { kind: 'photo' });
    expect([photo.status, photo.body.code, photo.body.errors[0].field]).toEqual([
      400,
      'media.kind_mismatch',
      'body.kind',
    ]);
    expect((await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`)).body.items[0].kind).toBe('link');
  });

  it('answers 404 for media that do not exist, 400 for a malformed id or title', async () => {
    const { fixtureId } = await createFixtures();
    const { body: media } = await addMedia(fixtureId, { url: YOUTUBE });
    const missing = await call(cast.app, 'PUT', `/api/media/${UNKNOWN}`, cast.owner, { title: 'x' });
    expect([missing.status, missing.body.code]).toEqual([404, 'media.not_found']);
    const malformed = await call(cast.app, 'PUT', '/api/media/not-an-id', cast.owner, { title: 'x' });
    expect([malformed.status, malformed.body.errors[0].field]).toEqual([400, 'params.id']);
    const long = await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, {
      title: 'x'.repeat(201),
    });
    expect([long.status, long.body.errors[0].field]).toEqual([400, 'body.title']);
  });
});

describe('DELETE /api/media/:id', () => {
  it('removes the item and answers what was deleted; a second delete is a 404', async () => {
    const { fixtureId } = await createFixtures();
    const { body: kept } = await addMedia(fixtureId, { url: 'https://club.example/a' });
    const { body: gone } = await addMedia(fixtureId, { url: 'https://club.example/b' });
    const res = await call(cast.app, 'DELETE', `/api/media/${gone.id}`, cast.manager);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: gone.id, deleted: true });
    const list = await call(cast.app, 'GET', `/api/fixture/${fixtureId}/media`);
    expect(list.body).toMatchObject({ totalItems: 1, items: [{ id: kept.id }] });
    const again = await call(cast.app, 'DELETE', `/api/media/${gone.id}`, cast.owner);
    expect([again.status, again.body.code]).toEqual([404, 'media.not_found']);
  });
});

describe('events', () => {
  it('records fixture.mediaChanged with the fixture, stage, competition and league, once per write', async () => {
    const { fixtureId, stageId, champId, leagueId } = await createFixtures();
    const expected = { type: 'fixture.mediaChanged', fixtureId, stageId, champId, leagueId };
    const batches = listen();
    const { body: media } = await addMedia(fixtureId, { url: YOUTUBE });
    await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, { title: 'Highlights' });
    // The same title again changes nothing, so nothing is said.
    await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, { title: 'Highlights' });
    await call(cast.app, 'DELETE', `/api/media/${media.id}`, cast.owner);
    expect(batches).toEqual([[expected], [expected], [expected]]);
  });

  it('records nothing when a write is refused', async () => {
    const { fixtureId } = await createFixtures();
    const { body: media } = await addMedia(fixtureId, { url: YOUTUBE });
    const batches = listen();
    await addMedia(fixtureId, { url: YOUTUBE, kind: 'photo' });
    await call(cast.app, 'PUT', `/api/media/${media.id}`, cast.owner, { kind: 'photo' });
    await call(cast.app, 'DELETE', `/api/media/${media.id}`, cast.other);
    expect(batches).toEqual([]);
  });
});

describe('permissions', () => {
  it('lets whoever may edit the fixture add media: anonymous 401, another user 403', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await createFixtures()).fixtureId,
      (fixtureId, cookie) => addMedia(fixtureId, { url: YOUTUBE }, { cookie }),
    );
  });

  it('lets whoever may edit the fixture update media: anonymous 401, another user 403', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await addMedia((await createFixtures()).fixtureId, { url: YOUTUBE })).body.id as string,
      (mediaId, cookie) => call(cast.app, 'PUT', `/api/media/${mediaId}`, cookie, { title: 'Mine now' }),
    );
  });

  it('lets whoever may edit the fixture delete media: anonymous 401, another user 403', async () => {
    await expectPermissionMatrix(
      cast,
      async () => (await addMedia((await createFixtures()).fixtureId, { url: YOUTUBE })).body.id as string,
      (mediaId, cookie) => call(cast.app, 'DELETE', `/api/media/${mediaId}`, cookie),
    );
  });
});

describe('findMediaOfFixtures', () => {
  it('answers the newest items of each fixture and how many it has, an empty entry for none', async () => {
    const { fixtureIds } = await createFixtures();
    const [busy, quiet, bare] = [fixtureIds[0]!, fixtureIds[1]!, UNKNOWN];
    const busyIds: string[] = [];
    for (const n of [1, 2, 3]) {
      busyIds.push((await addMedia(busy, { url: `https://club.example/${n}`, title: `#${n}` })).body.id);
    }
    const { body: only } = await addMedia(quiet, { url: YOUTUBE });
    const ctx = createContext(
      {
        db: cast.app.deps.database.db,
        bus: cast.app.deps.bus,
        clock: cast.app.deps.clock,
        log: cast.app.log,
      },
      null,
    );

    const media = await findMediaOfFixtures(ctx, [busy, quiet, bare], 2);
    expect(media.get(busy)).toEqual({
      totalItems: 3,
      items: [
        expect.objectContaining({ id: busyIds[2], fixtureId: busy, kind: 'link', title: '#3' }),
        expect.objectContaining({ id: busyIds[1], title: '#2' }),
      ],
    });
    expect(media.get(quiet)).toEqual({
      totalItems: 1,
      items: [expect.objectContaining({ id: only.id, provider: 'youtube', embedUrl: expect.any(String) })],
    });
    expect(media.get(bare)).toEqual({ items: [], totalItems: 0 });
    expect(await findMediaOfFixtures(ctx, [], 2)).toEqual(new Map());
  });
});
