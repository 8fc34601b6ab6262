import { type AuthProfile, canEdit, type ItemRoleAssignment } from './permissions.ts';
// Who may do what to which item (docs/ARCHITECTURE.md "Identity and permission"; docs/adr/0007-access.md).

/**
 * The kinds of item that carry access. Each kind has a chain of owners, up to the item that heads it:
 * fixture → stage → champ → league, group → stage → champ → league, team. The server's access resolver walks
 * these chains in bulk; an Owner or Manager of any link may act on everything below it.
 */
export const ItemKind = {
  league: 'league',
  champ: 'champ',
  stage: 'stage',
  group: 'group',
  fixture: 'fixture',
  team: 'team',
  /** A player: owned by its `ownerId` (one identity across teams; a team's roster does not own it). */
  player: 'player',
  /** A player's entry in a competition squad: its team's chain, then its competition's (either may act). */
  squadEntry: 'squadEntry',
  /** A recorded match event: its fixture's chain. */
  matchEvent: 'matchEvent',
  /** A photo, video or stream of a fixture: its fixture's chain. */
  media: 'media',
  /** Whatever item roles are given on (`/permissions/{id}/itemrole`): a league or a team. */
  roleItem: 'roleItem',
  /** A team's request to enter a competition, with both parties: its team's chain, then its competition's. */
  teamRequest: 'teamRequest',
  /** A team's request to enter a competition, the organisers' side only: its competition's chain. */
  teamRequestEntry: 'teamRequestEntry',
  /** A player–team request, with both parties: the player's owner, then the team's chain. */
  playerRequest: 'playerRequest',
  /** A venue: owned by its creator (`ownerId`) alone. */
  venue: 'venue',
  /** A referee: owned by its creator (`ownerId`) alone. */
  referee: 'referee',
  /** A news item: the item, then the chain of the league, competition or team it belongs to. */
  news: 'news',
} as const;
export type ItemKind = (typeof ItemKind)[keyof typeof ItemKind];

/** A closed set of permissions. Routes declare one (and on which parameter); services may check more. */
export const Permission = {
  LeagueEdit: 'LeagueEdit',
  /** Appoint or remove managers: the owner and SystemAdmin only, item roles do not count. */
  LeagueManageRoles: 'LeagueManageRoles',
  /** Delete a league with all its competitions: the owner and SystemAdmin only, item roles do not count. */
  LeagueDelete: 'LeagueDelete',
  ChampEdit: 'ChampEdit',
  /**
   * Delete a competition with its stages and fixtures: an owner on its chain (the competition's or its league's)
   * and SystemAdmin only, item roles do not count.
   */
  ChampDelete: 'ChampDelete',
  StageEdit: 'StageEdit',
  FixtureEdit: 'FixtureEdit',
  FixtureScore: 'FixtureScore',
  /** Correct or delete a recorded match event: whoever may run its fixture. */
  MatchEventEdit: 'MatchEventEdit',
  /** Retitle or remove a fixture's media: whoever may edit its fixture. */
  MediaEdit: 'MediaEdit',
  TeamEdit: 'TeamEdit',
  TeamManageRoles: 'TeamManageRoles',
  /** Delete a team: the owner and SystemAdmin only, item roles do not count. */
  TeamDelete: 'TeamDelete',
  PlayerEdit: 'PlayerEdit',
  /** Take a player out of a competition squad: whoever may edit the entry's team or its competition. */
  SquadEdit: 'SquadEdit',
  /** See who holds roles on a league or team: whoever may edit it. */
  ItemRolesView: 'ItemRolesView',
  /** Appoint or remove managers of a league or team: its owner and SystemAdmin only. */
  ItemRolesManage: 'ItemRolesManage',
  /** Act on a team request (decide or withdraw): either party; the service checks which side may do what. */
  TeamRequestDecide: 'TeamRequestDecide',
  /** Mark a team request paid: its competition's organisers. */
  TeamRequestMarkPaid: 'TeamRequestMarkPaid',
  /** Act on a player–team request: either party; the service checks which side may do what. */
  PlayerRequestDecide: 'PlayerRequestDecide',
  /** Edit or delete a venue: its owner and SystemAdmin. */
  VenueEdit: 'VenueEdit',
  /** Edit or delete a referee: its owner and SystemAdmin. */
  RefereeEdit: 'RefereeEdit',
  /** Edit or delete a news item: whoever may edit the league, competition or team it belongs to. */
  NewsEdit: 'NewsEdit',
} as const;
export type Permission = (typeof Permission)[keyof typeof Permission];

