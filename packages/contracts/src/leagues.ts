import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { LEAGUE_SITE_SECTIONS, toDefaultLeagueSiteSections } from './league-site-sections.ts';
import {
  DeletedResult,
  Id,
  IdParams,
  KeywordPagingQuery,
  PagingQuery,
  pagedOf,
  QueryBoolean,
} from './paging.ts';
import { ReferenceIdSchema } from './reference.ts';
import { Access, defineRoutes } from './route.ts';
import { Keyword, MediaRef, nameText, text } from './strings.ts';

export {
  LEAGUE_SITE_SECTIONS,
  type LeagueSiteSection,
  toDefaultLeagueSiteSections,
} from './league-site-sections.ts';

/**
 * Subdomains that a league may not take: they are the product's own hosts or would confuse visitors.
 * Decided in docs/adr/0003-competitions-model.md (the spec only says a subdomain "can be checked for existence").
 */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'app',
  'admin',
  'administrator',
  'auth',
  'security',
  'login',
  'mail',
  'email',
  'smtp',
  'ftp',
  'static',
  'assets',
  'cdn',
  'storage',
  'media',
  'images',
  'chat',
  'hub',
  'help',
  'support',
  'status',
  'docs',
  'blog',
  'dev',
  'test',
  'staging',
  'matchday',
  'observe',
  'competitions',
  'news',
  'pricing',
  'payments',
] as const;

/** Lowercase letters, digits and inner hyphens, 3–63 characters (one DNS label). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

export const SubdomainProblem = {
  invalid: 'league.subdomain_invalid',
  reserved: 'league.subdomain_reserved',
} as const;
export type SubdomainProblem = (typeof SubdomainProblem)[keyof typeof SubdomainProblem];

/** Why a subdomain cannot be used, or `undefined` when its form is fine (taken or not is the server's to say). */
export function findSubdomainProblem(subdomain: string): SubdomainProblem | undefined {
  if (!SUBDOMAIN_PATTERN.test(subdomain) || subdomain.includes('--')) return SubdomainProblem.invalid;
  if ((RESERVED_SUBDOMAINS as readonly string[]).includes(subdomain)) return SubdomainProblem.reserved;
  return undefined;
}

export const Subdomain = z
  .string()
  .min(3, 'Use at least 3 characters')
  .max(63, 'Use at most 63 characters')
  .regex(SUBDOMAIN_PATTERN, 'Use lowercase letters, digits and hyphens; start and end with a letter or digit')
  .refine((s) => !s.includes('--'), 'Do not use two hyphens in a row')
  .refine((s) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(s), 'This subdomain is reserved');

const Name = nameText(200);

export const CreateChampLeagueBody = z.object({
  name: Name,
  sportKindId: ReferenceIdSchema,
  subdomain: Subdomain,
  description: text(5000).nullish(),
  logo: MediaRef.nullish(),
});
export type CreateChampLeagueBody = z.infer<typeof CreateChampLeagueBody>;

export const UpdateChampLeagueBody = CreateChampLeagueBody.partial();
export type UpdateChampLeagueBody = z.infer<typeof UpdateChampLeagueBody>;

export const ChampLeague = z.object({
  id: Id,
  name: z.string(),
  sportKindId: z.string(),
  subdomain: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  champCount: z.number().int(),
  /** Whether the caller may edit this league (owner, Manager on the league, SystemAdmin). */
  canEdit: z.boolean(),
  /** Whether the caller may delete this league (owner, SystemAdmin; not a Manager). Read as false when absent. */
  canDelete: z.boolean().default(false),
});
export type ChampLeague = z.infer<typeof ChampLeague>;

export const ChampLeagueList = pagedOf(ChampLeague);
export type ChampLeagueList = z.infer<typeof ChampLeagueList>;

export const ChampLeagueListQuery = PagingQuery.extend({
  sportKindId: ReferenceIdSchema.optional(),
  keyword: Keyword.optional(),
  /** Exact subdomain: how a league's own site finds its league. */
  subdomain: text(63).optional(),
});
export type ChampLeagueListQuery = z.infer<typeof ChampLeagueListQuery>;

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c');

export const PageLink = z.object({
  label: nameText(100),
  url: z.url({ protocol: /^https?$/ }),
});

/** Which sections of the league site's home page show, in this order; each known name at most once. */
export const LeagueSiteSections = z
  .array(z.enum(LEAGUE_SITE_SECTIONS))
  .max(LEAGUE_SITE_SECTIONS.length)
  .refine((names) => new Set(names).size === names.length, 'Name each section at most once');

