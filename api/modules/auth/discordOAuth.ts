import type { DiscordConfig } from '../../config';

export interface DiscordIdentity {
  id: string;
  username: string;
}

/** Discord's consent page for this sign-in. */
export function authorizeUrl(discord: DiscordConfig, callbackUrl: string, state: string): string {
  const url = new URL(`${discord.baseUrl}/oauth2/authorize`);
  url.search = new URLSearchParams({
    client_id: discord.clientId!,
    response_type: 'code',
    scope: 'identify',
    redirect_uri: callbackUrl,
    state,
    prompt: 'none',
  }).toString();
  return url.toString();
}

async function discordJson(res: Response, step: string): Promise<Record<string, unknown>> {
  if (!res.ok) throw new Error(`Discord ${step} failed with ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Trades the code for an access token, then reads who signed in. Throws on any refusal. */
export async function identifyWithCode(discord: DiscordConfig, code: string, callbackUrl: string): Promise<DiscordIdentity> {
  const basic = Buffer.from(`${discord.clientId}:${discord.clientSecret}`).toString('base64');
  const token = await discordJson(
    await fetch(`${discord.baseUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callbackUrl }).toString(),
      signal: AbortSignal.timeout(10_000),
    }),
    'token exchange',
  );
  if (typeof token.access_token !== 'string') throw new Error('Discord token exchange gave no access token');
  const user = await discordJson(
    await fetch(`${discord.baseUrl}/api/users/@me`, {
      headers: { Authorization: `Bearer ${token.access_token}` },
      signal: AbortSignal.timeout(10_000),
    }),
    'user lookup',
  );
  if (typeof user.id !== 'string' || !/^\d{1,20}$/.test(user.id) || typeof user.username !== 'string') {
    throw new Error('Discord user lookup gave an unexpected user');
  }
  return { id: user.id, username: user.username.slice(0, 64) };
}
