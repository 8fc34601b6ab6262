import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The competition modules' boundaries (docs/adr/0011-module-boundaries.md), read from their imports until the
 * linter checks every module: modules reach each other only through `*.service.ts`, in one direction, and a
 * repo queries only its own module's tables.
 */
const modulesDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Whom each module may import (through its service). */
const mayUse: Record<string, string[]> = {
  leagues: ['reference'],
  champs: ['leagues', 'teams', 'reference'],
  stages: ['champs', 'leagues', 'teams', 'reference'],
  // Corrections tell the teams (notifications, their managers through permissions) and name who made them (users).
  fixtures: [
    'stages',
    'champs',
    'leagues',
    'teams',
    'venues',
    'reference',
    'notifications',
    'permissions',
    'users',
  ],
  standings: [
    'participation',
    'match-sheets',
    'fixtures',
    'stages',
    'champs',
    'leagues',
    'teams',
    'reference',
  ],
  teams: ['reference'],
  venues: [],
  chat: ['fixtures', 'champs', 'leagues', 'users'],
  calendar: ['fixtures', 'champs', 'leagues', 'teams', 'players', 'favorites', 'venues', 'reference'],
  news: ['champs', 'leagues', 'teams', 'users'],
  search: ['champs', 'leagues', 'teams', 'players', 'news'],
  payments: ['champs', 'leagues', 'registrations', 'users'],
};

/** The tables of each module (db/schema/<module>.ts). */
const tablesOf: Record<string, string[]> = {
  leagues: ['champLeagues'],
  champs: ['champs', 'champTeams'],
  stages: ['stages', 'stageGroups', 'stageGroupTeams'],
  fixtures: ['fixtures', 'fixtureReferees', 'fixtureResultChanges'],
  standings: [],
  teams: ['teams'],
  venues: ['venues', 'referees', 'champVenues'],
  chat: ['chatRooms', 'chatMessages', 'chatMutes', 'chatReads'],
  calendar: ['calendarTokens'],
  news: ['newsItems'],
  search: [],
  payments: [
    'subscriptions',
    'checkoutSessions',
    'paymentEvents',
    'payments',
    'connectedAccounts',
    'invoices',
    'sandboxObjects',
    'sandboxEvents',
    'sandboxIdempotency',
  ],
};

function sourcesOf(module: string) {
  const dir = join(modulesDir, module);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.testing.ts'))
    .map((f) => ({ file: `${module}/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}

function importsOf(text: string): { names: string; from: string }[] {
  return [...text.matchAll(/import\s+(?:type\s+)?([\s\S]*?)\s+from\s+'([^']+)'/g)].map((m) => ({
    names: m[1]!,
    from: m[2]!,
  }));
}

/** Finds what breaks the rules in one module's sources. */
function findBoundaryProblems(module: string, sources: { file: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const { file, text } of sources) {
    for (const { names, from } of importsOf(text)) {
      const other = /^\.\.\/([a-z-]+)\/([a-z.-]+)$/.exec(from);
      if (other) {
        const [, target, targetFile] = other;
        if (!targetFile!.endsWith('.service.ts')) problems.push(`${file} imports ${from} (not a service)`);
        if (!mayUse[module]?.includes(target!))
          problems.push(`${file} depends on ${target} against the direction`);
      }
      if (from.includes('/db/schema/') && !file.endsWith('.repo.ts')) {
        problems.push(`${file} reads tables outside its repo`);
      }
      if (from.includes('/db/schema/') && file.endsWith('.repo.ts')) {
        const tables = names
          .replace(/[{}\s]/g, '')
          .split(',')
          .filter(Boolean);
        for (const table of tables) {
          if (!tablesOf[module]?.includes(table)) problems.push(`${file} queries ${table} of another module`);
        }
      }
    }
  }
  return problems;
}

describe('competition module boundaries', () => {
  it.each(Object.keys(mayUse))('%s imports other modules only through their services, one way', (module) => {
    expect(findBoundaryProblems(module, sourcesOf(module))).toEqual([]);
  });

  it.each([
    ['a repo of another module', 'champs', "import { findLeague } from '../leagues/leagues.repo.ts';"],
    ['a downstream module', 'champs', "import { listFixtureRows } from '../fixtures/fixtures.service.ts';"],
    ['another module’s table', 'stages', "import { fixtures } from '../../db/schema/index.ts';"],
  ])('catches %s', (_, module, line) => {
    const file = module === 'stages' ? `${module}/${module}.repo.ts` : `${module}/${module}.service.ts`;
    expect(findBoundaryProblems(module, [{ file, text: line }])).not.toEqual([]);
  });
});
