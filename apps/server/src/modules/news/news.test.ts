import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers.ts';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createManagedTeam,
} from '../champs/champs.testing.ts';
import { toExcerpt, toSafeHtml } from './news.html.ts';

let cast: Cast;
let leagueId: string;
let champId: string;
let teamId: string;
beforeAll(async () => {
  cast = await createCast();
  leagueId = (await createLeague(cast, { name: 'Harbour League' })).id;
  champId = (await createChamp(cast, leagueId, { name: 'Harbour Cup' })).id;
  teamId = (await createManagedTeam(cast, 'Harbour Rovers')).id;
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface News {
  id: string;
  title: string;
  body: string;
  excerpt: string;
  status: string;
  publishedAt: string | null;
  owner: { kind: string; id: string; name: string };
  leagueId: string | null;
  authorName: string | null;
  canEdit: boolean;
}

async function post(path: string, body: Record<string, unknown>, cookie = cast.owner) {
  const res = await call(cast.app, 'POST', path, cookie, {
    title: 'Kick-off',
    body: '<p>Hello</p>',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as News;
}

const idsOf = (body: { items: { id: string }[] }) => body.items.map((n) => n.id);

describe('news of a league, a competition and a team', () => {
  it('writes, reads, lists, updates and deletes news of each owner', async () => {
    const cases = [
      { kind: 'league', base: `/api/champ-leagues/${leagueId}`, name: 'Harbour League', leagueId },
      { kind: 'champ', base: `/api/champs/${champId}`, name: 'Harbour Cup', leagueId },
      { kind: 'team', base: `/api/teams/${teamId}`, name: 'Harbour Rovers', leagueId: null },
    ];
    for (const c of cases) {
      // The outside shape: `{ title, body }` publishes at once.
      const created = await call(cast.app, 'POST', `${c.base}/news`, cast.owner, {
        title: `${c.kind} opens`,
        body: '<p>The <strong>season</strong> starts</p>',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body).toMatchObject({
        title: `${c.kind} opens`,
        body: '<p>The <strong>season</strong> starts</p>',
        excerpt: 'The season starts',
        status: 'published',
        owner: { kind: c.kind, id: expect.any(String), name: c.name },
        leagueId: c.leagueId,
        authorName: 'Owner',
        canEdit: true,
      });
      const id = created.body.id as string;
      expect(created.body.publishedAt).not.toBeNull();

      const read = await call(cast.app, 'GET', `/api/news/${id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id, canEdit: false });

      const list = await call(cast.app, 'GET', `${c.base}/news`);
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ pageIndex: 0, pageSize: 100, totalItems: 1 });
      expect(idsOf(list.body)).toEqual([id]);
      expect(list.body.items[0].body).toBeUndefined();

      const updated = await call(cast.app, 'PUT', `${c.base}/news/${id}`, cast.manager, {
        title: 'Retitled',
        body: '<h2>New</h2><p>Text</p>',
      });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({
        title: 'Retitled',
        body: '<h2>New</h2><p>Text</p>',
        excerpt: 'New Text',
      });

      expect((await call(cast.app, 'DELETE', `/api/news/${id}`, cast.manager)).body).toEqual({
        id,
        deleted: true,
      });
      expect((await call(cast.app, 'GET', `/api/news/${id}`)).body.code).toBe('news.not_found');
    }
  });

  it('lists published news across owners, latest first, with filters and paging', async () => {
    const league2 = (await createLeague(cast, { name: 'Paging League' })).id;
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await post(`/api/champ-leagues/${league2}/news`, { title: `Paged ${n}` })).id);
    await post(`/api/champ-leagues/${league2}/news`, { title: 'Paged draft', status: 'draft' });

    const all = await call(cast.app, 'GET', `/api/news?leagueId=${league2}`);
    expect(all.body.totalItems).toBe(3);
    expect(idsOf(all.body)).toEqual([...ids].reverse());

    const page = await call(cast.app, 'GET', `/api/news?leagueId=${league2}&pageIndex=1&pageSize=2`);
    expect(page.body).toMatchObject({ pageIndex: 1, pageSize: 2, totalItems: 3 });
    expect(idsOf(page.body)).toEqual([ids[0]]);

    const byKeyword = await call(cast.app, 'GET', `/api/news?keyword=paged 2`);
    expect(idsOf(byKeyword.body)).toEqual([ids[1]]);
    const ofTeam = await call(cast.app, 'GET', `/api/news?teamId=${teamId}&leagueId=${league2}`);
    expect(ofTeam.body.totalItems).toBe(0);
  });

  it.each([
    ['pageIndex=-1', 'querystring.pageIndex'],
    ['pageSize=0', 'querystring.pageSize'],
    ['leagueId=nope', 'querystring.leagueId'],
  ])('names a bad list query %s', async (query, field) => {
    const res = await call(cast.app, 'GET', `/api/news?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('pages an owner’s list with the defaults 0 and 100', async () => {
    const res = await call(cast.app, 'GET', `/api/champs/${champId}/news?pageIndex=0&pageSize=1`);
    expect(res.body).toMatchObject({ pageIndex: 0, pageSize: 1 });
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/news`)).body.code).toBe('champ.not_found');
    expect((await call(cast.app, 'GET', `/api/teams/${UNKNOWN}/news`)).body.code).toBe('team.not_found');
    expect((await call(cast.app, 'GET', `/api/champ-leagues/${UNKNOWN}/news`)).body.code).toBe(
      'league.not_found',
    );
  });
});

describe('drafts', () => {
  it('shows a draft only to those who may edit its owner, and publishes it later', async () => {
    const draft = await post(`/api/teams/${teamId}/news`, { title: 'Secret signing', status: 'draft' });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });

    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`, cast.other)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`, cast.manager)).status).toBe(200);
    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`, cast.admin)).status).toBe(200);

    const publicList = await call(cast.app, 'GET', `/api/teams/${teamId}/news?includeDrafts=true`);
    expect(idsOf(publicList.body)).not.toContain(draft.id);
    const strangerList = await call(
      cast.app,
      'GET',
      `/api/teams/${teamId}/news?includeDrafts=true`,
      cast.other,
    );
    expect(idsOf(strangerList.body)).not.toContain(draft.id);
    const editorList = await call(
      cast.app,
      'GET',
      `/api/teams/${teamId}/news?includeDrafts=true`,
      cast.manager,
    );
    expect(idsOf(editorList.body)[0]).toBe(draft.id);
    expect((await call(cast.app, 'GET', '/api/news')).body.items.map((n: News) => n.id)).not.toContain(
      draft.id,
    );

    const published = await call(cast.app, 'PUT', `/api/teams/${teamId}/news/${draft.id}`, cast.owner, {
      status: 'published',
    });
    expect(published.body).toMatchObject({ status: 'published', publishedAt: expect.any(String) });
    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`)).status).toBe(200);

    const unpublished = await call(cast.app, 'PUT', `/api/teams/${teamId}/news/${draft.id}`, cast.owner, {
      status: 'draft',
    });
    expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: published.body.publishedAt });
    expect((await call(cast.app, 'GET', `/api/news/${draft.id}`)).status).toBe(404);
  });
});

describe('permissions', () => {
  it('lets only those who may edit the owner write, update and delete its news', async () => {
    for (const base of [`/api/champ-leagues/${leagueId}`, `/api/champs/${champId}`, `/api/teams/${teamId}`]) {
      const body = { title: 'T', body: '<p>B</p>' };
      expect((await call(cast.app, 'POST', `${base}/news`, undefined, body)).status).toBe(401);
      expect((await call(cast.app, 'POST', `${base}/news`, cast.other, body)).status).toBe(403);
      const item = await post(`${base}/news`, {}, cast.manager);
      expect(
        (await call(cast.app, 'PUT', `${base}/news/${item.id}`, cast.other, { title: 'X' })).status,
      ).toBe(403);
      expect((await call(cast.app, 'DELETE', `/api/news/${item.id}`, cast.other)).status).toBe(403);
      expect((await call(cast.app, 'DELETE', `/api/news/${item.id}`)).status).toBe(401);
      expect((await call(cast.app, 'DELETE', `/api/news/${item.id}`, cast.admin)).status).toBe(200);
    }
    expect((await call(cast.app, 'DELETE', `/api/news/${UNKNOWN}`, cast.owner)).body.code).toBe(
      'news.not_found',
    );
  });

  it('refuses to update a news item through another owner’s path', async () => {
    const other = await signUp(cast.app, { name: 'Other organiser' });
    const theirLeague = await call(cast.app, 'POST', '/api/champ-leagues', other.cookie, {
      name: 'Their League',
      sportKindId: 'football',
      subdomain: `their-${Date.now()}`,
    });
    const theirs = await post(`/api/champ-leagues/${theirLeague.body.id}/news`, {}, other.cookie);
    // The owner may edit their own league, but the item is not that league's.
    const res = await call(cast.app, 'PUT', `/api/champ-leagues/${leagueId}/news/${theirs.id}`, cast.owner, {
      title: 'Hijacked',
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('news.not_found');
    const viaTeam = await call(cast.app, 'PUT', `/api/teams/${teamId}/news/${theirs.id}`, cast.owner, {
      title: 'X',
    });
    expect(viaTeam.status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/news/${theirs.id}`)).body.title).toBe('Kick-off');
  });
});

describe('bad input', () => {
  it.each([
    [{ body: '<p>x</p>' }, 'body.title'],
    [{ title: '  ', body: '<p>x</p>' }, 'body.title'],
    [{ title: 'x'.repeat(201), body: '<p>x</p>' }, 'body.title'],
    [{ title: 'T' }, 'body.body'],
    [{ title: 'T', body: '   ' }, 'body.body'],
    [{ title: 'T', body: '<script>alert(1)</script>' }, 'body.body'],
    [{ title: 'T', body: '<p>x</p>', status: 'live' }, 'body.status'],
    [{ title: 'T', body: '<p>x</p>', image: 'javascript:alert(1)' }, 'body.image'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', `/api/champ-leagues/${leagueId}/news`, cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('names a bad id in the path', async () => {
    const res = await call(cast.app, 'GET', '/api/news/not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('params.id');
  });
});

describe('sanitising', () => {
  it('keeps the allowed markup and drops scripts, event handlers and script links', async () => {
    const created = await post(`/api/champ-leagues/${leagueId}/news`, {
      body: [
        '<h2 onclick="steal()">Report</h2>',
        '<p style="color:red">A <b>bold</b> <i>win</i> <u>at</u> <s>home</s><script>alert(1)</script></p>',
        '<img src="x" onerror="alert(1)"><img src="https://cdn.example.com/a.png" alt="Goal" onload="x()">',
        '<a href="javascript:alert(1)">bad</a> <a href="https://example.com/r" onmouseover="x()">report</a>',
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>',
        '<iframe src="https://evil.example"></iframe><style>p{}</style><h3>Sub</h3><h4>Sub</h4>',
        '<figure><img src="/storage/images/a.webp" alt="ours"><figcaption>Cap</figcaption></figure>',
      ].join(''),
    });
    const { body } = (await call(cast.app, 'GET', `/api/news/${created.id}`)) as { body: News };
    expect(body.body).not.toMatch(/script|onerror|onclick|onload|onmouseover|javascript:|iframe|style/i);
    expect(body.body).toContain('<h2>Report</h2>');
    expect(body.body).toContain('<strong>bold</strong> <em>win</em> <u>at</u> <s>home</s>');
    expect(body.body).toContain('<img src="https://cdn.example.com/a.png" alt="Goal" />');
    expect(body.body).toContain('<img src="/storage/images/a.webp" alt="ours" />');
    expect(body.body).toContain(
      '<a href="https://example.com/r" rel="nofollow noopener noreferrer" target="_blank">report</a>',
    );
    expect(body.body).toContain('<a rel="nofollow noopener noreferrer" target="_blank">bad</a>');
    expect(body.body).toContain('<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>');
    expect(body.body).toContain('<figcaption>Cap</figcaption>');
    expect(body.body).not.toContain('src="x"');
  });

  it('sanitises the body of an update too', async () => {
    const item = await post(`/api/champ-leagues/${leagueId}/news`, {});
    const res = await call(cast.app, 'PUT', `/api/champ-leagues/${leagueId}/news/${item.id}`, cast.owner, {
      body: '<p onclick="x()">Safe<script>bad()</script></p>',
    });
    expect(res.body.body).toBe('<p>Safe</p>');
  });

  it.each([
    ['<p>a &amp; b</p><p>c</p>', 'a & b c'],
    [`<p>${'word '.repeat(60)}</p>`, `${'word '.repeat(39)}word…`],
  ])('makes the excerpt of %s', (html, excerpt) => {
    expect(toExcerpt(toSafeHtml(html))).toBe(excerpt);
  });
});

describe('the Atom feed of a league', () => {
  it('is valid Atom 1.0 with the published news', async () => {
    const feedLeague = (await createLeague(cast, { name: 'Feed & League' })).id;
    const first = await post(`/api/champ-leagues/${feedLeague}/news`, { title: 'First <news>' });
    await post(`/api/champ-leagues/${feedLeague}/news`, { title: 'Hidden', status: 'draft' });
    const res = await cast.app.inject({ method: 'GET', url: `/api/champ-leagues/${feedLeague}/news.atom` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'entry' || name === 'link',
    }).parse(res.body);
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe(`urn:uuid:${feedLeague}`);
    expect(feed.title['#text']).toBe('Feed & League — news');
    expect(new Date(feed.updated).toString()).not.toBe('Invalid Date');
    expect(feed.link.map((l: Record<string, string>) => l['@_rel']).sort()).toEqual(['alternate', 'self']);
    expect(feed.entry).toHaveLength(1);
    const [entry] = feed.entry;
    expect(entry.id).toBe(`urn:uuid:${first.id}`);
    expect(entry.title['#text']).toBe('First <news>');
    expect(entry.author.name).toBe('Owner');
    expect(entry.content['@_type']).toBe('html');
    expect(entry.content['#text']).toBe('<p>Hello</p>');
    expect(entry.summary['#text']).toBe('Hello');
    expect(Date.parse(entry.published)).toBeLessThanOrEqual(Date.parse(entry.updated));
    expect(entry.link[0]['@_href']).toMatch(new RegExp(`/news/${first.id}$`));

    expect((await cast.app.inject({ url: `/api/champ-leagues/${UNKNOWN}/news.atom` })).statusCode).toBe(404);
  });

  it('serves a new item after it is published (the cached feed is dropped)', async () => {
    const feedLeague = (await createLeague(cast)).id;
    const url = `/api/champ-leagues/${feedLeague}/news.atom`;
    expect((await cast.app.inject({ url })).body).not.toContain('<entry>');
    await post(`/api/champ-leagues/${feedLeague}/news`, { title: 'Fresh' });
    expect((await cast.app.inject({ url })).body).toContain('Fresh');
  });
});

describe('events', () => {
  it('drops the cached public reads when news changes', async () => {
    const item = await post(`/api/champs/${champId}/news`, { title: 'Before' });
    expect((await call(cast.app, 'GET', `/api/news/${item.id}`)).body.title).toBe('Before');
    expect((await call(cast.app, 'GET', `/api/champs/${champId}/news`)).body.items[0].title).toBe('Before');
    await call(cast.app, 'PUT', `/api/champs/${champId}/news/${item.id}`, cast.owner, { title: 'After' });
    expect((await call(cast.app, 'GET', `/api/news/${item.id}`)).body.title).toBe('After');
    expect((await call(cast.app, 'GET', `/api/champs/${champId}/news`)).body.items[0].title).toBe('After');
  });
});
