import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';

describe('configuration from the environment', () => {
  it('uses SQLite at ./data/ba-times.sqlite on port 8080 by default, PostgreSQL when DATABASE_URL is set', () => {
    const plain = loadConfig({});
    expect(plain.port).toBe(8080);
    expect(plain.database).toEqual({ client: 'sqlite', file: expect.stringMatching(/[/\\]data[/\\]ba-times\.sqlite$/) });
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }).database).toEqual({ client: 'postgres', url: 'postgres://u:p@127.0.0.1/db' });
  });

  it('refuses to run in production without APP_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('APP_SECRET must be set in production');
  });

  it('refuses to run in production without PUBLIC_URL, the only address sign-in may return to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 's' })).toThrow('PUBLIC_URL must be set in production: sign-in returns only to the address it names');
  });

  it('believes X-Forwarded-* from no proxy unless TRUSTED_PROXIES names it, and refuses an entry that is no address', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,10.0.0.0/8,loopback' }).trustedProxies).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUSTED_PROXIES: '127.0.0.1, proxy.example' })).toThrow('Invalid configuration: TRUSTED_PROXIES: proxy.example is not an IP address or CIDR range');
  });

  it('serves the development sign-in outside production, in production only with DEV_LOGIN=1, and never with Discord configured', () => {
    expect(loadConfig({}).devLogin).toBe(true);
    expect(loadConfig({ DEV_LOGIN: '0' }).devLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's', PUBLIC_URL: 'https://ba.example' }).devLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 's', PUBLIC_URL: 'https://ba.example', DEV_LOGIN: '1' }).devLogin).toBe(true);
    expect(loadConfig({ DISCORD_CLIENT_ID: '1', DISCORD_CLIENT_SECRET: 's', DEV_LOGIN: '1' }).devLogin).toBe(false);
  });

  it('takes VAPID keys from the environment only as a pair, else keeps its own; the subject defaults to an https PUBLIC_URL', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(loadConfig(pair).push.keys).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY });
    expect(loadConfig({}).push).toEqual({ keys: null, subject: 'mailto:webmaster@localhost' });
    expect(loadConfig({ PUBLIC_URL: 'https://ba.example.com' }).push.subject).toBe('https://ba.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://ba.example.com', VAPID_SUBJECT: 'mailto:ops@example.com' }).push.subject).toBe('mailto:ops@example.com');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'short' })).toThrow('Invalid configuration: VAPID_PRIVATE_KEY: must be the 43 base64url characters of a P-256 private key');
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.com' })).toThrow('Invalid configuration: VAPID_SUBJECT: must be a mailto: or https:// address');
  });

  it('names the setting that is wrong', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: '1' })).toThrow('DISCORD_CLIENT_SECRET must be set with DISCORD_CLIENT_ID');
    expect(() => loadConfig({ DISCORD_PUBLIC_KEY: 'abc' })).toThrow('Invalid configuration: DISCORD_PUBLIC_KEY: must be the 64 hex characters of the application public key');
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/^Invalid configuration: PUBLIC_URL: /);
    expect(() => loadConfig({ DISCORD_WEBHOOK_URL: 'https://discord.com/api/webhooks/1/x' })).toThrow('PUBLIC_URL must be set with DISCORD_WEBHOOK_URL: each post links to its round on the site');
    expect(() => loadConfig({ DISCORD_WEBHOOK_URL: 'discord webhook', PUBLIC_URL: 'https://ba-times.example' })).toThrow('Invalid configuration: DISCORD_WEBHOOK_URL: must be the webhook URL Discord gives, https://discord.com/api/webhooks/…');
    expect(() => loadConfig({ ANNOUNCE_SETTLE_MS: '10s' })).toThrow('Invalid configuration: ANNOUNCE_SETTLE_MS: must be a whole number of milliseconds');
  });

  it('asks /metrics for METRICS_TOKEN when one is set, and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-secret-0123456789' }).metricsToken).toBe('scrape-secret-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('Invalid configuration: METRICS_TOKEN: must be at least 16 characters');
  });

  it('reads the admin list and the extra origins', () => {
    const config = loadConfig({ ADMIN_DISCORD_IDS: ' 1, 2 ,,3', ALLOWED_ORIGINS: 'http://localhost:5173/, https://ba.example' });
    expect([...config.adminDiscordIds]).toEqual(['1', '2', '3']);
    expect([...config.allowedOrigins]).toEqual(['http://localhost:5173', 'https://ba.example']);
  });
});
