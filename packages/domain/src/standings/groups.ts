// Tables per group (group stages, conferences): one computeStandings per group key.

import { computeStandings } from './compute.ts';
import type { StandingsInput, StandingsMatch, StandingsRow } from './types.ts';

/** computeStandings input where every match (and listed team) carries its group key. */
export interface GroupStandingsInput<T, G> extends Omit<StandingsInput<T>, 'matches' | 'teams'> {
  readonly matches: readonly (StandingsMatch<T> & { readonly group: G })[];
  /** Teams to list in a group even without a counted match yet. */
  readonly teams?: readonly { readonly team: T; readonly group: G }[];
}

/** One group's table from computeGroupStandings. */
export interface GroupStandings<T, G> {
  readonly group: G;
  readonly rows: StandingsRow<T>[];
}

function compareGroups<G>(a: G, b: G): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * One table per group key, groups in key order (numbers numerically, others by text). Adjustments, fair play,
 * manual order and lots apply to the teams of each group.
 */
export function computeGroupStandings<T, G>(input: GroupStandingsInput<T, G>): GroupStandings<T, G>[] {
  const groups = new Map<G, { matches: StandingsMatch<T>[]; teams: T[] }>();
  const bucket = (group: G) => {
    let entry = groups.get(group);
    if (!entry) {
      entry = { matches: [], teams: [] };
      groups.set(group, entry);
    }
    return entry;
  };
  for (const match of input.matches) bucket(match.group).matches.push(match);
  for (const { team, group } of input.teams ?? []) bucket(group).teams.push(team);

  return [...groups.keys()].sort(compareGroups).map((group) => {
    const entry = groups.get(group)!;
    const members = new Set<T>(entry.teams);
    for (const m of entry.matches) {
      members.add(m.home);
      members.add(m.away);
    }
    const { matches: _matches, teams: _teams, ...shared } = input;
    return {
      group,
      rows: computeStandings({
        ...shared,
        matches: entry.matches,
        teams: entry.teams,
        adjustments: input.adjustments?.filter((a) => members.has(a.team)),
      }),
    };
  });
}
