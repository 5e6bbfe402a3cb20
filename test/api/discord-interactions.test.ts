import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../support/databases';
import { startServer, startSignedIn, type TestServer } from '../support/server';
import { commandData, discordKeys, guildCommand as serverCommand, interactionId, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';

const PATH = '/api/v1/discord/interactions';
const INVALID_SIGNATURE = { status: 'error', error: 'The request signature is missing or invalid.', code: 'invalid_signature' };
const INVALID_NAME = 'That is not a valid character name. Names are 1 to 12 characters: letters, digits, spaces, hyphens and underscores.';

interface Player {
  id: string;
  username: string;
}

/** A slash command run in a server channel, with a display name Discord lets anyone choose. */
const guildCommand = (player: Player, name: string, characterName?: unknown) => serverCommand({ ...player, global_name: '@everyone' }, name, characterName);

/** A slash command run in a DM with the bot: Discord names the player in user. */
const dmCommand = (player: Player, name: string, characterName?: unknown) => ({
  id: interactionId(),
  application_id: '2222222222222222222',
  type: 2,
  token: 'interaction-token',
  version: 1,
  channel_id: '1100000000000000003',
  context: 1,
  user: { ...player, global_name: null, discriminator: '0', avatar: null },
  data: commandData(name, characterName),
});

const reply = (content: string) => ({ type: 4, data: { content, flags: 64, allowed_mentions: { parse: [] } } });

describe.each(databaseKinds)('Discord interactions on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  const post = (rawBody: string, headers: Record<string, string>) => server.request('POST', PATH, { rawBody, headers });
  const interact = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return post(body, signatureHeaders(body));
  };
  const users = async () => (await server.request('GET', '/api/v1/users/all', { token: admin })).body.data as any[];
  const userByDiscordId = async (discordId: string) => (await users()).find((u) => u.discord_id === discordId);
  /** Everything a command could change, as clients see it. */
  const siteState = async () => ({ users: await users(), alts: (await server.request('GET', '/api/v1/accounts/')).body });

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind, { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) }));
  });
  afterAll(() => server.stop());

  describe('signature', () => {
    it('answers a signed PING with exactly {"type":1}', async () => {
      const body = JSON.stringify({ id: '1', application_id: '2', type: 1, token: 't', version: 1 });
      const res = await fetch(server.baseUrl + PATH, { method: 'POST', headers: signatureHeaders(body), body });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.text()).toBe('{"type":1}');
    });

    const body = JSON.stringify(guildCommand({ id: '500000000000000001', username: 'intruder' }, 'link', 'Stolen Name'));
    const otherKey = crypto.generateKeyPairSync('ed25519').privateKey;
    it.each<[string, () => Record<string, string>]>([
      ['a forged signature', () => ({ ...signatureHeaders(body), 'X-Signature-Ed25519': crypto.randomBytes(64).toString('hex') })],
      ['a signature over a different body', () => signatureHeaders(body.replace('Stolen Name', 'Other Name'))],
      ['a signature over a different timestamp', () => ({ ...signatureHeaders(body, undefined, '1700000000'), 'X-Signature-Timestamp': '1700000001' })],
      ['a signature made with another key', () => signatureHeaders(body, otherKey)],
      ['a signature that is not hex', () => ({ ...signatureHeaders(body), 'X-Signature-Ed25519': 'z'.repeat(128) })],
      ['no signature header', () => ({ 'Content-Type': 'application/json', 'X-Signature-Timestamp': signatureHeaders(body)['X-Signature-Timestamp'] })],
      ['no timestamp header', () => ({ 'Content-Type': 'application/json', 'X-Signature-Ed25519': signatureHeaders(body)['X-Signature-Ed25519'] })],
      ['no signature headers at all', () => ({ 'Content-Type': 'application/json' })],
    ])('refuses %s with 401 and changes nothing', async (_case, headers) => {
      const before = await siteState();
      const res = await post(body, headers());
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_SIGNATURE);
      expect(await siteState()).toEqual(before);
    });

    it('refuses an unsigned body that is not JSON with 401, not 400', async () => {
      const res = await post('not json at all', { 'Content-Type': 'text/plain' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_SIGNATURE);
    });

    it('refuses a signed body that is not JSON with 400', async () => {
      const res = await post('{"type":', signatureHeaders('{"type":'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'The request body is not valid JSON.', code: 'invalid_json' });
    });

    it('refuses a body over 64 kB with 413 before reading it as an interaction', async () => {
      const big = JSON.stringify({ type: 1, padding: 'x'.repeat(70_000) });
      const res = await post(big, signatureHeaders(big));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ status: 'error', error: 'The request body is too large.', code: 'payload_too_large' });
    });

    it('refuses a chunked body (no Content-Length) once it passes 64 kB, with 413', async () => {
      const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
      let sent = 0;
      const body = new ReadableStream({
        pull: (controller) => (sent++ < 5 ? controller.enqueue(chunk) : controller.close()),
      });
      const res = await fetch(server.baseUrl + PATH, { method: 'POST', body, duplex: 'half', headers: signatureHeaders('') } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ status: 'error', error: 'The request body is too large.', code: 'payload_too_large' });
    });

    it('refuses a signed interaction of a type it does not answer with 400', async () => {
      const res = await interact({ id: '1', application_id: '2', type: 3, token: 't', version: 1, data: { custom_id: 'button' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'type: is not an interaction type this endpoint answers', code: 'invalid_input' });
    });

    it('refuses a signed command that names no Discord user with 400', async () => {
      const { member: _member, ...anonymous } = guildCommand({ id: '500000000000000002', username: 'nobody' }, 'link', 'Nobody Here');
      const before = await siteState();
      const res = await interact(anonymous);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'An application command must name the Discord user who ran it.', code: 'invalid_input' });
      expect(await siteState()).toEqual(before);
    });
  });

  describe('/link', () => {
    const alice = { id: '510000000000000001', username: 'alice_d' };
    const dana = { id: '510000000000000002', username: 'dana.dm' };

    it('from a server channel creates the player and links the name as their main account', async () => {
      expect(await userByDiscordId(alice.id)).toBeUndefined();
      const res = await interact(guildCommand(alice, 'link', 'Iron Alice'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(reply('Linked **Iron Alice** to your account. It is now your main account.'));
      const user = await userByDiscordId(alice.id);
      expect(user).toEqual({
        id: expect.any(Number),
        discord_id: alice.id,
        discord_username: 'alice_d',
        role: 'user',
        accounts: [{ id: expect.any(Number), character_name: 'Iron Alice' }],
        main_account_id: user.accounts[0].id,
        region: null,
        announce_pbs: false,
      });
    });

    it('adds a second name to the same player without changing the main account', async () => {
      const res = await interact(guildCommand(alice, 'link', '  Alice Alt '));
      expect(res.body).toEqual(reply('Linked **Alice Alt** to your account.'));
      const user = await userByDiscordId(alice.id);
      expect(user.accounts.map((a: any) => a.character_name)).toEqual(['Iron Alice', 'Alice Alt']);
      expect(user.main_account_id).toBe(user.accounts[0].id);
      const alts = (await server.request('GET', '/api/v1/accounts/')).body.data.data;
      expect(alts).toMatchObject({ 'Iron Alice': ['Alice Alt'], 'Alice Alt': ['Iron Alice'] });
    });

    it('from a DM creates the player from user and links the name', async () => {
      const res = await interact(dmCommand(dana, 'link', 'Dana_DM'));
      expect(res.status).toBe(200);
      // The underscore is escaped so Discord does not read it as markdown.
      expect(res.body).toEqual(reply('Linked **Dana\\_DM** to your account. It is now your main account.'));
      const user = await userByDiscordId(dana.id);
      expect(user).toMatchObject({ discord_username: 'dana.dm', accounts: [{ character_name: 'Dana_DM' }], main_account_id: user.accounts[0].id });
    });

    it('says a name is already yours, whatever its capitals, and changes nothing', async () => {
      const before = await siteState();
      const res = await interact(dmCommand(alice, 'link', 'IRON alice'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(reply('**Iron Alice** is already linked to your account.'));
      expect(await siteState()).toEqual(before);
    });

    it("leaves another player's name with its owner, keeping one claim that names both for the admins", async () => {
      const before = await siteState();
      const res = await interact(guildCommand({ id: '510000000000000003', username: 'mallory' }, 'link', 'iron ALICE'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(reply('**Iron Alice** is linked to another user; an admin has been told of your claim.'));
      expect((await siteState()).alts).toEqual(before.alts);
      const known = await interact(guildCommand(dana, 'link', 'Alice Alt'));
      expect(known.body).toEqual(reply('**Alice Alt** is linked to another user; an admin has been told of your claim.'));
      expect((await siteState()).alts).toEqual(before.alts);
      const claims = (await server.request('GET', '/api/v1/accounts/claims', { token: admin })).body.data.data as { character_name: string; claimant: { discord_username: string }; via: string }[];
      expect(claims.map((c) => [c.character_name, c.claimant.discord_username, c.via])).toEqual(
        expect.arrayContaining([
          ['Iron Alice', 'mallory', 'discord'],
          ['Alice Alt', expect.any(String), 'discord'],
        ]),
      );
    });

    it.each<[string, unknown]>([
      ['empty', ''],
      ['blank', '   '],
      ['too long', 'A name far too long'],
      ['with symbols', 'Bad<@&123>'],
      ['not a string', 42],
      ['missing', undefined],
    ])('explains what a valid name is when the name is %s, creating nothing', async (_case, name) => {
      const before = await siteState();
      const res = await interact(guildCommand({ id: '510000000000000004', username: 'typo' }, 'link', name));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(reply(INVALID_NAME));
      expect(await siteState()).toEqual(before);
    });

    it("links a new player's names once each when their commands arrive at once", async () => {
      const eve = { id: '510000000000000005', username: 'eve' };
      const names = ['Eve One', 'Eve Two', 'Eve Three'];
      const replies = await Promise.all(names.map((name) => interact(guildCommand(eve, 'link', name))));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      const contents = replies.map((r) => r.body.data.content as string);
      expect(contents.filter((c) => c.endsWith(' It is now your main account.'))).toHaveLength(1);
      names.forEach((name, i) => expect(contents[i]).toMatch(new RegExp(`^Linked \\*\\*${name}\\*\\* to your account\\.`)));
      const eveUsers = (await users()).filter((u) => u.discord_id === eve.id);
      expect(eveUsers).toHaveLength(1);
      expect(eveUsers[0].accounts.map((a: any) => a.character_name).sort()).toEqual([...names].sort());
    });
  });

  describe('/main', () => {
    const frank = { id: '520000000000000001', username: 'frank' };
    const gina = { id: '520000000000000002', username: 'gina' };

    beforeAll(async () => {
      for (const [player, name] of [[frank, 'Frank Main'], [frank, 'Frank Alt'], [gina, 'Gina Main']] as const) {
        expect((await interact(guildCommand(player, 'link', name))).status).toBe(200);
      }
    });

    it("switches the player's main account to one of their linked names, whatever its capitals", async () => {
      const before = await userByDiscordId(frank.id);
      expect(before.main_account_id).toBe(before.accounts[0].id);
      const res = await interact(dmCommand(frank, 'main', 'frank alt'));
      expect(res.status).toBe(200);
      expect(res.body).toEqual(reply('**Frank Alt** is now your main account.'));
      const after = await userByDiscordId(frank.id);
      expect(after.main_account_id).toBe(after.accounts.find((a: any) => a.character_name === 'Frank Alt').id);

      const back = await interact(guildCommand(frank, 'main', 'Frank Main'));
      expect(back.body).toEqual(reply('**Frank Main** is now your main account.'));
      expect((await userByDiscordId(frank.id)).main_account_id).toBe(before.main_account_id);
    });

    it("refuses a name that is another player's, or nobody's, and changes nothing", async () => {
      const before = await siteState();
      const other = await interact(guildCommand(frank, 'main', 'Gina Main'));
      expect(other.body).toEqual(reply('**Gina Main** is not linked to your account. Link it first with `/link Gina Main`.'));
      const unknown = await interact(guildCommand(frank, 'main', 'Nobody'));
      expect(unknown.body).toEqual(reply('**Nobody** is not linked to your account. Link it first with `/link Nobody`.'));
      expect(await siteState()).toEqual(before);
    });

    it('tells a Discord user who never linked anything to link first, creating no user', async () => {
      const before = await siteState();
      const res = await interact(dmCommand({ id: '520000000000000003', username: 'newcomer' }, 'main', 'New_Comer'));
      expect(res.body).toEqual(reply('**New\\_Comer** is not linked to your account. Link it first with `/link New_Comer`.'));
      expect(await siteState()).toEqual(before);
    });

    it('explains what a valid name is', async () => {
      const before = await siteState();
      const res = await interact(guildCommand(frank, 'main', 'Frank Main!!'));
      expect(res.body).toEqual(reply(INVALID_NAME));
      expect(await siteState()).toEqual(before);
    });
  });

  describe('/round and /pb', () => {
    const viewer = { id: '540000000000000001', username: 'viewer' };
    const roundCommand = (id: unknown) => {
      const command = guildCommand(viewer, 'round');
      return { ...command, data: { ...command.data, options: [{ name: 'id', type: 4, value: id }] } };
    };

    it("answers with the round's card for the whole channel: its summary, its page and the picture its link unfurls with", async () => {
      const { fiveManRound } = await import('../fixtures/rounds');
      const { submitRound } = await import('../support/api');
      const id = await submitRound(server, admin, fiveManRound({ round_time: 590.4 }));
      const res = await interact(roundCommand(id));
      expect(res.status).toBe(200);
      const [embed] = res.body.data.embeds;
      expect(res.body.data.flags).toBeUndefined();
      expect(res.body.data.allowed_mentions).toEqual({ parse: [] });
      expect(embed.title).toBe('5 Man in 9:50.4, World record');
      expect(embed.url).toMatch(new RegExp(`/details/${id}$`));
      expect(embed.image.url).toMatch(new RegExp(`/og/round/${id}\\.png\\?v=[0-9a-f]{24}$`));
      const picture = await fetch(server.baseUrl + new URL(embed.image.url).pathname + new URL(embed.image.url).search);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');

      const pb = await interact(guildCommand(viewer, 'pb', 'heal hannah'));
      expect(pb.body.data.embeds[0].title).toBe('Heal Hannah on BA Times');
      expect(pb.body.data.embeds[0].image.url).toMatch(/\/og\/player\/Heal%20Hannah\.png\?v=/);
    });

    it('answers a round or a player it cannot show to the one who asked, and a bad id clearly', async () => {
      expect((await interact(roundCommand(987654))).body).toEqual(reply('No counted round on BA Times has the id 987654.'));
      expect((await interact(roundCommand('12; drop'))).body).toEqual(reply('A round is named by its id, a whole number above 0, as in its address on the site.'));
      expect((await interact(guildCommand(viewer, 'pb', 'Nobody Atall'))).body).toEqual(reply('No round on BA Times names **Nobody Atall**.'));
      expect((await interact(guildCommand(viewer, 'pb', '<b>x</b>'))).body).toEqual(reply(INVALID_NAME));
    });
  });

  it('answers a command it does not know politely', async () => {
    const before = await siteState();
    const res = await interact(guildCommand({ id: '530000000000000001', username: 'curious' }, 'roll', 'Anything'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(reply('Unknown command.'));
    expect(await siteState()).toEqual(before);
  });
});

describe.each(databaseKinds)('Discord interactions without a public key on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(() => server.stop());

  it('refuses even a well-signed PING with 401', async () => {
    const body = JSON.stringify({ type: 1 });
    const res = await server.request('POST', PATH, { rawBody: body, headers: signatureHeaders(body) });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(INVALID_SIGNATURE);
  });
});
