import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { createTestApp } from './helpers.ts';

/**
 * The served OpenAPI document passes `redocly lint` with the recommended rules (redocly.yaml) and 0 errors
 * (docs/adr/0009-route-contract.md). Warnings are printed, not failed on.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

let app: App;
let dir: string;
beforeAll(async () => {
  app = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'matchday-openapi-'));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function redoclyLint(file: string): Promise<LintProblem[]> {
  const bin = join(root, 'node_modules/.bin/redocly');
  const args = [
    'lint',
    file,
    '--config',
    join(root, 'redocly.yaml'),
    '--format',
    'json',
    '--max-problems',
    '10000',
  ];
  // No telemetry or update check: CI reaches no network but the package registry.
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_COLOR: '1',
  };
  // redocly exits 1 when it finds an error; the JSON on stdout says which.
  const { stdout } = await promisify(execFile)(bin, args, {
    cwd: dir,
    env,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout) throw new Error(`redocly lint failed: ${error.stderr}`);
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { problems: LintProblem[] }).problems;
}

describe('the OpenAPI document', () => {
  it('passes redocly lint with the recommended rules and 0 errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const file = join(dir, 'openapi.json');
    writeFileSync(file, response.body);

    const problems = await redoclyLint(file);
    const show = (p: LintProblem) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    const warnings = problems.filter((p) => p.severity !== 'error');
    if (warnings.length > 0) {
      const byRule = new Map<string, number>();
      for (const p of warnings) byRule.set(p.ruleId, (byRule.get(p.ruleId) ?? 0) + 1);
      console.info(
        `redocly lint: ${warnings.length} warnings (${[...byRule].map(([r, n]) => `${r}: ${n}`).join(', ')})`,
      );
    }
    expect(problems.filter((p) => p.severity === 'error').map(show)).toEqual([]);
  });

  it('lets the linter fail on an error, so the test above can fail', async () => {
    const file = join(dir, 'broken.json');
    const document = JSON.parse((await app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    for (const item of Object.values(document.paths) as Record<string, { summary?: string }>[]) {
      for (const operation of Object.values(item)) delete operation.summary;
    }
    writeFileSync(file, JSON.stringify(document));
    const errors = (await redoclyLint(file)).filter((p) => p.severity === 'error');
    expect(errors.some((p) => p.ruleId === 'operation-summary')).toBe(true);
  });
});
