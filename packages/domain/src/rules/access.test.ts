import { describe, expect, it } from 'vitest';
import { isGranted, Permission } from './access.ts';

const chain = [
  { itemId: 'fixture-1', ownerId: 'champ-owner' },
  { itemId: 'champ-1', ownerId: 'champ-owner' },
  { itemId: 'league-1', ownerId: 'league-owner' },
];
const user = (sub: string) => ({ sub, role: 'User' });

describe('isGranted', () => {
  it.each([
    ['nobody without a profile', null, [], false],
    ['SystemAdmin always', { sub: 'x', role: 'SystemAdmin' }, [], true],
    ['the owner of the item', user('champ-owner'), [], true],
    ['the owner of a link above it', user('league-owner'), [], true],
    ['a Manager of a link above it', user('m'), [{ itemId: 'league-1', role: 'Manager' }], true],
    ['a Manager of an item off the chain', user('m'), [{ itemId: 'league-2', role: 'Manager' }], false],
    ['another user', user('other'), [], false],
  ] as const)('FixtureScore: %s', (_, profile, roles, expected) => {
    expect(isGranted(profile, Permission.FixtureScore, chain, roles)).toBe(expected);
  });

  it('does not let item roles grant a permission reserved to owners', () => {
    const leagueChain = [{ itemId: 'league-1', ownerId: 'owner' }];
    const roles = [{ itemId: 'league-1', role: 'Manager' }];
    expect(isGranted(user('m'), Permission.LeagueManageRoles, leagueChain, roles)).toBe(false);
    expect(isGranted(user('m'), Permission.LeagueEdit, leagueChain, roles)).toBe(true);
    expect(isGranted(user('owner'), Permission.LeagueManageRoles, leagueChain, [])).toBe(true);
  });

  // Issue 29, item 7: deleting a whole item is for an owner on its chain and SystemAdmin, never a Manager.
  it.each([
    ['the owner of the competition', user('champ-owner'), [], true],
    ['the owner of its league', user('league-owner'), [], true],
    ['SystemAdmin', { sub: 'x', role: 'SystemAdmin' }, [], true],
    ['a Manager of its league', user('m'), [{ itemId: 'league-1', role: 'Manager' }], false],
    ['a Manager of the competition', user('m'), [{ itemId: 'champ-1', role: 'Manager' }], false],
    ['another user', user('other'), [], false],
  ] as const)('ChampDelete: %s', (_, profile, roles, expected) => {
    const champChain = chain.slice(1);
    expect(isGranted(profile, Permission.ChampDelete, champChain, roles)).toBe(expected);
    expect(isGranted(profile, Permission.ChampEdit, champChain, roles)).toBe(profile.sub !== 'other');
  });

  it('lets only the owner and SystemAdmin delete a league or a team, not its Manager', () => {
    for (const [permission, itemId] of [
      [Permission.LeagueDelete, 'league-1'],
      [Permission.TeamDelete, 'team-1'],
    ] as const) {
      const itemChain = [{ itemId, ownerId: 'owner' }];
      const roles = [{ itemId, role: 'Manager' }];
      expect(isGranted(user('m'), permission, itemChain, roles)).toBe(false);
      expect(isGranted(user('owner'), permission, itemChain, [])).toBe(true);
      expect(isGranted({ sub: 'x', role: 'SystemAdmin' }, permission, itemChain, [])).toBe(true);
    }
  });
});