/** The league's public site: colours, banner, welcome text, links and the sections of its home page. */
export const PageConfiguration = z.object({
  primaryColor: HexColour.nullable(),
  secondaryColor: HexColour.nullable(),
  /** A media id (bucket-relative path such as `images/<uuid>.webp`, or a full address). */
  bannerImage: MediaRef.nullable(),
  welcomeText: text(10000).nullable(),
  links: z.array(PageLink).max(20),
  /**
   * The home page's sections in the order shown (`LEAGUE_SITE_SECTIONS`); a configuration saved before this
   * setting existed shows them all, in the default order.
   */
  sections: LeagueSiteSections.default(toDefaultLeagueSiteSections),
});
export type PageConfiguration = z.infer<typeof PageConfiguration>;

/** Fields left out keep their saved value (`sections` too: leaving it out is not "show none"). */
export const UpdatePageConfigurationBody = PageConfiguration.extend({
  sections: LeagueSiteSections,
}).partial();
export type UpdatePageConfigurationBody = z.infer<typeof UpdatePageConfigurationBody>;

export const SubdomainParams = z.object({ domain: text(253).min(1) });

export const SubdomainExists = z.object({
  exists: z.boolean(),
  /** `exists === false` and the subdomain is well-formed and not reserved. */
  available: z.boolean(),
  /** `league.subdomain_invalid` or `league.subdomain_reserved` when the form is refused. */
  reason: z.string().nullable(),
});
export type SubdomainExists = z.infer<typeof SubdomainExists>;

/**
 * How the caller relates to an item of their admin lists: they own it, manage it, or (SystemAdmin) see it
 * because they see everything.
 */
export const UserItemRelation = z.enum(['owner', 'manager', 'admin']);

/** `/user/leagues`, `/user/champs`: a SystemAdmin sees every item unless `mine=true`; others see their own. */
export const UserItemsQuery = KeywordPagingQuery.extend({ mine: QueryBoolean.optional() });
export type UserItemsQuery = z.infer<typeof UserItemsQuery>;

export const UserLeague = ChampLeague.extend({ relation: UserItemRelation });
export const UserLeagueList = pagedOf(UserLeague);
export type UserLeagueList = z.infer<typeof UserLeagueList>;

const tags = ['champ-leagues'];
const byId = { params: IdParams };
const editLeague = Access.permission(Permission.LeagueEdit, 'params.id');

/** Champ leagues (spec §7 "Champ leagues"). */
export const leagueRoutes = defineRoutes({
  listLeagues: {
    method: 'GET',
    path: '/api/champ-leagues',
    summary: 'List leagues',
    tags,
    access: Access.public,
    query: ChampLeagueListQuery,
    response: ChampLeagueList,
  },
  createLeague: {
    method: 'POST',
    path: '/api/champ-leagues',
    summary: 'Create a league owned by the caller',
    tags,
    access: Access.signedIn,
    body: CreateChampLeagueBody,
    status: 201,
    response: ChampLeague,
  },
  checkSubdomain: {
    method: 'GET',
    path: '/api/champ-leagues/:domain/exists',
    summary: 'Whether a subdomain is taken, and whether it could be taken at all',
    tags,
    access: Access.public,
    params: SubdomainParams,
    response: SubdomainExists,
  },
  getLeague: {
    method: 'GET',
    path: '/api/champ-leagues/:id',
    summary: 'A league',
    tags,
    access: Access.public,
    ...byId,
    response: ChampLeague,
  },
  updateLeague: {
    method: 'PUT',
    path: '/api/champ-leagues/:id',
    summary: 'Update a league',
    tags,
    access: editLeague,
    ...byId,
    body: UpdateChampLeagueBody,
    response: ChampLeague,
  },
  deleteLeague: {
    method: 'DELETE',
    path: '/api/champ-leagues/:id',
    summary: 'Delete a league with its competitions',
    tags,
    // The owner and SystemAdmin only: a Manager edits the league, never deletes it (issue 29, item 7).
    access: Access.permission(Permission.LeagueDelete, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  getPageConfiguration: {
    method: 'GET',
    path: '/api/champ-leagues/:id/page-configuration',
    summary: "The league site's page configuration",
    tags,
    access: Access.public,
    ...byId,
    response: PageConfiguration,
  },
  updatePageConfiguration: {
    method: 'PUT',
    path: '/api/champ-leagues/:id/page-configuration',
    summary: "Update the league site's page configuration",
    tags,
    access: editLeague,
    ...byId,
    body: UpdatePageConfigurationBody,
    response: PageConfiguration,
  },
  listUserLeagues: {
    method: 'GET',
    path: '/api/user/leagues',
    summary: "The caller's leagues: owned, then managed (SystemAdmin: all, unless mine=true)",
    tags: ['user'],
    access: Access.signedIn,
    query: UserItemsQuery,
    response: UserLeagueList,
  },
});
