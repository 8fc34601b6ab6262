import type { DomainEvent } from '@matchday/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fake-hub-socket.ts';
import { Hub, queriesOfEvent } from './hub.ts';

const C = '20000000-0000-4000-8000-000000000002';
const S = '30000000-0000-4000-8000-000000000003';
const L = '10000000-0000-4000-8000-000000000001';

const standingsChanged: DomainEvent = { type: 'standings.changed', leagueId: L, champId: C, stageId: S };

let socket: FakeSocket;
let queryClient: QueryClient;
let invalidated: unknown[][];
let hub: Hub;

beforeEach(() => {
  socket = new FakeSocket();
  queryClient = new QueryClient();
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
  hub = new Hub(() => socket, queryClient);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Hub', () => {
  it('opens no connection until a page follows a room, then joins it and is live', async () => {
    expect(hub.status('champ', C)).toBe('connecting');
    expect(socket.connected).toBe(false);
    hub.follow('champ', C);
    await settle();
    expect(socket.joins).toEqual([{ kind: 'champ', id: C }]);
    expect(hub.status('champ', C)).toBe('live');
  });

  it('is not live in a room the server refused', async () => {
    socket.refuse = true;
    hub.follow('champ', C);
    await settle();
    expect(hub.status('champ', C)).toBe('connecting');
  });

  it('refreshes the queries an event concerns', async () => {
    socket.seqs.set(`champ:${C}`, 4);
    hub.follow('champ', C);
    await settle();
    socket.send(`champ:${C}`, 5, standingsChanged);
    expect(invalidated).toEqual([['champs', C], ['players']]);
  });

  it('refetches everything the room shows on a gap in its sequence numbers', async () => {
    socket.seqs.set(`stage:${S}`, 4);
    hub.follow('stage', S);
    await settle();
    socket.send(`stage:${S}`, 7, standingsChanged);
    expect(invalidated).toEqual([['champs'], ['champs', C], ['players']]);
    invalidated.length = 0;
    socket.send(`stage:${S}`, 8, standingsChanged);
    expect(invalidated).toEqual([['champs', C], ['players']]);
  });

  it('ignores events of rooms nobody follows', async () => {
    hub.follow('champ', C);
    await settle();
    socket.send(`champ:${L}`, 1, standingsChanged);
    expect(invalidated).toEqual([]);
  });

  it('is offline while disconnected, and on reconnect rejoins and refetches what the room shows', async () => {
    hub.follow('champ', C);
    await settle();
    socket.drop();
    expect(hub.status('champ', C)).toBe('offline');
    socket.connect();
    expect(socket.joins).toHaveLength(2);
    expect(invalidated).toEqual([['champs', C]]);
    expect(hub.status('champ', C)).toBe('live');
  });

  it('leaves a room when its last follower goes, not before', async () => {
    const first = hub.follow('champ', C);
    const second = hub.follow('champ', C);
    await settle();
    expect(socket.joins).toHaveLength(1);
    first();
    expect(socket.leaves).toEqual([]);
    second();
    expect(socket.leaves).toEqual([{ kind: 'champ', id: C }]);
  });
});

describe('queriesOfEvent', () => {
  it.each<[DomainEvent, unknown[][]]>([
    [
      {
        type: 'fixture.scored',
        leagueId: L,
        champId: C,
        stageId: S,
        fixtureId: S,
        homeTeamId: L,
        awayTeamId: L,
        homeScore: 1,
        awayScore: 0,
        homePenalties: null,
        awayPenalties: null,
      },
      [['champs', C], ['fixtures', S], ['players']],
    ],
    [{ type: 'team.renamed', teamId: L, name: 'New' }, [['teams'], ['champs']]],
    [{ type: 'league.updated', leagueId: L }, [['leagues']]],
    [{ type: 'champ.updated', leagueId: L, champId: C }, [['champs', C], ['leagues'], ['champs', 'list']]],
    [{ type: 'notification.changed', userId: 'u1', newIds: [] }, [['notifications']]],
    [{ type: 'venue.changed', venueId: L }, [['venues', L], ['venues', 'list'], ['fixtures'], ['champs']]],
    [
      { type: 'referee.changed', refereeId: L },
      [['referees', L], ['referees', 'list'], ['fixtures'], ['champs']],
    ],
    [
      {
        type: 'registration.changed',
        requestKind: 'invitation',
        requestId: C,
        status: 'accepted',
        userIds: ['u1'],
      },
      [['registrations']],
    ],
  ])('%j makes %j stale', (event, keys) => {
    expect(queriesOfEvent(event)).toEqual(keys);
  });
});
