// Two real seasons with their officially published tables (see /work/shared/reference/README.md): the engine must
// reproduce every field of every row from the results, the rules and the adjustments alone.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  computeStandings,
  type PointsAdjustment,
  type StandingsMatch,
  type StandingsRules,
} from '../src/index.ts';

// A copy of /work/shared/reference lives beside this test; MATCHDAY_REFERENCE_DIR points at another folder of seasons.
const REFERENCE_DIR =
  process.env.MATCHDAY_REFERENCE_DIR ?? fileURLToPath(new URL('./reference', import.meta.url));
const SEASONS = readdirSync(REFERENCE_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();

interface ExpectedRow {
  pos: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

interface ReferenceSeason {
  competition: string;
  season: string;
  rules: StandingsRules;
  adjustments?: PointsAdjustment<string>[];
  matches: StandingsMatch<string>[];
  expectedTable: ExpectedRow[];
}

function load(file: string): ReferenceSeason {
  return JSON.parse(readFileSync(`${REFERENCE_DIR}/${file}`, 'utf8')) as ReferenceSeason;
}

const FIELDS = [
  'pos',
  'team',
  'played',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'goalDifference',
  'points',
] as const;

it('finds both reference seasons', () => {
  expect(SEASONS).toEqual(expect.arrayContaining(['eng1-2011-12.json', 'esp1-2014-15.json']));
});

describe.each(SEASONS)('reference season %s', (file) => {
  const season = load(file);

  it(`reproduces the official ${season.competition} ${season.season} table, every field of every row`, () => {
    const rows = computeStandings({
      matches: season.matches,
      rules: season.rules,
      adjustments: season.adjustments,
    });
    const actual = rows.map((row) => Object.fromEntries(FIELDS.map((f) => [f, row[f]])));
    const expected = season.expectedTable.map((row) => Object.fromEntries(FIELDS.map((f) => [f, row[f]])));
    expect(actual).toEqual(expected);
  });

  it('gives the same table whatever the order of the matches', () => {
    const reversed = computeStandings({
      matches: [...season.matches].reverse(),
      rules: season.rules,
      adjustments: season.adjustments,
    });
    expect(reversed.map((r) => r.team)).toEqual(season.expectedTable.map((r) => r.team));
  });
});

describe('reference season explanations', () => {
  it('says Manchester City won the 2011-12 title on goal difference, 64 to 56', () => {
    const season = load('eng1-2011-12.json');
    const [first] = computeStandings({ matches: season.matches, rules: season.rules });
    expect(first?.explanation).toEqual({
      criterion: 'goalDifference',
      above: 'Manchester United',
      values: [64, 56],
    });
  });

  it('separates La Liga 2014-15 teams level on points by the head-to-head mini-league', () => {
    const season = load('esp1-2014-15.json');
    const rows = computeStandings({
      matches: season.matches,
      rules: season.rules,
      adjustments: season.adjustments,
    });
    const byTeam = new Map(rows.map((r) => [r.team, r]));
    // Three-team relegation mini-league: Deportivo, Granada, Eibar on 35 points.
    expect(byTeam.get('Deportivo La Coruña')?.explanation?.criterion).toMatch(/^h2h/);
    expect(byTeam.get('Deportivo La Coruña')?.explanation?.miniLeague).toHaveLength(3);
    expect(byTeam.get('Granada CF')?.explanation?.criterion).toMatch(/^h2h/);
    // Almería's deduction is listed with its reason.
    expect(byTeam.get('UD Almería')?.pointsAdjustment).toBe(-3);
    expect(byTeam.get('UD Almería')?.adjustments[0]?.reason).toBe('Penalty for failing to pay creditors');
  });
});