export interface PermissionRule {
  /** The kind of item the permission is checked on. */
  readonly kind: ItemKind;
  /** Whether item roles (Manager) along the chain grant it, or only owners and SystemAdmin. */
  readonly rolesGrant: boolean;
}

export const permissionRules: Readonly<Record<Permission, PermissionRule>> = {
  LeagueEdit: { kind: ItemKind.league, rolesGrant: true },
  LeagueManageRoles: { kind: ItemKind.league, rolesGrant: false },
  // Destroying a whole item (issue 29, item 7) is its owners' and SystemAdmin's: a Manager edits, never deletes.
  LeagueDelete: { kind: ItemKind.league, rolesGrant: false },
  ChampEdit: { kind: ItemKind.champ, rolesGrant: true },
  ChampDelete: { kind: ItemKind.champ, rolesGrant: false },
  StageEdit: { kind: ItemKind.stage, rolesGrant: true },
  FixtureEdit: { kind: ItemKind.fixture, rolesGrant: true },
  FixtureScore: { kind: ItemKind.fixture, rolesGrant: true },
  MatchEventEdit: { kind: ItemKind.matchEvent, rolesGrant: true },
  MediaEdit: { kind: ItemKind.media, rolesGrant: true },
  TeamEdit: { kind: ItemKind.team, rolesGrant: true },
  TeamManageRoles: { kind: ItemKind.team, rolesGrant: false },
  TeamDelete: { kind: ItemKind.team, rolesGrant: false },
  // Item roles are not given on players (yet): the chain is the player alone, so only its owner and SystemAdmin.
  PlayerEdit: { kind: ItemKind.player, rolesGrant: false },
  SquadEdit: { kind: ItemKind.squadEntry, rolesGrant: true },
  ItemRolesView: { kind: ItemKind.roleItem, rolesGrant: true },
  ItemRolesManage: { kind: ItemKind.roleItem, rolesGrant: false },
  TeamRequestDecide: { kind: ItemKind.teamRequest, rolesGrant: true },
  TeamRequestMarkPaid: { kind: ItemKind.teamRequestEntry, rolesGrant: true },
  PlayerRequestDecide: { kind: ItemKind.playerRequest, rolesGrant: true },
  VenueEdit: { kind: ItemKind.venue, rolesGrant: false },
  RefereeEdit: { kind: ItemKind.referee, rolesGrant: false },
  NewsEdit: { kind: ItemKind.news, rolesGrant: true },
};

/** One link of an item's chain of owners: the item itself, then what it belongs to. */
export interface OwnerLink {
  readonly itemId: string;
  readonly ownerId: string | null;
}

/**
 * Whether `profile` holds `permission` on an item whose chain of owners is `chain` (item first), given the item
 * roles `roles` that the user holds on any of the chain's items. SystemAdmin always; an owner of any link;
 * a Manager of any link when the permission lets roles grant it. Built on the spec's `canEdit`.
 */
export function isGranted(
  profile: AuthProfile | null | undefined,
  permission: Permission,
  chain: readonly OwnerLink[],
  rolesOfUser: readonly { itemId: string; role: string }[] = [],
): boolean {
  if (!profile) return false;
  if (chain.some((link) => canEdit(profile, link.ownerId))) return true;
  if (!permissionRules[permission].rolesGrant) return canEdit(profile, null);
  const onChain = new Set(chain.map((link) => link.itemId));
  const roles: ItemRoleAssignment[] = rolesOfUser
    .filter((r) => onChain.has(r.itemId))
    .map((r) => ({ userId: profile.sub, role: r.role }));
  return canEdit(profile, null, roles);
}
