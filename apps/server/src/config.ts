import { z } from 'zod';

/**
 * Every setting of the server, read once from the environment and validated at start-up.
 * This is the only file that reads `process.env`. The README and `.env.example` list the same settings.
 */
const AppEnv = z.enum(['development', 'test', 'production']);

const ConfigSchema = z.object({
  APP_ENV: AppEnv.default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Embedded database, uploads, the generated dev secret and the process lock live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL over node-postgres instead of the embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppEnv = z.infer<typeof AppEnv>;

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
}

/** Text of spec §8 for a missing required runtime setting, used verbatim. */
export function missingSettingMessage(name: string): string {
  return `Required environment variable ${name} is not set. Please configure it in your deployment.`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
  };
}

/** An empty variable (`FOO=`) means "not set", as in most deployment tools. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
