// Spec §5 "Team filter: names starting with the typed text, case-insensitive. On submit the typed text must exactly
// match a team name, otherwise nothing is sent." Spec §3: a team option has a name or a displayName.

/** A team as the team pickers list it (id, name). */
export interface TeamOption {
  readonly id: string;
  readonly name?: string | null;
  readonly displayName?: string | null;
  readonly imageUrl?: string | null;
}

/** The label of a team option: its name, else its displayName, else ''. */
export function toTeamLabel(team: TeamOption): string {
  return team.name ?? team.displayName ?? '';
}

/** Teams whose label starts with `text`, ignoring case; all teams for empty text. Keeps the input order. */
export function filterTeamsByName<T extends TeamOption>(teams: readonly T[], text: string): T[] {
  const needle = text.toLowerCase();
  return teams.filter((team) => toTeamLabel(team).toLowerCase().startsWith(needle));
}

/** The team whose label equals `text` exactly (case and spaces included), else undefined: nothing is sent. */
export function findTeamByExactName<T extends TeamOption>(teams: readonly T[], text: string): T | undefined {
  if (text === '') return undefined;
  return teams.find((team) => toTeamLabel(team) === text);
}
