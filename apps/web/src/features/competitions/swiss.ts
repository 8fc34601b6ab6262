import type { Fixture, Stage, StandingRow } from '@matchday/contracts';

/**
 * A Swiss stage read from its fixtures: each team's record, Buchholz (the sum of its opponents' wins minus
 * losses), opponents in round order and status, and each round's matches grouped by the record the teams
 * brought into it. The server's stage stats carry the same table (`wins`, `buchholz`, …); this reading
 * fills in while they are missing and gives the rounds' record groups, which no route answers.
 */
export interface SwissRecord {
  readonly teamId: string;
  readonly teamName: string;
  readonly wins: number;
  readonly losses: number;
  readonly buchholz: number;
  readonly status: 'advanced' | 'eliminated' | 'playing';
  readonly opponents: readonly { teamId: string; teamName: string }[];
}

/** The side that won a finished fixture (a bye: the side that has a team). */
function winnerId(f: Fixture): string | null {
  if (f.isBye) return f.homeTeamId ?? f.awayTeamId;
  if (f.status !== 'finished' || f.homeScore === null || f.awayScore === null) return null;
  if (f.homeScore === f.awayScore) return null;
  return f.homeScore > f.awayScore ? f.homeTeamId : f.awayTeamId;
}

type Tally = {
  teamName: string;
  wins: number;
  losses: number;
  opponents: { teamId: string; teamName: string }[];
};

function tally(fixtures: readonly Fixture[]): Map<string, Tally> {
  const teams = new Map<string, Tally>();
  const of = (id: string, name: string | null) => {
    const found = teams.get(id);
    if (found) return found;
    const created: Tally = { teamName: name ?? '', wins: 0, losses: 0, opponents: [] };
    teams.set(id, created);
    return created;
  };
  for (const f of [...fixtures].sort((a, b) => a.round - b.round || a.slot - b.slot)) {
    const home = f.homeTeamId ? of(f.homeTeamId, f.homeTeamName) : null;
    const away = f.awayTeamId ? of(f.awayTeamId, f.awayTeamName) : null;
    if (home && away && f.homeTeamId && f.awayTeamId) {
      home.opponents.push({ teamId: f.awayTeamId, teamName: f.awayTeamName ?? '' });
      away.opponents.push({ teamId: f.homeTeamId, teamName: f.homeTeamName ?? '' });
    }
    const winner = winnerId(f);
    if (winner === null) continue;
    if (winner === f.homeTeamId) {
      if (home) home.wins++;
      if (away) away.losses++;
    } else {
      if (away) away.wins++;
      if (home) home.losses++;
    }
  }
  return teams;
}

export function statusOf(
  stage: Pick<Stage, 'winsToAdvance' | 'lossesToEliminate'>,
  wins: number,
  losses: number,
) {
  if (stage.winsToAdvance !== null && wins >= stage.winsToAdvance) return 'advanced' as const;
  if (stage.lossesToEliminate !== null && losses >= stage.lossesToEliminate) return 'eliminated' as const;
  return 'playing' as const;
}

/** The table: best record first (most wins, fewest losses), then Buchholz, then name. */
export function swissTable(
  stage: Pick<Stage, 'winsToAdvance' | 'lossesToEliminate'>,
  fixtures: readonly Fixture[],
): SwissRecord[] {
  const teams = tally(fixtures);
  const net = (id: string) => {
    const x = teams.get(id);
    return x ? x.wins - x.losses : 0;
  };
  return [...teams.entries()]
    .map(([teamId, x]) => ({
      teamId,
      teamName: x.teamName,
      wins: x.wins,
      losses: x.losses,
      buchholz: x.opponents.reduce((sum, o) => sum + net(o.teamId), 0),
      status: statusOf(stage, x.wins, x.losses),
      opponents: x.opponents,
    }))
    .sort(
      (a, b) =>
        b.wins - b.losses - (a.wins - a.losses) ||
        b.wins - a.wins ||
        b.buchholz - a.buchholz ||
        a.teamName.localeCompare(b.teamName),
    );
}

/** The server's rows when they carry the Swiss fields, else the table read from the fixtures. */
export function swissRows(
  stage: Pick<Stage, 'winsToAdvance' | 'lossesToEliminate'>,
  fixtures: readonly Fixture[],
  rows: readonly StandingRow[] | undefined,
): SwissRecord[] {
  if (rows && rows.length > 0 && rows.every((r) => r.wins !== undefined && r.losses !== undefined)) {
    return rows.map((r) => ({
      teamId: r.teamId,
      teamName: r.teamName,
      wins: r.wins ?? 0,
      losses: r.losses ?? 0,
      buchholz: r.buchholz ?? 0,
      status: r.status ?? statusOf(stage, r.wins ?? 0, r.losses ?? 0),
      opponents: r.opponents ?? [],
    }));
  }
  return swissTable(stage, fixtures);
}

export interface SwissRound {
  readonly round: number;
  /** Record groups, best first: "1–0" before "0–1"; each with its matches. */
  readonly groups: readonly { record: string; wins: number; losses: number; fixtures: readonly Fixture[] }[];
}

/** Each round's matches under the record both teams brought into it (Swiss pairs equal records). */
export function swissRounds(fixtures: readonly Fixture[]): SwissRound[] {
  const numbers = [...new Set(fixtures.map((f) => f.round))].sort((a, b) => a - b);
  return numbers.map((round) => {
    const before = tally(fixtures.filter((f) => f.round < round));
    const groups = new Map<string, { record: string; wins: number; losses: number; fixtures: Fixture[] }>();
    for (const f of fixtures.filter((x) => x.round === round).sort((a, b) => a.slot - b.slot)) {
      const x = (f.homeTeamId && before.get(f.homeTeamId)) || { wins: 0, losses: 0 };
      const record = `${x.wins}–${x.losses}`;
      const group = groups.get(record) ?? { record, wins: x.wins, losses: x.losses, fixtures: [] };
      group.fixtures.push(f);
      groups.set(record, group);
    }
    return {
      round,
      groups: [...groups.values()].sort((a, b) => b.wins - b.losses - (a.wins - a.losses) || b.wins - a.wins),
    };
  });
}
