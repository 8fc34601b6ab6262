import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { type SignedUp, signUp } from '../../../test/identity.ts';
import type { App } from '../../app.ts';

// `GET /api/user?keyword=` (issue 26, item 7): people found by name to invite or to give a role.

let app: App;
let admin: SignedUp;
let searcher: SignedUp;
let phoned: SignedUp;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signUp(app, { name: 'Site Admin' });
  searcher = await signUp(app, { name: 'Searching Organiser' });
  phoned = await signUp(app, { name: 'Zoë Marchetti' });
  for (const name of ['Marc Dupont', 'Marco Rossi', 'Ann Marchand', 'Bob Stone', 'Marcella Marc']) {
    await signUp(app, { name });
  }
  // A phone number on file: it must never come back from a search.
  const phone = await app.inject({
    method: 'PUT',
    url: `/security/v1/users/${phoned.userId}/phone`,
    headers: { cookie: phoned.cookie },
    payload: { phoneNumber: '+447700900123' },
  });
  expect(phone.statusCode, phone.body).toBe(200);
});
afterAll(() => app.close());

const search = (query: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/user?${query}`, ...(cookie ? { headers: { cookie } } : {}) });

type Found = { items: Record<string, unknown>[]; totalItems: number; pageIndex: number; pageSize: number };

describe('GET /api/user', () => {
  it('finds people by name, accents and case folded, the closest names first', async () => {
    const res = await search('keyword=MARC', searcher.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Found;
    const names = body.items.map((u) => u.name);
    // Names starting with "marc" before those only containing it; the others are not listed.
    expect(names.slice(0, 3).sort()).toEqual(['Marc Dupont', 'Marcella Marc', 'Marco Rossi']);
    expect(names).toEqual(expect.arrayContaining(['Ann Marchand', 'Zoë Marchetti']));
    expect(names).not.toContain('Bob Stone');
    expect(body.totalItems).toBe(names.length);
    expect(
      (await search('keyword=zoe', searcher.cookie)).json().items.map((u: { name: string }) => u.name),
    ).toEqual(['Zoë Marchetti']);
  });

  it('answers public fields only (id, name, image), to a user and to a SystemAdmin alike', async () => {
    for (const cookie of [searcher.cookie, admin.cookie]) {
      const body = (await search('keyword=Marchetti', cookie)).json() as Found;
      expect(body.items).toEqual([{ id: phoned.userId, name: 'Zoë Marchetti', image: null }]);
      expect(JSON.stringify(body)).not.toMatch(/@|\+44|email|phone|role/i);
    }
  });

  it('pages through the matches in a stable order', async () => {
    const all = (await search('keyword=marc&pageSize=50', searcher.cookie)).json() as Found;
    expect(all.totalItems).toBeGreaterThanOrEqual(5);
    const pages: unknown[] = [];
    for (let pageIndex = 0; pageIndex * 2 < all.totalItems; pageIndex++) {
      const page = (
        await search(`keyword=marc&pageIndex=${pageIndex}&pageSize=2`, searcher.cookie)
      ).json() as Found;
      expect(page).toMatchObject({ pageIndex, pageSize: 2, totalItems: all.totalItems });
      pages.push(...page.items);
    }
    expect(pages).toEqual(all.items);
    expect((await search('keyword=marc', searcher.cookie)).json().pageSize).toBe(20);
  });

  it('is for signed-in users only', async () => {
    const res = await search('keyword=marc');
    expect(res.statusCode).toBe(401);
  });

  it('refuses a keyword shorter than two characters, or none, and a page too large, naming the field', async () => {
    for (const [query, field] of [
      ['keyword=m', 'querystring.keyword'],
      ['keyword=%00%00', 'querystring.keyword'],
      ['keyword=%20m%20', 'querystring.keyword'],
      ['', 'querystring.keyword'],
      ['keyword=marc&pageSize=51', 'querystring.pageSize'],
      ['keyword=marc&pageIndex=-1', 'querystring.pageIndex'],
    ] as const) {
      const res = await search(query, searcher.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        query,
      ).toContain(field);
    }
  });

  it('keeps the public profile route of a user apart from the search', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/user/${phoned.userId}/profile` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: phoned.userId, name: 'Zoë Marchetti' });
  });
});
