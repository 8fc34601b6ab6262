import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';

/**
 * True when nobody has registered yet. The identity tables may not exist in an older database, so their
 * absence also counts as empty.
 */
export async function isEmptyInstallation(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select case when to_regclass('public.users') is null then 0 else (select count(*) from users) end as n`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number | string;
  }[];
  return Number(rows[0]?.n ?? 0) === 0;
}

/** What the console says once the server listens. */
export function startupMessages(config: Config, emptyInstallation: boolean): string[] {
  const messages = [`Matchday is running at ${config.publicUrl}`];
  if (emptyInstallation) {
    messages.push(
      `No account exists yet: the first account to register (${config.publicUrl}/register) ` +
        'becomes the system administrator.',
    );
  }
  if (!config.databaseUrl) messages.push(`Data folder: ${config.dataDir}`);
  return messages;
}
