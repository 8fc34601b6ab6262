import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  /** Signs sessions and tokens. Required in production; generated once and kept in DATA_DIR elsewhere. */
  AUTH_SECRET: z.string().min(16).optional(),
  /** The address people use to reach the site (links in emails, auth callbacks). Required in production. */
  PUBLIC_URL: z.string().url().optional(),
  /** When set, mail goes out over SMTP; otherwise it stays in the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Matchday <no-reply@localhost>'),
});

export type AppEnv = z.infer<typeof AppEnv>;

export interface Config {
  appEnv: AppEnv;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  authSecret: string;
  publicUrl: string;
  smtpUrl?: string | undefined;
  mailFrom: string;
}

/** Settings production cannot run without; elsewhere each has a local default. */
export const requiredInProduction = ['AUTH_SECRET', 'PUBLIC_URL'] as const;

/** Text of spec §8 for a missing required runtime setting, used verbatim. */
export function missingSettingMessage(name: string): string {
  return `Required environment variable ${name} is not set. Please configure it in your deployment.`;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The data folder value that keeps everything in memory (tests). */
export const memoryDataDir = 'memory://';

/**
 * Reads and validates the settings. Pure apart from one side effect: outside production, a missing
 * AUTH_SECRET is generated once and stored in DATA_DIR/.auth-secret so sessions survive restarts.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  if (e.APP_ENV === 'production') {
    for (const name of requiredInProduction) {
      if (e[name] === undefined) throw new ConfigError(missingSettingMessage(name));
    }
  }
  return {
    appEnv: e.APP_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    authSecret: e.AUTH_SECRET ?? findOrCreateDevSecret(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
  };
}

/** Path of the generated secret inside a data folder. */
export function devSecretPath(dataDir: string): string {
  return join(resolve(dataDir), '.auth-secret');
}

function findOrCreateDevSecret(dataDir: string): string {
  const secret = randomBytes(32).toString('base64url');
  if (dataDir === memoryDataDir) return secret;
  const file = devSecretPath(dataDir);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 16) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** An empty variable (`FOO=`) means "not set", as in most deployment tools. */
function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
