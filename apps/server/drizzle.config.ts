import { defineConfig } from 'drizzle-kit';

// One set of migrations for PGlite and PostgreSQL. Generate with `npm run db:generate -w apps/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
