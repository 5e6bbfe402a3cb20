import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { registerCommands } from '../../api/modules/discord/services/registerCommands';
import { FakeDiscord } from '../fakes/discord';
import { runScript } from '../support/scripts';

const characterNameOption = {
  type: 3,
  name: 'character_name',
  description: 'Your Old School RuneScape character name, as it shows in game',
  required: true,
  min_length: 1,
  max_length: 12,
};
const EXPECTED_COMMANDS = [
  {
    type: 1,
    name: 'link',
    description: 'Link an OSRS character to your BA Times account, so its rounds count as yours',
    options: [characterNameOption],
  },
  {
    type: 1,
    name: 'main',
    description: 'Choose which of your linked characters is your main account on BA Times',
    options: [characterNameOption],
  },
  {
    type: 1,
    name: 'pb',
    description: "Show a player's personal bests on BA Times, with their picture",
    options: [{ ...characterNameOption, description: 'The character name, as it shows in game' }],
  },
  {
    type: 1,
    name: 'round',
    description: 'Show a round from BA Times: its time, team and wave splits',
    options: [{ type: 4, name: 'id', description: 'The round’s id, as in its address on the site (/details/123)', required: true, min_value: 1 }],
  },
];

describe('registering the slash commands', () => {
  let fake: FakeDiscord;
  const settings = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'test', ...fake.env(), ...env }).discord;

  beforeAll(async () => {
    fake = await new FakeDiscord().start();
  });
  afterAll(() => fake.stop());

  it('puts exactly /link, /main, /pb and /round as the application commands', async () => {
    expect(await registerCommands(settings())).toEqual(['link', 'main', 'pb', 'round']);
    expect(fake.commands).toEqual(EXPECTED_COMMANDS);
    expect(fake.requests.at(-1)).toEqual({ method: 'PUT', path: `/api/v10/applications/${fake.applicationId}/commands` });
  });

  it("gives Discord's status and message for a wrong bot token", async () => {
    fake.commands.splice(0);
    await expect(registerCommands(settings({ DISCORD_BOT_TOKEN: 'not-the-token' }))).rejects.toThrow(
      new Error('Discord refused the commands: 401 401: Unauthorized'),
    );
    expect(fake.commands).toEqual([]);
  });

  it('names the missing settings without calling Discord', async () => {
    const before = fake.requests.length;
    const bare = loadConfig({ NODE_ENV: 'test', DISCORD_BASE_URL: fake.baseUrl }).discord;
    await expect(registerCommands(bare)).rejects.toThrow(
      new Error("Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN to register the slash commands (from the application's page in the Discord Developer Portal)."),
    );
    await expect(registerCommands({ ...bare, applicationId: fake.applicationId })).rejects.toThrow(/^Set DISCORD_BOT_TOKEN to register/);
    expect(fake.requests.length).toBe(before);
  });

  it('says so when Discord cannot be reached', async () => {
    const gone = await new FakeDiscord().start();
    await gone.stop();
    await expect(registerCommands(settings({ DISCORD_BASE_URL: gone.baseUrl }))).rejects.toThrow(
      new RegExp(`^Could not reach Discord at ${gone.baseUrl}: connect ECONNREFUSED`),
    );
  });

  it('the discord:register script reports success, and exits non-zero with the reason on failure', async () => {
    fake.commands.splice(0);
    const ok = await runScript('discord-register.ts', [], fake.env());
    expect(ok).toEqual({ code: 0, stdout: 'Registered the slash commands /link, /main, /pb and /round.\n', stderr: '' });
    expect(fake.commands).toEqual(EXPECTED_COMMANDS);

    const refused = await runScript('discord-register.ts', [], { ...fake.env(), DISCORD_BOT_TOKEN: 'not-the-token' });
    expect(refused).toEqual({ code: 1, stdout: '', stderr: 'Discord refused the commands: 401 401: Unauthorized\n' });

    const unset = await runScript('discord-register.ts', [], { DISCORD_BASE_URL: fake.baseUrl });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toMatch(/^Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN to register the slash commands/);
  });
});
