import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/** Settings come from the environment only; docs/operating.md "Configuration" lists them. */
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
  ARENA_MAP_FILE: z.string().optional(),
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.string().optional(),
  // A bearer secret: short ones are guessable.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ALLOWED_ORIGINS: z.string().default(''),
  TRUSTED_PROXIES: z.string().default(''),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_BASE_URL: z.string().url().default('https://discord.com'),
  DISCORD_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be the 64 hex characters of the application public key')
    .optional(),
  DISCORD_APPLICATION_ID: z.string().optional(),
  DISCORD_BOT_TOKEN: z.string().optional(),
  DISCORD_WEBHOOK_URL: z.string().url('must be the webhook URL Discord gives, https://discord.com/api/webhooks/…').optional(),
  // Teammates' reports of a round arrive within seconds, the scroller's time winning: the post waits for them.
  ANNOUNCE_SETTLE_MS: z.string().regex(/^\d+$/, 'must be a whole number of milliseconds').default('10000'),
  // The shipped plugin signs with this public string; a site may choose its own with its own plugin build.
  PLUGIN_SIGNING_SECRET: z.string().min(1).default('ba-4-all'),
  // A plain number, so an empty value is an error rather than 0 (which turns rate limits off).
  RATE_LIMIT_SCALE: z.string().regex(/^\d+(\.\d+)?$/, 'must be a number, 0 or more').default('1'),
  // Web Push's VAPID keys (base64url, as web-push generates them); without them the site makes a pair and keeps it in its database.
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be the 87 base64url characters of a P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be the 43 base64url characters of a P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address').optional(),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  database: { client: 'sqlite'; file: string } | { client: 'postgres'; url: string; schema?: string };
  publicUrl: string | null;
  /** Origins besides PUBLIC_URL that may receive sign-in redirects and make cross-origin API calls. */
  allowedOrigins: ReadonlySet<string>;
  /** Addresses and ranges of the reverse proxies whose X-Forwarded-* headers are believed; none by default. */
  trustedProxies: readonly string[];
  discord: DiscordConfig;
  pluginSigningSecret: string;
  appSecret: string;
  adminDiscordIds: ReadonlySet<string>;
  devLogin: boolean;
  /** The arena collision map replays draw; null when the site has none, and replays show an open floor. */
  arenaMapFile: string | null;
  staticDir: string | null;
  logLevel: string;
  /** The bearer token `/metrics` asks for; without one, it answers loopback scrapers only. */
  metricsToken: string | null;
  /** Multiplies every rate limit; 0 turns them off. */
  rateLimitScale: number;
  announcements: AnnouncementConfig;
  push: PushConfig;
}

export interface PushConfig {
  /** VAPID keys from the environment; null for the pair the site keeps in its database. */
  keys: { publicKey: string; privateKey: string } | null;
  /** Who runs the site, as push services ask (RFC 8292): a mailto: or https: address. */
  subject: string;
}

export interface AnnouncementConfig {
  /** The Discord channel webhook records are posted to; null turns announcements off. */
  webhookUrl: string | null;
  /** How long after a round lands its post waits, so teammates' reports have merged into it. */
  settleMs: number;
}

export interface DiscordConfig {
  /** Set when Discord sign-in is configured; the development sign-in serves only without it. */
  clientId: string | null;
  clientSecret: string | null;
  baseUrl: string;
  publicKey: string | null;
  applicationId: string | null;
  botToken: string | null;
}

const listOf = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** An address, a CIDR range or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isAddressOrRange(entry: string): boolean {
  try {
    proxyaddr.compile(entry);
    return true;
  } catch {
    return false;
  }
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
  // Sign-in returns only to addresses the configuration names; in production that is PUBLIC_URL.
  if (production && !e.PUBLIC_URL) throw new Error('PUBLIC_URL must be set in production: sign-in returns only to the address it names');
  const discordSignIn = Boolean(e.DISCORD_CLIENT_ID);
  if (discordSignIn && !e.DISCORD_CLIENT_SECRET) throw new Error('DISCORD_CLIENT_SECRET must be set with DISCORD_CLIENT_ID');
  if (e.DISCORD_WEBHOOK_URL && !e.PUBLIC_URL) throw new Error('PUBLIC_URL must be set with DISCORD_WEBHOOK_URL: each post links to its round on the site');
  const origins = listOf(e.ALLOWED_ORIGINS);
  const trustedProxies = listOf(e.TRUSTED_PROXIES);
  const badProxy = trustedProxies.find((entry) => !isAddressOrRange(entry));
  if (badProxy !== undefined) throw new Error(`Invalid configuration: TRUSTED_PROXIES: ${badProxy} is not an IP address or CIDR range`);
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { client: 'postgres', url: e.DATABASE_URL }
      : { client: 'sqlite', file: path.resolve(e.DATABASE_FILE) },
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    allowedOrigins: new Set(origins.map((o) => new URL(o).origin)),
    trustedProxies,
    discord: {
      clientId: e.DISCORD_CLIENT_ID ?? null,
      clientSecret: e.DISCORD_CLIENT_SECRET ?? null,
      baseUrl: e.DISCORD_BASE_URL.replace(/\/+$/, ''),
      publicKey: e.DISCORD_PUBLIC_KEY ?? null,
      applicationId: e.DISCORD_APPLICATION_ID ?? null,
      botToken: e.DISCORD_BOT_TOKEN ?? null,
    },
    pluginSigningSecret: e.PLUGIN_SIGNING_SECRET,
    appSecret: e.APP_SECRET ?? DEV_SECRET,
    adminDiscordIds: new Set(listOf(e.ADMIN_DISCORD_IDS)),
    devLogin: !discordSignIn && (e.DEV_LOGIN ? e.DEV_LOGIN === '1' : !production),
    arenaMapFile: e.ARENA_MAP_FILE ? path.resolve(e.ARENA_MAP_FILE) : null,
    staticDir: e.STATIC_DIR ? path.resolve(e.STATIC_DIR) : null,
    logLevel: e.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    metricsToken: e.METRICS_TOKEN ?? null,
    rateLimitScale: Number(e.RATE_LIMIT_SCALE),
    announcements: { webhookUrl: e.DISCORD_WEBHOOK_URL ?? null, settleMs: Number(e.ANNOUNCE_SETTLE_MS) },
    push: {
      keys: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
      subject: e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL : 'mailto:webmaster@localhost'),
    },
  };
}
