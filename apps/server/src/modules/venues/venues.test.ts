import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Cast, call, createCast, createChampWithTeams } from '../champs/champs.testing.ts';
import { fixtureUsage } from '../fixtures/fixtures.service.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface F {
  id: string;
  homeTeamName: string | null;
  awayTeamName: string | null;
  startsAt: string | null;
  venueId: string | null;
  venueName: string | null;
  referees: { id: string; name: string; role: string }[];
}

async function createVenue(body: Record<string, unknown> = {}, cookie = cast.owner) {
  const res = await call(cast.app, 'POST', '/api/venues', cookie, { name: 'Harbour Park', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

async function createReferee(body: Record<string, unknown> = {}, cookie = cast.owner) {
  const res = await call(cast.app, 'POST', '/api/referees', cookie, { name: 'Pat Whistle', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; name: string };
}

/** A competition of the owner's with 4 teams and its 6 league fixtures (dated from its start). */
async function fixturesOfNewChamp() {
  const { champ, stageId } = await createChampWithTeams(cast, 4, { type: 'league' });
  const generated = await call(cast.app, 'POST', '/api/fixture/generate', cast.owner, { stageId });
  expect(generated.status, JSON.stringify(generated.body)).toBe(200);
  return { champId: champ.id, fixtures: generated.body.items as F[] };
}

function put(fixtureId: string, body: Record<string, unknown>, cookie = cast.owner) {
  return call(cast.app, 'PUT', `/api/fixture/${fixtureId}`, cookie, body);
}

const described = (f: F, when: string) => `${f.homeTeamName} v ${f.awayTeamName} on ${when} UTC`;

describe('venues', () => {
  it('creates, reads, lists, searches, updates and deletes a venue', async () => {
    const created = await call(cast.app, 'POST', '/api/venues', cast.owner, {
      name: 'Quarry Lane',
      address: '1 Quarry Lane',
      city: 'Stonebridge',
      country: 'England',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Quarry Lane',
      address: '1 Quarry Lane',
      city: 'Stonebridge',
      country: 'England',
      latitude: null,
      surface: null,
      ownerId: cast.ownerId,
      canEdit: true,
      upcomingFixtureCount: 0,
    });
    const id = created.body.id as string;

    const read = await call(cast.app, 'GET', `/api/venues/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id, canEdit: false });
    expect((await call(cast.app, 'GET', `/api/venues/${id}`, cast.other)).body.canEdit).toBe(false);
    expect((await call(cast.app, 'GET', `/api/venues/${id}`, cast.admin)).body.canEdit).toBe(true);

    const list = await call(cast.app, 'GET', '/api/venues');
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ pageIndex: 0, pageSize: 100 });
    expect(list.body.items.map((v: { id: string }) => v.id)).toContain(id);
    const searched = await call(cast.app, 'GET', '/api/venues?keyword=stonebr');
    expect(searched.body.items.map((v: { id: string }) => v.id)).toEqual([id]);

    const updated = await call(cast.app, 'PUT', `/api/venues/${id}`, cast.owner, {
      latitude: 51.5,
      longitude: -0.12,
      surface: 'artificial',
      capacity: 2500,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Quarry Lane',
      latitude: 51.5,
      surface: 'artificial',
      capacity: 2500,
    });
    expect((await call(cast.app, 'PUT', `/api/venues/${id}`, cast.other, { name: 'Mine' })).status).toBe(403);

    const deleted = await call(cast.app, 'DELETE', `/api/venues/${id}`, cast.owner);
    expect(deleted.body).toEqual({ id, deleted: true });
    expect((await call(cast.app, 'GET', `/api/venues/${id}`)).body.code).toBe('venue.not_found');
    expect((await call(cast.app, 'DELETE', `/api/venues/${UNKNOWN}`, cast.admin)).status).toBe(404);
  });

  it.each([
    [{}, 'body.name'],
    [{ name: '  ' }, 'body.name'],
    [{ name: 'x'.repeat(121) }, 'body.name'],
    [{ name: 'X', latitude: 91 }, 'body.latitude'],
    [{ name: 'X', longitude: -181 }, 'body.longitude'],
    [{ name: 'X', capacity: -1 }, 'body.capacity'],
    [{ name: 'X', capacity: 1.5 }, 'body.capacity'],
    [{ name: 'X', surface: 'ice' }, 'body.surface'],
    [{ name: 'X', photo: 'javascript:alert(1)' }, 'body.photo'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/venues', cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('names a bad paging value', async () => {
    const res = await call(cast.app, 'GET', '/api/venues?pageSize=abc');
    expect([res.status, res.body.errors[0].field]).toEqual([400, 'querystring.pageSize']);
  });
});

describe('referees', () => {
  it('creates, reads, lists, updates and deletes a referee', async () => {
    const created = await call(cast.app, 'POST', '/api/referees', cast.owner, { name: 'Sam Card' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Sam Card',
      grade: null,
      canEdit: true,
      contact: { email: null, phone: null },
    });
    const id = created.body.id as string;
    const updated = await call(cast.app, 'PUT', `/api/referees/${id}`, cast.owner, {
      grade: 'National',
      email: 'sam@ref.test',
      phone: '+44 7700 900000',
    });
    expect(updated.body).toMatchObject({ grade: 'National', contact: { email: 'sam@ref.test' } });
    const list = await call(cast.app, 'GET', '/api/referees?keyword=sam%20c');
    expect(list.body).toMatchObject({ pageIndex: 0, pageSize: 100, totalItems: 1 });
    expect(list.body.items[0]).toMatchObject({ id, contact: null });
    expect((await call(cast.app, 'DELETE', `/api/referees/${id}`, cast.other)).status).toBe(403);
    expect((await call(cast.app, 'DELETE', `/api/referees/${id}`, cast.owner)).body).toEqual({
      id,
      deleted: true,
    });
    expect((await call(cast.app, 'GET', `/api/referees/${id}`)).body.code).toBe('referee.not_found');
  });

  it.each([
    [{}, 'body.name'],
    [{ name: 'X', email: 'not-an-email' }, 'body.email'],
    [{ name: 'X', grade: 'g'.repeat(61) }, 'body.grade'],
  ])('refuses %j naming %s', async (payload, field) => {
    const res = await call(cast.app, 'POST', '/api/referees', cast.owner, payload);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(field);
  });

  it('shows the contact to its owner and SystemAdmin only, even once assigned to fixtures', async () => {
    const referee = await createReferee({ email: 'kim@ref.test', phone: '123' }, cast.other);
    const contactAs = async (cookie?: string) =>
      (await call(cast.app, 'GET', `/api/referees/${referee.id}`, cookie)).body.contact;
    expect(await contactAs(cast.other)).toEqual({ email: 'kim@ref.test', phone: '123' });
    expect(await contactAs(cast.admin)).toEqual({ email: 'kim@ref.test', phone: '123' });
    expect(await contactAs()).toBeNull();
    expect(await contactAs(cast.owner)).toBeNull();
    expect(await contactAs(cast.manager)).toBeNull();

    // Assigning the referee to one's own fixture grants nothing (issue 29, item 5).
    const { fixtures } = await fixturesOfNewChamp();
    expect((await put(fixtures[0]!.id, { refereeIds: [referee.id] })).status).toBe(200);
    expect(await contactAs(cast.owner)).toBeNull();
    expect(await contactAs(cast.manager)).toBeNull();
    expect(await contactAs()).toBeNull();
    expect(await contactAs(cast.other)).toEqual({ email: 'kim@ref.test', phone: '123' });
  });
});

describe("someone else's referee or venue on an organiser's fixture (issue 29, item 5)", () => {
  // The referee's and the venue's owner is `cast.other`; the competition is `cast.owner`'s, with
  // `cast.manager` as its league's Manager.
  const EMAIL = 'private.ref@ref.test';
  const PHONE = '+44 7700 900123';

  async function assigned() {
    const { champId, fixtures } = await fixturesOfNewChamp();
    const f = fixtures[0]!;
    const referee = await createReferee({ name: 'Priya Private', email: EMAIL, phone: PHONE }, cast.other);
    const venue = await createVenue({ name: 'Borrowed Ground', city: 'Elsewhere' }, cast.other);
    const res = await put(f.id, {
      startsAt: '2027-03-04T15:00:00Z',
      venueId: venue.id,
      refereeIds: [referee.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { champId, fixture: f, referee, venue };
  }

  /** Every read that shows the referee, as `cookie`: the JSON bodies. */
  async function readsAs(cookie: string | undefined, ids: Awaited<ReturnType<typeof assigned>>) {
    const urls = [
      `/api/referees/${ids.referee.id}`,
      '/api/referees?keyword=priya',
      `/api/champs/${ids.champId}/referees`,
      `/api/referees/${ids.referee.id}/fixtures`,
      `/api/fixture/${ids.fixture.id}`,
      `/api/fixture/champ/${ids.champId}`,
      `/api/venues/${ids.venue.id}`,
      `/api/venues/${ids.venue.id}/fixtures`,
      `/api/champs/${ids.champId}/venues`,
    ];
    const bodies: string[] = [];
    for (const url of urls) {
      const res = await call(cast.app, 'GET', url, cookie);
      expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
      bodies.push(JSON.stringify(res.body));
    }
    return bodies.join('\n');
  }

  it('lets an organiser assign them, showing the referee without email or phone on every read', async () => {
    const ids = await assigned();
    for (const cookie of [cast.owner, cast.manager, undefined]) {
      const seen = await readsAs(cookie, ids);
      expect(seen).toContain('Priya Private');
      expect(seen).toContain('Borrowed Ground');
      expect(seen).not.toContain(EMAIL);
      expect(seen).not.toContain(PHONE);
    }
    // The shape stays: the contact is there, as null.
    const asOrganiser = await call(cast.app, 'GET', `/api/champs/${ids.champId}/referees`, cast.owner);
    expect(asOrganiser.body.items).toEqual([
      expect.objectContaining({ id: ids.referee.id, canEdit: false, contact: null }),
    ]);
    // The owner and SystemAdmin still see it, through the competition's list too.
    for (const cookie of [cast.other, cast.admin]) {
      expect(await readsAs(cookie, ids)).toContain(EMAIL);
      const list = await call(cast.app, 'GET', `/api/champs/${ids.champId}/referees`, cookie);
      expect(list.body.items[0].contact).toEqual({ email: EMAIL, phone: PHONE });
    }
  });

  it("lets the owner delete them while assigned: the organiser's fixture loses them, in one go", async () => {
    const ids = await assigned();
    // The organiser (and their Manager) cannot delete what is not theirs.
    expect((await call(cast.app, 'DELETE', `/api/referees/${ids.referee.id}`, cast.owner)).status).toBe(403);
    expect((await call(cast.app, 'DELETE', `/api/venues/${ids.venue.id}`, cast.manager)).status).toBe(403);

    const venueGone = await call(cast.app, 'DELETE', `/api/venues/${ids.venue.id}`, cast.other);
    expect([venueGone.status, venueGone.body]).toEqual([200, { id: ids.venue.id, deleted: true }]);
    const refereeGone = await call(cast.app, 'DELETE', `/api/referees/${ids.referee.id}`, cast.other);
    expect([refereeGone.status, refereeGone.body]).toEqual([200, { id: ids.referee.id, deleted: true }]);

    const read = await call(cast.app, 'GET', `/api/fixture/${ids.fixture.id}`, cast.owner);
    expect(read.body).toMatchObject({
      startsAt: '2027-03-04T15:00:00.000Z',
      venueId: null,
      venueName: null,
      referees: [],
      canEdit: true,
    });
    const champ = `/api/champs/${ids.champId}`;
    expect((await call(cast.app, 'GET', `${champ}/referees`, cast.owner)).body.items).toEqual([]);
    expect((await call(cast.app, 'GET', `${champ}/venues`, cast.owner)).body.items).toEqual([]);
    const listed = (await call(cast.app, 'GET', `/api/fixture/champ/${ids.champId}`, cast.owner)).body.items;
    expect(listed).toHaveLength(6);
    expect(listed.find((x: F) => x.id === ids.fixture.id)).toMatchObject({ venueId: null, referees: [] });
    expect((await call(cast.app, 'GET', `/api/venues/${ids.venue.id}`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/referees/${ids.referee.id}`)).status).toBe(404);
  });

  it('an assignment racing the delete ends as one or the other, never a 500 or a fixture pointing at nothing', async () => {
    for (let round = 0; round < 6; round++) {
      const { fixtures } = await fixturesOfNewChamp();
      const f = fixtures[0]!;
      const venue = await createVenue({ name: `Raced Ground ${round}`, city: 'Elsewhere' }, cast.other);
      const referee = await createReferee({ name: `Raced Referee ${round}` }, cast.other);
      const [assign, venueGone, refereeGone] = await Promise.all([
        put(f.id, { venueId: venue.id, refereeIds: [referee.id] }),
        call(cast.app, 'DELETE', `/api/venues/${venue.id}`, cast.other),
        call(cast.app, 'DELETE', `/api/referees/${referee.id}`, cast.other),
      ]);
      expect([venueGone.status, refereeGone.status]).toEqual([200, 200]);
      // Before the deletes: assigned, then taken off. After: refused, naming the field.
      expect([200, 400], JSON.stringify(assign.body)).toContain(assign.status);
      const read = await call(cast.app, 'GET', `/api/fixture/${f.id}`, cast.owner);
      expect(read.body).toMatchObject({ venueId: null, referees: [] });
    }
  });

  it('writes nothing when the delete fails half-way', async () => {
    const ids = await assigned();
    const failAfter = (name: 'releaseVenue' | 'releaseReferee') => {
      const real = fixtureUsage[name];
      return vi.spyOn(fixtureUsage, name).mockImplementation(async (tx, id) => {
        await real(tx, id);
        throw new Error('fails after the fixtures were cleared');
      });
    };
    const venueSpy = failAfter('releaseVenue');
    const refereeSpy = failAfter('releaseReferee');
    try {
      expect((await call(cast.app, 'DELETE', `/api/venues/${ids.venue.id}`, cast.other)).status).toBe(500);
      expect((await call(cast.app, 'DELETE', `/api/referees/${ids.referee.id}`, cast.other)).status).toBe(
        500,
      );
    } finally {
      venueSpy.mockRestore();
      refereeSpy.mockRestore();
    }
    const read = await call(cast.app, 'GET', `/api/fixture/${ids.fixture.id}`, cast.owner);
    expect(read.body).toMatchObject({
      venueId: ids.venue.id,
      venueName: 'Borrowed Ground',
      referees: [{ id: ids.referee.id, name: 'Priya Private', role: 'main' }],
    });
    expect((await call(cast.app, 'GET', `/api/venues/${ids.venue.id}`)).body.upcomingFixtureCount).toBe(1);
  });
});

describe('assigning venues and referees to fixtures', () => {
  it('gives a fixture its venue and officials, in role order, and clears them', async () => {
    const { champId, fixtures } = await fixturesOfNewChamp();
    const venue = await createVenue({ name: 'Harbour Park' });
    const [main, a1, a2, fourth] = [
      await createReferee({ name: 'Main Ref' }),
      await createReferee({ name: 'Line One' }),
      await createReferee({ name: 'Line Two' }),
      await createReferee({ name: 'Fourth' }),
    ];
    const f = fixtures[0]!;
    const res = await put(f.id, {
      startsAt: '2026-12-01T15:00:00Z',
      venueId: venue.id,
      refereeIds: [main!.id, a1!.id, a2!.id, fourth!.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ venueId: venue.id, venueName: 'Harbour Park' });
    expect(res.body.referees).toEqual([
      { id: main!.id, name: 'Main Ref', role: 'main' },
      { id: a1!.id, name: 'Line One', role: 'assistant' },
      { id: a2!.id, name: 'Line Two', role: 'assistant' },
      { id: fourth!.id, name: 'Fourth', role: 'fourth' },
    ]);
    const read = await call(cast.app, 'GET', `/api/fixture/${f.id}`);
    expect(read.body.referees).toHaveLength(4);
    expect(read.body.venueName).toBe('Harbour Park');

    // Objects name their roles, in any order.
    const withRoles = await put(f.id, {
      refereeIds: [
        { refereeId: a1!.id, role: 'fourth' },
        { refereeId: main!.id, role: 'main' },
      ],
    });
    expect(withRoles.body.referees.map((r: { role: string }) => r.role)).toEqual(['main', 'fourth']);

    // The venue's and the referee's lists, and the competition's.
    const atVenue = await call(cast.app, 'GET', `/api/venues/${venue.id}/fixtures`);
    expect(atVenue.body).toMatchObject({ totalItems: 1, pageIndex: 0, pageSize: 100 });
    expect(atVenue.body.items[0]).toMatchObject({ id: f.id, venueName: 'Harbour Park' });
    const ofReferee = await call(cast.app, 'GET', `/api/referees/${a1!.id}/fixtures`);
    expect(ofReferee.body.items[0]).toMatchObject({ id: f.id, role: 'fourth' });
    const champVenues = await call(cast.app, 'GET', `/api/champs/${champId}/venues`);
    expect(champVenues.body.items.map((v: { id: string }) => v.id)).toEqual([venue.id]);
    const champReferees = await call(cast.app, 'GET', `/api/champs/${champId}/referees`);
    expect(champReferees.body.items.map((r: { name: string }) => r.name)).toEqual(['Line One', 'Main Ref']);
    expect((await call(cast.app, 'GET', `/api/champs/${UNKNOWN}/venues`)).status).toBe(404);
    expect((await call(cast.app, 'GET', `/api/venues/${UNKNOWN}/fixtures`)).status).toBe(404);

    const cleared = await put(f.id, { venueId: null, refereeIds: [] });
    expect(cleared.body).toMatchObject({ venueId: null, venueName: null, referees: [] });
  });

  it('refuses a referee twice, too many of a role, and unknown ids, naming the field', async () => {
    const { fixtures } = await fixturesOfNewChamp();
    const ref = await createReferee();
    const other = await createReferee();
    const twice = await put(fixtures[0]!.id, { refereeIds: [ref.id, ref.id] });
    expect([twice.status, twice.body.errors[0].field]).toEqual([400, 'body.refereeIds.1']);
    const twoMains = await put(fixtures[0]!.id, {
      refereeIds: [
        { refereeId: ref.id, role: 'main' },
        { refereeId: other.id, role: 'main' },
      ],
    });
    expect([twoMains.status, twoMains.body.errors[0].field]).toEqual([400, 'body.refereeIds']);
    const unknownRef = await put(fixtures[0]!.id, { refereeIds: [ref.id, UNKNOWN] });
    expect([unknownRef.status, unknownRef.body.errors[0].field]).toEqual([400, 'body.refereeIds.1']);
    const unknownVenue = await put(fixtures[0]!.id, { venueId: UNKNOWN });
    expect([unknownVenue.status, unknownVenue.body.errors[0].field]).toEqual([400, 'body.venueId']);
    const badId = await put(fixtures[0]!.id, { refereeIds: ['nope'] });
    expect(badId.status).toBe(400);
    expect(badId.body.errors[0].field).toMatch(/^body\.refereeIds/);
    // Only the competition's organisers assign.
    expect((await put(fixtures[0]!.id, { venueId: null }, cast.other)).status).toBe(403);
  });
});

describe('overlap', () => {
  it('keeps a venue to one fixture at a time (football: 120 minutes), re-checking a new kick-off', async () => {
    const { fixtures } = await fixturesOfNewChamp();
    const [first, second, third] = fixtures as [F, F, F];
    const venue = await createVenue({ name: 'Busy Ground' });
    expect((await put(first.id, { startsAt: '2026-12-01T15:00:00Z', venueId: venue.id })).status).toBe(200);

    const busy = await put(second.id, { startsAt: '2026-12-01T16:00:00Z', venueId: venue.id });
    expect([busy.status, busy.body.code]).toEqual([409, 'fixture.venue_busy']);
    expect(busy.body.detail).toContain(described(first, '2026-12-01 15:00'));
    // Nothing of the refused change was kept.
    expect((await call(cast.app, 'GET', `/api/fixture/${second.id}`)).body).toMatchObject({
      startsAt: second.startsAt,
      venueId: null,
    });

    // Two hours later is free: the first fixture's time is over.
    const after = await put(second.id, { startsAt: '2026-12-01T17:00:00Z', venueId: venue.id });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    // Moving it back into the first one's time is refused.
    const moved = await put(second.id, { startsAt: '2026-12-01T16:30:00Z' });
    expect([moved.status, moved.body.code]).toEqual([409, 'fixture.venue_busy']);
    // Moving the first one later runs into the second.
    const movedFirst = await put(first.id, { startsAt: '2026-12-01T18:00:00Z' });
    expect(movedFirst.body.detail).toContain(described(second, '2026-12-01 17:00'));

    // A fixture without a kick-off time never overlaps.
    expect((await put(third.id, { startsAt: null, venueId: venue.id })).status).toBe(200);
    // A cancelled fixture holds nothing.
    expect((await put(first.id, { status: 'cancelled' })).status).toBe(200);
    expect((await put(third.id, { startsAt: '2026-12-01T14:30:00Z' })).status).toBe(200);
    // Back from cancelled, it re-checks: the third fixture now holds the venue.
    const back = await put(first.id, { status: 'scheduled' });
    expect([back.status, back.body.code]).toEqual([409, 'fixture.venue_busy']);
    expect(back.body.detail).toContain(described(third, '2026-12-01 14:30'));
  });

  it('keeps a referee to one fixture at a time, across competitions', async () => {
    const a = await fixturesOfNewChamp();
    const b = await fixturesOfNewChamp();
    const referee = await createReferee({ name: 'Jo Busy' });
    const assistant = await createReferee({ name: 'Al Flag' });
    const first = a.fixtures[0]!;
    expect((await put(first.id, { startsAt: '2026-12-01T15:00:00Z', refereeIds: [referee.id] })).status).toBe(
      200,
    );

    const busy = await put(b.fixtures[0]!.id, {
      startsAt: '2026-12-01T13:30:00Z',
      refereeIds: [assistant.id, referee.id],
    });
    expect([busy.status, busy.body.code]).toEqual([409, 'fixture.referee_busy']);
    expect(busy.body.detail).toContain('Jo Busy');
    expect(busy.body.detail).toContain(described(first, '2026-12-01 15:00'));

    // Ending exactly at the other's kick-off is fine.
    const before = await put(b.fixtures[0]!.id, {
      startsAt: '2026-12-01T13:00:00Z',
      refereeIds: [assistant.id, referee.id],
    });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const later = await put(b.fixtures[0]!.id, { startsAt: '2026-12-01T14:00:00Z' });
    expect([later.status, later.body.code]).toEqual([409, 'fixture.referee_busy']);
  });
});

describe('deleting what fixtures use', () => {
  it('takes a venue or referee in use off its fixtures, which keep everything else', async () => {
    const { fixtures } = await fixturesOfNewChamp();
    const f = fixtures[0]!;
    const venue = await createVenue({ name: 'Gone Ground' });
    const referee = await createReferee({ name: 'Gone Ref' });
    const stays = await createReferee({ name: 'Staying Flag' });
    expect(
      (
        await put(f.id, {
          startsAt: '2027-01-02T10:00:00Z',
          venueId: venue.id,
          refereeIds: [referee.id, stays.id],
        })
      ).status,
    ).toBe(200);
    expect((await call(cast.app, 'GET', `/api/venues/${venue.id}`)).body.upcomingFixtureCount).toBe(1);

    const venueGone = await call(cast.app, 'DELETE', `/api/venues/${venue.id}`, cast.owner);
    expect([venueGone.status, venueGone.body]).toEqual([200, { id: venue.id, deleted: true }]);
    const refereeGone = await call(cast.app, 'DELETE', `/api/referees/${referee.id}`, cast.admin);
    expect([refereeGone.status, refereeGone.body]).toEqual([200, { id: referee.id, deleted: true }]);

    const read = await call(cast.app, 'GET', `/api/fixture/${f.id}`);
    expect(read.body).toMatchObject({
      startsAt: '2027-01-02T10:00:00.000Z',
      status: 'scheduled',
      venueId: null,
      venueName: null,
      referees: [{ id: stays.id, name: 'Staying Flag', role: 'assistant' }],
    });
    // The fixture keeps working: it takes a new venue and crew.
    const again = await put(f.id, { venueId: (await createVenue()).id, refereeIds: [stays.id] });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe("a competition's own venue list", () => {
  const listOf = async (champId: string) => {
    const res = await call(cast.app, 'GET', `/api/champs/${champId}/venues`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.items as { id: string; listedByChamp?: boolean }[]).map((v) => [v.id, v.listedByChamp]);
  };
  const setList = (champId: string, venueIds: string[], cookie = cast.owner) =>
    call(cast.app, 'PUT', `/api/champs/${champId}/venues`, cookie, { venueIds });

  it('sets, lists (own list first, then the venues of its fixtures), reorders and clears it', async () => {
    const { champId, fixtures } = await fixturesOfNewChamp();
    const [a, b, c] = [
      await createVenue({ name: 'Zeta' }),
      await createVenue({ name: 'Alpha' }),
      await createVenue(),
    ];
    expect(await listOf(champId)).toEqual([]);

    const set = await setList(champId, [a.id, b.id]);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.items.map((v: { id: string }) => v.id)).toEqual([a.id, b.id]);
    expect(set.body.totalItems).toBe(2);
    // A fixture at a venue off the list: listed after the own ones, not `listedByChamp`.
    expect((await put(fixtures[0]!.id, { venueId: c.id })).status).toBe(200);
    expect(await listOf(champId)).toEqual([
      [a.id, true],
      [b.id, true],
      [c.id, false],
    ]);

    expect((await setList(champId, [b.id, c.id, a.id])).status).toBe(200);
    expect(await listOf(champId)).toEqual([
      [b.id, true],
      [c.id, true],
      [a.id, true],
    ]);
    const paged = await call(cast.app, 'GET', `/api/champs/${champId}/venues?pageSize=1&pageIndex=1`);
    expect(paged.body).toMatchObject({ totalItems: 3, pageIndex: 1, pageSize: 1 });
    expect(paged.body.items.map((v: { id: string }) => v.id)).toEqual([c.id]);

    expect((await setList(champId, [])).body.items).toEqual([
      expect.objectContaining({ id: c.id, listedByChamp: false }),
    ]);
  });

  it('names an unknown venue, refuses a venue twice, and changes nothing', async () => {
    const { champId } = await fixturesOfNewChamp();
    const a = await createVenue();
    expect((await setList(champId, [a.id])).status).toBe(200);
    const unknown = await setList(champId, [a.id, UNKNOWN]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'body.venueIds.1' })]);
    const twice = await setList(champId, [a.id, a.id]);
    expect(twice.status).toBe(400);
    expect(await listOf(champId)).toEqual([[a.id, true]]);
  });

  it('is for the organisers: another user 403, anonymous 401, SystemAdmin may', async () => {
    const { champId } = await fixturesOfNewChamp();
    const a = await createVenue();
    expect((await setList(champId, [a.id], '')).status).toBe(401);
    expect((await setList(champId, [a.id], cast.other)).status).toBe(403);
    expect((await setList(champId, [a.id], cast.admin)).status).toBe(200);
    expect((await setList(UNKNOWN, [a.id], cast.admin)).status).toBe(404);
    expect(await listOf(champId)).toEqual([[a.id, true]]);
  });
});
