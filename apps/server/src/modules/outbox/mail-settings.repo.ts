import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/outbox.ts';

/** What the `mail` row of app_settings holds. */
export interface StoredMailSettings {
  smtpUrl: string;
  from: string;
}

const MAIL_KEY = 'mail';

export async function findStoredMailSettings(
  db: Db,
): Promise<{ value: StoredMailSettings; updatedAt: Date } | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MAIL_KEY));
  return row ? { value: row.value as StoredMailSettings, updatedAt: row.updatedAt } : undefined;
}

export async function saveMailSettings(
  db: Db,
  value: StoredMailSettings,
  updatedBy: string,
  now: Date,
): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: MAIL_KEY, value, updatedBy, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedBy, updatedAt: now } });
}
