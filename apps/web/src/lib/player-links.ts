/**
 * The player screen runs in admin or observe mode (spec §2): its competition and team links go to the admin or
 * the public page of the same thing. The edit and owner links are the same in both modes.
 */
export type PlayerScreenMode = 'admin' | 'observe';

export function toChampPath(mode: PlayerScreenMode, champId: string): string {
  return mode === 'admin' ? `/admin/competitions/details/${champId}` : `/observe/competition/${champId}`;
}

export function toTeamPath(mode: PlayerScreenMode, teamId: string): string {
  return mode === 'admin' ? `/admin/teams/details/${teamId}` : `/observe/team/${teamId}`;
}

export const toPlayerEditPath = (playerId: string) => `/admin/players/edit/${playerId}`;

export const toUserProfilePath = (userId: string) => `/user-profile/${userId}`;

/** Where Back goes when the screen was opened directly (no history entry to go back to). */
export function toPlayerBackPath(mode: PlayerScreenMode): string {
  return mode === 'admin' ? '/admin/players' : '/competitions';
}
