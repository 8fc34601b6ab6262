import pg from 'pg';

/** Runs `run` on a connection of its own to the PostgreSQL server at `url` (creating and dropping databases). */
export async function withAdmin(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}
