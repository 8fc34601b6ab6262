import { DOMAIN_EVENT_TYPES, type DomainEvent } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { cacheTag, ReadCache, tagsOf } from './read-cache.ts';

const L = '10000000-0000-4000-8000-000000000001';
const C = '20000000-0000-4000-8000-000000000002';
const S = '30000000-0000-4000-8000-000000000003';
const F = '40000000-0000-4000-8000-000000000004';
const T = '50000000-0000-4000-8000-000000000005';
const C2 = '20000000-0000-4000-8000-000000000009';
const P = '60000000-0000-4000-8000-000000000006';
const fixtureRef = { leagueId: L, champId: C, stageId: S, fixtureId: F };
const score = {
  homeTeamId: T,
  awayTeamId: T,
  homeScore: 2,
  awayScore: 1,
  homePenalties: null,
  awayPenalties: null,
};

/** Every event type, one example each, with exactly the tags it must invalidate. */
const cases: [DomainEvent, string[]][] = [
  [{ type: 'league.created', leagueId: L }, ['leagues']],
  [{ type: 'league.updated', leagueId: L }, [`league:${L}`, 'leagues']],
  [{ type: 'league.deleted', leagueId: L }, ['*']],
  [{ type: 'user.updated', userId: '30000000-0000-4000-8000-000000000001' }, []],
  [{ type: 'user.created', userId: '30000000-0000-4000-8000-000000000001' }, ['users']],
  [{ type: 'champ.created', leagueId: L, champId: C }, [`league:${L}`, 'champs']],
  [{ type: 'champ.updated', leagueId: L, champId: C }, [`champ:${C}`, `league:${L}`, 'champs']],
  [
    { type: 'champ.deleted', leagueId: L, champId: C },
    [`champ:${C}`, `league:${L}`, 'champs', 'player-stats', 'team-stats', 'news'],
  ],
  [{ type: 'champ.teamsChanged', leagueId: L, champId: C }, [`champ:${C}`, 'champs']],
  [{ type: 'stage.created', leagueId: L, champId: C, stageId: S }, [`stage:${S}`, `champ:${C}`, 'champs']],
  [{ type: 'stage.updated', leagueId: L, champId: C, stageId: S }, [`stage:${S}`, `champ:${C}`, 'champs']],
  [
    { type: 'stage.deleted', leagueId: L, champId: C, stageId: S },
    [`stage:${S}`, `champ:${C}`, 'champs', 'player-stats', 'team-stats'],
  ],
  [
    { type: 'fixtures.generated', leagueId: L, champId: C, stageId: S },
    [`stage:${S}`, `champ:${C}`, 'player-stats', 'team-stats'],
  ],
  [
    { type: 'fixture.updated', ...fixtureRef },
    [`fixture:${F}`, `stage:${S}`, `champ:${C}`, 'player-stats', 'team-stats'],
  ],
  [
    { type: 'fixture.scored', ...fixtureRef, ...score },
    [`fixture:${F}`, `stage:${S}`, `champ:${C}`, 'player-stats', 'team-stats'],
  ],
  [
    { type: 'fixture.corrected', ...fixtureRef, teamIds: [T], resetFixtureIds: [] },
    [`fixture:${F}`, `stage:${S}`, `champ:${C}`, 'player-stats', 'team-stats'],
  ],
  [{ type: 'standings.changed', leagueId: L, champId: C, stageId: S }, [`stage:${S}`, `champ:${C}`]],
  [
    { type: 'fixture.lineupChanged', ...fixtureRef, teamId: T, playerIds: [P] },
    [`fixture:${F}`, `champ:${C}`, 'player-stats'],
  ],
  [
    { type: 'fixture.eventsChanged', ...fixtureRef, playerIds: [P] },
    [`fixture:${F}`, `stage:${S}`, `champ:${C}`, 'player-stats', 'team-stats'],
  ],
  [{ type: 'fixture.mediaChanged', ...fixtureRef }, [`fixture:${F}`, 'player-stats']],
  [
    { type: 'fixture.reportsChanged', ...fixtureRef, resultStatus: 'disputed', reason: 'disputed' },
    [`fixture:${F}`, `champ:${C}`, `stage:${S}`],
  ],
  [{ type: 'champ.reportingChanged', leagueId: L, champId: C }, [`champ:${C}`]],
  [{ type: 'champ.checkInChanged', leagueId: L, champId: C }, [`champ:${C}`]],
  [{ type: 'champ.withdrawalsChanged', leagueId: L, champId: C, teamId: T }, [`champ:${C}`]],
  [{ type: 'team.created', teamId: T }, ['teams']],
  [{ type: 'team.updated', teamId: T }, [`team:${T}`, 'teams']],
  [{ type: 'team.renamed', teamId: T, name: 'New' }, [`team:${T}`, 'teams']],
  [{ type: 'team.deleted', teamId: T }, [`team:${T}`, 'teams', 'news']],
  [{ type: 'itemRole.changed', itemId: C, userId: 'u1' }, []],
  [{ type: 'favorite.changed', userId: 'u1', kind: 'team', itemId: T }, []],
  [
    { type: 'registration.changed', requestKind: 'team', requestId: T, status: 'accepted', userIds: ['u1'] },
    [],
  ],
  [{ type: 'notification.changed', userId: 'u1', newIds: [T] }, []],
  [{ type: 'notification.addressed', newIds: [T] }, []],
  [{ type: 'registration.settingsChanged', champId: C, leagueId: L }, [`champ:${C}`]],
  [{ type: 'venue.changed', venueId: T }, [`venue:${T}`, 'venues']],
  [{ type: 'referee.changed', refereeId: T }, [`referee:${T}`, 'referees']],
  [
    {
      type: 'chat.messagePosted',
      room: `fixture:${F}`,
      message: {
        id: T,
        room: `fixture:${F}`,
        seq: 1,
        text: 'Hi',
        userId: 'u1',
        userName: 'U',
        userImage: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    },
    [`chat:fixture:${F}`],
  ],
  [{ type: 'chat.messageDeleted', room: `league:${L}`, messageId: T }, [`chat:league:${L}`]],
  [{ type: 'chat.roomChanged', room: `champ:${C}` }, [`chat:champ:${C}`]],
  [{ type: 'champ.venuesChanged', champId: C, leagueId: L }, [`champ:${C}`]],
  [{ type: 'player.created', playerId: P }, ['players']],
  [{ type: 'player.updated', playerId: P }, [`player:${P}`, 'players']],
  [{ type: 'player.deleted', playerId: P }, [`player:${P}`, 'players']],
  [{ type: 'team.rosterChanged', teamId: T, playerId: P }, [`team:${T}`, `player:${P}`]],
  [
    { type: 'champ.squadChanged', leagueId: L, champId: C, teamId: T, playerId: P },
    [`champ:${C}`, `player:${P}`],
  ],
  [{ type: 'news.leagueChanged', newsId: F, leagueId: L }, [`news:${F}`, 'news', `league:${L}`]],
  [{ type: 'news.champChanged', newsId: F, leagueId: L, champId: C }, [`news:${F}`, 'news', `champ:${C}`]],
  [{ type: 'news.teamChanged', newsId: F, teamId: T }, [`news:${F}`, 'news', `team:${T}`]],
];

/** Entries tagged like the public reads the lead will cache. */
const entries: Record<string, string[]> = {
  leagueList: [cacheTag.leagues],
  league: [cacheTag.league(L)],
  champSearch: [cacheTag.champs],
  champ: [cacheTag.champ(C)],
  otherChamp: [cacheTag.champ(C2)],
  champFixtures: [cacheTag.champ(C), cacheTag.teams],
  stageStandings: [cacheTag.stage(S), cacheTag.teams],
  fixture: [cacheTag.fixture(F), cacheTag.teams],
  team: [cacheTag.team(T)],
  sportTypes: [],
};

async function filled(): Promise<ReadCache> {
  const cache = new ReadCache();
  for (const [key, tags] of Object.entries(entries)) await cache.read(key, tags, async () => key);
  return cache;
}

function cachedKeys(cache: ReadCache): string[] {
  return Object.keys(entries).filter((key) => cache.find(key) !== undefined);
}

describe('tagsOf', () => {
  it('covers every event type', () => {
    expect(new Set(cases.map(([event]) => event.type))).toEqual(new Set(DOMAIN_EVENT_TYPES));
  });

  it.each(cases)('%j invalidates exactly its tags', (event, tags) => {
    expect(tagsOf(event)).toEqual(tags);
  });

  it.each(cases)('%j clears exactly the entries carrying those tags', async (event, tags) => {
    const cache = await filled();
    cache.apply([event]);
    const expected = Object.entries(entries)
      .filter(([, entryTags]) => !tags.includes('*') && !entryTags.some((tag) => tags.includes(tag)))
      .map(([key]) => key);
    expect(cachedKeys(cache)).toEqual(expected);
  });

  it('keeps the other competitions when a score changes one', async () => {
    const cache = await filled();
    cache.apply([{ type: 'fixture.scored', ...fixtureRef, ...score }]);
    expect(cachedKeys(cache)).toEqual([
      'leagueList',
      'league',
      'champSearch',
      'otherChamp',
      'team',
      'sportTypes',
    ]);
  });
});

describe('ReadCache', () => {
  it('computes once for 50 concurrent misses of one key', async () => {
    const cache = new ReadCache();
    let computed = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reads = Array.from({ length: 50 }, () =>
      cache.read('k', ['t'], async () => {
        computed++;
        await gate;
        return 'body';
      }),
    );
    release();
    expect(await Promise.all(reads)).toEqual(Array(50).fill('body'));
    expect(computed).toBe(1);
    expect(cache.stats).toMatchObject({ misses: 1, hits: 49, entries: 1 });
  });

  it('does not store a result computed across an invalidation of its tags', async () => {
    const cache = new ReadCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = cache.read('k', ['champ:1'], async () => {
      await gate;
      return 'old';
    });
    cache.invalidate(['champ:1']);
    // A request after the write does not wait for the computation that may have read the old state.
    const after = cache.read('k', ['champ:1'], async () => 'new');
    release();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.find('k')).toBe('new');
  });

  it('does not store a failed computation, and the next read tries again', async () => {
    const cache = new ReadCache();
    await expect(
      cache.read('k', [], async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await cache.read('k', [], async () => 'ok')).toBe('ok');
  });

  it('evicts the least recently used entry past its bound', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    await cache.read('a', ['x'], async () => 'a');
    await cache.read('b', ['x'], async () => 'b');
    cache.find('a');
    await cache.read('c', ['x'], async () => 'c');
    expect(['a', 'b', 'c'].filter((k) => cache.find(k) !== undefined)).toEqual(['a', 'c']);
    expect(cache.invalidate(['x'])).toBe(2);
  });

  it('forgets an entry after its time to live', async () => {
    let now = 0;
    const cache = new ReadCache({ ttlMs: 1_000, now: () => now });
    await cache.read('k', [], async () => 'v');
    now = 999;
    expect(cache.find('k')).toBe('v');
    now = 1_000;
    expect(cache.find('k')).toBeUndefined();
  });
});
