import { z } from 'zod';
import { Id, PagingQuery, pagedOf } from './paging.ts';

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

const Name = z.string().trim().min(1).max(200);

export const CreateChampLeagueBody = z.object({
  name: Name,
  sportKindId: z.string().min(1),
  subdomain: Subdomain,
  description: z.string().max(5000).nullish(),
  logo: z.string().max(2000).nullish(),
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
});
export type ChampLeague = z.infer<typeof ChampLeague>;

export const ChampLeagueList = pagedOf(ChampLeague);
export type ChampLeagueList = z.infer<typeof ChampLeagueList>;

export const ChampLeagueListQuery = PagingQuery.extend({
  sportKindId: z.string().min(1).optional(),
  keyword: z.string().max(200).optional(),
  /** Exact subdomain: how a league's own site finds its league. */
  subdomain: z.string().max(63).optional(),
});
export type ChampLeagueListQuery = z.infer<typeof ChampLeagueListQuery>;

const HexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c');

export const PageLink = z.object({
  label: z.string().trim().min(1).max(100),
  url: z.url({ protocol: /^https?$/ }),
});

/** The league's public site: colours, banner, welcome text and links. */
export const PageConfiguration = z.object({
  primaryColor: HexColour.nullable(),
  secondaryColor: HexColour.nullable(),
  /** A media id (bucket-relative path such as `images/<uuid>.webp`, or a full address). */
  bannerImage: z.string().max(2000).nullable(),
  welcomeText: z.string().max(10000).nullable(),
  links: z.array(PageLink).max(20),
});
export type PageConfiguration = z.infer<typeof PageConfiguration>;

export const UpdatePageConfigurationBody = PageConfiguration.partial();
export type UpdatePageConfigurationBody = z.infer<typeof UpdatePageConfigurationBody>;

export const SubdomainParams = z.object({ domain: z.string().min(1).max(253) });

export const SubdomainExists = z.object({
  exists: z.boolean(),
  /** `exists === false` and the subdomain is well-formed and not reserved. */
  available: z.boolean(),
  /** `league.subdomain_invalid` or `league.subdomain_reserved` when the form is refused. */
  reason: z.string().nullable(),
});
export type SubdomainExists = z.infer<typeof SubdomainExists>;

export const DeletedResult = z.object({ id: Id, deleted: z.literal(true) });
export type DeletedResult = z.infer<typeof DeletedResult>;

export const UserLeague = ChampLeague.extend({ relation: z.enum(['owner', 'manager']) });
export const UserLeagueList = pagedOf(UserLeague);
export type UserLeagueList = z.infer<typeof UserLeagueList>;
