import path from 'node:path';
import { z } from 'zod';

/** Settings come from the environment only; README "Configuration" lists them. */
const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_FILE: z.string().default('./data/ba-times.sqlite'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  APP_SECRET: z.string().optional(),
  ADMIN_DISCORD_IDS: z.string().default(''),
  DEV_LOGIN: z.string().optional(),
  ARENA_MAP_FILE: z.string().default('../shared/data/ba-arena-collision.json'),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.string().optional(),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  database: { client: 'sqlite'; file: string } | { client: 'postgres'; url: string; schema?: string };
  publicUrl: string | null;
  appSecret: string;
  adminDiscordIds: ReadonlySet<string>;
  devLogin: boolean;
  arenaMapFile: string;
  staticDir: string | null;
  logLevel: string;
}

const DEV_SECRET = 'ba-times-development-secret-not-for-production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.APP_SECRET) throw new Error('APP_SECRET must be set in production');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { client: 'postgres', url: e.DATABASE_URL }
      : { client: 'sqlite', file: path.resolve(e.DATABASE_FILE) },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    appSecret: e.APP_SECRET ?? DEV_SECRET,
    adminDiscordIds: new Set(e.ADMIN_DISCORD_IDS.split(',').map((s) => s.trim()).filter(Boolean)),
    devLogin: e.DEV_LOGIN ? e.DEV_LOGIN === '1' : !production,
    arenaMapFile: path.resolve(e.ARENA_MAP_FILE),
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : null,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
  };
}
