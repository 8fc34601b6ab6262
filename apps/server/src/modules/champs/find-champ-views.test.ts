import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../core/context.ts';
import { findChampViews } from './champs.service.ts';
import { type Cast, createCast, createChamp, createLeague } from './champs.testing.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await createCast();
});
afterAll(() => cast.app.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('findChampViews (for other modules’ lists)', () => {
  it('answers the known competitions with their league’s name and sport, each once', async () => {
    const football = await createLeague(cast, { name: 'Football League' });
    const hoops = await createLeague(cast, { name: 'Hoops League', sportKindId: 'basketball' });
    const a = await createChamp(cast, football.id, { name: 'Cup A' });
    const b = await createChamp(cast, hoops.id, { name: 'Cup B' });
    const { database, bus, clock } = cast.app.deps;
    const ctx = createContext({ db: database.db, bus, clock, log: cast.app.log }, null);

    const views = await findChampViews(ctx, [a.id, b.id, a.id, UNKNOWN]);
    const byId = new Map(views.map((v) => [v.champ.id, v]));
    expect(views).toHaveLength(2);
    expect(byId.get(a.id)).toMatchObject({
      champ: { id: a.id, name: 'Cup A' },
      leagueId: football.id,
      leagueName: 'Football League',
      sportKindId: 'football',
    });
    expect(byId.get(b.id)).toMatchObject({ leagueName: 'Hoops League', sportKindId: 'basketball' });
    expect(await findChampViews(ctx, [])).toEqual([]);
  });
});
