import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Cast,
  call,
  createCast,
  createChamp,
  createLeague,
  createTeam,
} from '../champs/champs.testing.ts';
import { createPlayer } from '../players/players.testing.ts';

let cast: Cast;
const ids: Record<string, string> = {};
beforeAll(async () => {
  cast = await createCast();
  ids.league = (await createLeague(cast, { name: 'Bavaria Amateur League' })).id;
  ids.champ = (await createChamp(cast, ids.league, { name: 'Bavaria Winter Cup' })).id;
  ids.team = (await createTeam(cast, 'Müllerstadt Rovers')).id;
  ids.muller = (await createPlayer(cast.app, cast.owner, { name: 'Thomas Müller' })).id;
  ids.ronaldo = (await createPlayer(cast.app, cast.owner, { name: 'Cristiano Ronaldo' })).id;
  ids.ronald = (await createPlayer(cast.app, cast.owner, { name: 'Ronald Koeman' })).id;
  for (const n of [1, 2, 3, 4, 5]) await createPlayer(cast.app, cast.owner, { name: `Zebra Striker ${n}` });
  const news = await call(cast.app, 'POST', `/api/champ-leagues/${ids.league}/news`, cast.owner, {
    title: 'Bavaria derby report',
    body: '<p>Report</p>',
  });
  ids.news = news.body.id;
  const draft = await call(cast.app, 'POST', `/api/champ-leagues/${ids.league}/news`, cast.owner, {
    title: 'Bavaria secret draft',
    body: '<p>Draft</p>',
    status: 'draft',
  });
  ids.draft = draft.body.id;
});
afterAll(() => cast.app.close());

interface Item {
  kind: string;
  id: string;
  name: string;
  score: number;
  parentName: string | null;
}

async function search(query: string) {
  const res = await call(cast.app, 'GET', `/api/search?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Item[]; totalItems: number; kinds: Record<string, number>; pageSize: number };
}

describe('search', () => {
  it('finds a misspelt name', async () => {
    const found = await search('q=Ronaldp');
    expect(found.items[0]).toMatchObject({ kind: 'player', id: ids.ronaldo, name: 'Cristiano Ronaldo' });
  });

  it.each(['muller', 'MÜLLER', 'Muller', 'thomas muller'])('ignores accents and case (%s)', async (q) => {
    const found = await search(`q=${encodeURIComponent(q)}`);
    expect(found.items.map((i) => i.id)).toContain(ids.muller);
  });

  it('ranks an exact name first, then names that start with the query, then similar ones', async () => {
    const found = await search('q=ronald%20koeman');
    expect(found.items[0]!.id).toBe(ids.ronald);
    const prefix = await search('q=ronald');
    const order = prefix.items.map((i) => i.id);
    expect(order.indexOf(ids.ronald!)).toBeLessThan(order.indexOf(ids.ronaldo!));
    expect(prefix.items[0]!.score).toBeGreaterThan(prefix.items[1]!.score);
  });

  it('finds every kind, with parent names, and counts each kind', async () => {
    const found = await search('q=bavaria');
    const kinds = new Set(found.items.map((i) => i.kind));
    expect(kinds).toEqual(new Set(['league', 'champ', 'news']));
    expect(found.items.find((i) => i.kind === 'champ')).toMatchObject({
      id: ids.champ,
      parentName: 'Bavaria Amateur League',
    });
    expect(found.items.find((i) => i.kind === 'news')).toMatchObject({
      id: ids.news,
      parentName: 'Bavaria Amateur League',
    });
    expect(found.kinds).toEqual({ league: 1, champ: 1, team: 0, player: 0, news: 1 });
    expect(found.totalItems).toBe(3);
  });

  it('never finds a draft', async () => {
    const found = await search('q=secret%20draft');
    expect(found.items.map((i) => i.id)).not.toContain(ids.draft);
  });

  it('filters by kind and still counts the others', async () => {
    const found = await search('q=bavaria&kind=champ');
    expect(found.items.map((i) => i.kind)).toEqual(['champ']);
    expect(found.totalItems).toBe(1);
    expect(found.kinds.league).toBe(1);
    const teams = await search('q=mullerstadt&kind=team');
    expect(teams.items.map((i) => i.id)).toEqual([ids.team]);
  });

  it('pages the ranked results', async () => {
    const first = await search('q=zebra%20striker&pageSize=2');
    const second = await search('q=zebra%20striker&pageSize=2&pageIndex=1');
    const last = await search('q=zebra%20striker&pageSize=2&pageIndex=2');
    expect(first.totalItems).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(2);
    expect(last.items).toHaveLength(1);
    const all = [...first.items, ...second.items, ...last.items].map((i) => i.name);
    expect(new Set(all).size).toBe(5);
    expect(first.pageSize).toBe(2);
  });

  it('finds nothing for a query like nothing stored', async () => {
    const found = await search('q=qqxxjj');
    expect(found).toMatchObject({ items: [], totalItems: 0 });
  });

  it('treats LIKE wildcards in the query as text', async () => {
    const found = await search('q=%25%25');
    expect(found.totalItems).toBe(0);
  });

  it.each([
    ['', 'querystring.q'],
    ['q=a', 'querystring.q'],
    ['q=%20a%20', 'querystring.q'],
    ['q=ab&kind=stadium', 'querystring.kind'],
    ['q=ab&pageSize=0', 'querystring.pageSize'],
    ['q=ab&pageIndex=-1', 'querystring.pageIndex'],
  ])('names bad input %s', async (query, field) => {
    const res = await call(cast.app, 'GET', `/api/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('sees a renamed item after the rename (the cached search is dropped)', async () => {
    expect((await search('q=kingfisher')).totalItems).toBe(0);
    const team = await createTeam(cast, 'Harbour Town');
    await call(cast.app, 'PUT', `/api/teams/${team.id}`, cast.owner, { name: 'Kingfisher Town' });
    expect((await search('q=kingfisher')).items.map((i) => i.id)).toEqual([team.id]);
  });
});
