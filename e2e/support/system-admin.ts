import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The first account of a run is the SystemAdmin, and journeys share one server. The journey that registers it
 * leaves its sign-in here (per run: the port is the run's own), so later journeys can act as SystemAdmin.
 */
function file() {
  return join(tmpdir(), `matchday-e2e-system-admin-${process.env.E2E_PORT ?? 'default'}.json`);
}

export function rememberSystemAdmin(account: { email: string; password: string }) {
  writeFileSync(file(), JSON.stringify({ email: account.email, password: account.password }));
}

export function recallSystemAdmin(): { email: string; password: string } | undefined {
  if (!existsSync(file())) return undefined;
  return JSON.parse(readFileSync(file(), 'utf8')) as { email: string; password: string };
}
