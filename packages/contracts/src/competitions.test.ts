import { describe, expect, it } from 'vitest';
import { findSubdomainProblem, Subdomain } from './leagues.ts';
import { PagingQuery } from './paging.ts';
import { GrantItemRoleBody } from './permissions.ts';
import { TeamSearchQuery } from './teams.ts';

describe('PagingQuery', () => {
  it('defaults to page 0 of 100 items', () => {
    expect(PagingQuery.parse({})).toEqual({ pageIndex: 0, pageSize: 100 });
  });
  it('reads numbers from query text', () => {
    expect(PagingQuery.parse({ pageIndex: '2', pageSize: '20' })).toEqual({ pageIndex: 2, pageSize: 20 });
  });
  it.each([['-1'], ['abc'], ['0'], ['501'], ['1.5']])('refuses page size %s naming the field', (pageSize) => {
    const result = PagingQuery.safeParse({ pageSize });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['pageSize']);
  });
});

describe('subdomain rules', () => {
  it.each([
    ['abc', undefined],
    ['my-league-2', undefined],
    ['ab', 'league.subdomain_invalid'],
    ['a'.repeat(64), 'league.subdomain_invalid'],
    ['My-League', 'league.subdomain_invalid'],
    ['-abc', 'league.subdomain_invalid'],
    ['abc-', 'league.subdomain_invalid'],
    ['a--b', 'league.subdomain_invalid'],
    ['a_b', 'league.subdomain_invalid'],
    ['www', 'league.subdomain_reserved'],
    ['admin', 'league.subdomain_reserved'],
  ])('%s → %s', (subdomain, problem) => {
    expect(findSubdomainProblem(subdomain)).toBe(problem);
    expect(Subdomain.safeParse(subdomain).success).toBe(problem === undefined);
  });
});

describe('TeamSearchQuery', () => {
  it('reads flags and sort from query text', () => {
    expect(TeamSearchQuery.parse({ isOnlyMyTeams: 'true', sort: 'DESC', pageSize: '64' })).toMatchObject({
      isOnlyMyTeams: true,
      sort: 'desc',
      pageSize: 64,
    });
  });
  it('refuses an unknown flag value', () => {
    expect(TeamSearchQuery.safeParse({ isOnlyMyTeams: 'yes' }).success).toBe(false);
  });
});

describe('GrantItemRoleBody', () => {
  it('needs a userId or an email', () => {
    expect(GrantItemRoleBody.safeParse({ role: 'Manager' }).success).toBe(false);
    expect(GrantItemRoleBody.safeParse({ role: 'Manager', email: 'a@b.co' }).success).toBe(true);
  });
});
