import type { DiscordConfig } from '../../../config';
import { discordCommands } from '../commands';

function discordMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: string; errors?: unknown };
    return [body.message, body.errors && JSON.stringify(body.errors)].filter(Boolean).join(' ') || text;
  } catch {
    return text.slice(0, 300);
  }
}

/**
 * Replaces the application's global slash commands with /link and /main (Discord's PUT overwrites the
 * whole set). Returns the registered names; throws an Error whose message says what to fix.
 */
export async function registerCommands(discord: DiscordConfig): Promise<string[]> {
  const { applicationId, botToken, baseUrl } = discord;
  if (!applicationId || !botToken) {
    const missing = [!applicationId && 'DISCORD_APPLICATION_ID', !botToken && 'DISCORD_BOT_TOKEN'].filter(Boolean);
    throw new Error(`Set ${missing.join(' and ')} to register the slash commands (from the application's page in the Discord Developer Portal).`);
  }
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/v10/applications/${applicationId}/commands`, {
      method: 'PUT',
      headers: { Authorization: `Bot ${botToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(discordCommands),
    });
  } catch (err) {
    const cause = (err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message;
    throw new Error(`Could not reach Discord at ${baseUrl}: ${cause}`, { cause: err });
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`Discord refused the commands: ${res.status} ${discordMessage(text)}`);
  return (JSON.parse(text) as { name: string }[]).map((command) => command.name);
}
