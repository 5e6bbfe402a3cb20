import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTransaction } from '../../api/db/transaction';
import { linkOrClaim } from '../../api/modules/accounts/services/linkOrClaim';
import type { AccountClaim, ClaimVia, User } from '../../domain/types';
import { discordKeys, guildCommand, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';
import { fiveManRound } from '../fixtures/rounds';
import { linkAccount, pluginToken, signedInUser, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { startServer, type TestServer } from '../support/server';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;
const NOT_YOURS = { status: 'error', error: 'You can only unlink your own characters.', code: 'forbidden' };

interface Player {
  id: string;
  username: string;
}

/** `/link` as Discord sends it from a server channel, naming the player who ran it. */
const linkCommand = (player: Player, characterName: string) => guildCommand(player, 'link', characterName);

describe.each(databaseKinds)('characters tried as an attacker would on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;

  /** A player with a site account of their own, signed in, who may also run Discord's slash commands. */
  async function newPlayer(username: string): Promise<{ token: string; user: User; discord: Player }> {
    const discord = { id: String(560_000_000_000_000_000n + BigInt(++serial)), username };
    const token = await server.signIn(username, discord.id);
    return { token, user: await signedInUser(server, token), discord };
  }

  const me = (token: string) => signedInUser(server, token);
  const discordLink = async (player: Player, characterName: string): Promise<string> => {
    const body = JSON.stringify(linkCommand(player, characterName));
    const res = await server.request('POST', '/api/v1/discord/interactions', { rawBody: body, headers: signatureHeaders(body) });
    expect(res.status).toBe(200);
    return res.body.data.content as string;
  };
  const claims = async (): Promise<{ data: AccountClaim[]; total: number }> => {
    const res = await server.request('GET', '/api/v1/accounts/claims', { token: admin });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const claimsOf = async (characterName: string) => (await claims()).data.filter((claim) => claim.character_name === characterName);
  const alts = async (): Promise<Record<string, string[]>> => (await server.request('GET', '/api/v1/accounts')).body.data.data;
  const unlink = (id: number, token?: string) => server.request('DELETE', `/api/v1/accounts/${id}`, { token });
  const names = (user: User) => user.accounts.map((a) => a.character_name);
  const accountNamed = (user: User, name: string) => user.accounts.find((a) => a.character_name === name)!;

  beforeAll(async () => {
    server = await startServer(kind, { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) });
    admin = await server.signInAdmin();
  });
  afterAll(() => server.stop());

  describe("Discord's /link of a character another user holds", () => {
    it('leaves it with its owner, says so plainly, and keeps one claim naming both however often it is tried', async () => {
      const alice = await newPlayer('alice');
      const mallory = await newPlayer('mallory');
      await linkAccount(server, admin, alice.user.id, 'Alice Main');
      await linkAccount(server, admin, alice.user.id, 'Alice Alt');
      const aliceBefore = await me(alice.token);
      const altsBefore = await alts();

      expect(await discordLink(mallory.discord, 'alice MAIN')).toBe('**Alice Main** is linked to another user; an admin has been told of your claim.');
      expect(await me(alice.token)).toEqual(aliceBefore);
      expect((await me(mallory.token)).accounts).toEqual([]);
      expect(await alts()).toEqual(altsBefore);
      expect(await claimsOf('Alice Main')).toEqual([
        {
          id: expect.any(Number),
          character_name: 'Alice Main',
          owner: { id: alice.user.id, discord_username: 'alice' },
          claimant: { id: mallory.user.id, discord_username: 'mallory' },
          via: 'discord',
          created_at: expect.stringMatching(TIMESTAMP),
        },
      ]);

      // Again, in other capitals, and several at once: still the one claim.
      const [first] = await claimsOf('Alice Main');
      expect(await discordLink(mallory.discord, 'Alice Main')).toMatch(/an admin has been told of your claim\.$/);
      await Promise.all(Array.from({ length: 4 }, () => discordLink(mallory.discord, 'ALICE main')));
      expect(await claimsOf('Alice Main')).toEqual([first]);
      expect(await me(alice.token)).toEqual(aliceBefore);
    });

    it('keeps a claim for a Discord user the site has not met, making them a user to name', async () => {
      const owner = await newPlayer('owner-of-one');
      await linkAccount(server, admin, owner.user.id, 'Only Mine');
      const stranger = { id: '569999999999999999', username: 'stranger' };
      expect(await discordLink(stranger, 'Only Mine')).toBe('**Only Mine** is linked to another user; an admin has been told of your claim.');
      const [claim] = await claimsOf('Only Mine');
      expect(claim).toMatchObject({ owner: { id: owner.user.id }, claimant: { discord_username: 'stranger' }, via: 'discord' });
      expect(names(await me(owner.token))).toEqual(['Only Mine']);
    });

    it('links a character nobody holds, saying how it was linked on the Account page', async () => {
      const dana = await newPlayer('dana');
      expect(await discordLink(dana.discord, 'Dana_D')).toBe('Linked **Dana\\_D** to your account. It is now your main account.');
      expect(await discordLink(dana.discord, 'dana_d')).toBe('**Dana\\_D** is already linked to your account.');
      const user = await me(dana.token);
      expect(user.accounts).toEqual([{ id: expect.any(Number), character_name: 'Dana_D', linked_via: 'discord', created_at: expect.stringMatching(TIMESTAMP) }]);
      expect(user.main_account_id).toBe(user.accounts[0]!.id);
      expect(await claimsOf('Dana_D')).toEqual([]);
    });
  });

  describe('an upload carrying a UUID key (linkOrClaim in the upload transaction)', () => {
    const claim = (userId: number, name: string, via: ClaimVia = 'plugin') => writeTransaction(server.app.db, (trx) => linkOrClaim(trx, userId, name, via));

    it('links a character nobody holds, first come, as the plugin; the same user again is already linked', async () => {
      const erin = await newPlayer('erin');
      expect(await claim(erin.user.id, 'Erin Plugged')).toBe('linked');
      expect(await claim(erin.user.id, 'ERIN plugged')).toBe('already');
      const user = await me(erin.token);
      expect(user.accounts).toEqual([{ id: expect.any(Number), character_name: 'Erin Plugged', linked_via: 'plugin', created_at: expect.stringMatching(TIMESTAMP) }]);
      expect(user.main_account_id).toBe(user.accounts[0]!.id);
    });

    it("never takes another user's character: the try becomes one claim per claimant, and a settled claim may be made again", async () => {
      const frank = await newPlayer('frank');
      const thief = await newPlayer('thief');
      const other = await newPlayer('other-thief');
      await linkAccount(server, admin, frank.user.id, 'Frank Tank');
      const frankBefore = await me(frank.token);

      expect(await claim(thief.user.id, 'Frank Tank')).toBe('claimed');
      expect(await claim(thief.user.id, 'frank tank')).toBe('claimed');
      expect(await claim(thief.user.id, 'Frank Tank', 'discord')).toBe('claimed');
      expect(await claim(other.user.id, 'Frank Tank')).toBe('claimed');
      expect(await me(frank.token)).toEqual(frankBefore);
      expect((await me(thief.token)).accounts).toEqual([]);
      const listed = await claimsOf('Frank Tank');
      expect(listed.map((c) => [c.claimant.discord_username, c.owner?.discord_username, c.via])).toEqual([
        ['other-thief', 'frank', 'plugin'],
        ['thief', 'frank', 'plugin'],
      ]);

      const thiefs = listed.find((c) => c.claimant.id === thief.user.id)!;
      const dismissed = await server.request('DELETE', `/api/v1/accounts/claims/${thiefs.id}`, { token: admin });
      expect(dismissed.status).toBe(200);
      expect(dismissed.body).toEqual({ status: 'ok', data: { id: thiefs.id } });
      expect((await claimsOf('Frank Tank')).map((c) => c.claimant.id)).toEqual([other.user.id]);
      expect(await me(frank.token)).toEqual(frankBefore);
      // Dismissing it again changes nothing; a new try is a new claim.
      expect((await server.request('DELETE', `/api/v1/accounts/claims/${thiefs.id}`, { token: admin })).status).toBe(200);
      expect(await claim(thief.user.id, 'Frank Tank')).toBe('claimed');
      expect((await claimsOf('Frank Tank')).map((c) => c.claimant.id).sort()).toEqual([other.user.id, thief.user.id].sort());
    });

    it('writes nothing when the upload it is part of rolls back', async () => {
      const gina = await newPlayer('gina');
      const failed = writeTransaction(server.app.db, async (trx) => {
        await linkOrClaim(trx, gina.user.id, 'Gina Gone', 'plugin');
        throw new Error('the upload failed');
      });
      await expect(failed).rejects.toThrow('the upload failed');
      expect((await me(gina.token)).accounts).toEqual([]);
    });
  });

  describe('claims and moves, for admins only', () => {
    it('refuses the claims list and dismissals to anyone but an admin', async () => {
      const plain = await newPlayer('nosy');
      const plugin = await pluginToken(server, 'Hammer Time');
      for (const [token, status] of [[undefined, 401], [plain.token, 403], [plugin, 403]] as const) {
        expect((await server.request('GET', '/api/v1/accounts/claims', { token })).status).toBe(status);
        expect((await server.request('DELETE', '/api/v1/accounts/claims/1', { token })).status).toBe(status);
      }
      expect((await server.request('DELETE', '/api/v1/accounts/claims/999999', { token: admin })).body).toEqual({
        status: 'error',
        error: 'Claim 999999 does not exist.',
        code: 'not_found',
      });
    });

    it("moves a claimed character to its claimant: the answer names the previous owner, whose main account moves on, and the claims are settled", async () => {
      const holder = await newPlayer('holder');
      const rightful = await newPlayer('rightful');
      const bystander = await newPlayer('bystander');
      await linkAccount(server, admin, holder.user.id, 'Taken Name');
      await linkAccount(server, admin, holder.user.id, 'Holder Alt');
      expect((await me(holder.token)).main_account_id).toBe(accountNamed(await me(holder.token), 'Taken Name').id);
      await discordLink(rightful.discord, 'Taken Name');
      await discordLink(bystander.discord, 'Taken Name');
      expect(await claimsOf('Taken Name')).toHaveLength(2);
      const takenId = accountNamed(await me(holder.token), 'Taken Name').id;
      expect((await alts())['Taken Name']).toEqual(['Holder Alt']);

      const moved = await server.request('POST', '/api/v1/accounts', { token: admin, body: { user_id: rightful.user.id, character_name: 'taken NAME' } });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual({
        status: 'ok',
        data: {
          data: {
            id: takenId,
            user_id: rightful.user.id,
            character_name: 'Taken Name',
            previous_user_id: holder.user.id,
            previous_owner: { id: holder.user.id, discord_username: 'holder' },
          },
        },
      });

      const holderAfter = await me(holder.token);
      expect(names(holderAfter)).toEqual(['Holder Alt']);
      expect(holderAfter.main_account_id).toBe(accountNamed(holderAfter, 'Holder Alt').id);
      const rightfulAfter = await me(rightful.token);
      expect(rightfulAfter.accounts).toEqual([{ id: takenId, character_name: 'Taken Name', linked_via: 'admin', created_at: expect.stringMatching(TIMESTAMP) }]);
      expect(rightfulAfter.main_account_id).toBe(takenId);
      expect(await claimsOf('Taken Name')).toEqual([]);
      expect(Object.hasOwn(await alts(), 'Taken Name')).toBe(false);

      // Moving it to the user who holds it now changes nothing and names nobody.
      const again = await server.request('POST', '/api/v1/accounts', { token: admin, body: { user_id: rightful.user.id, character_name: 'Taken Name'} });
      expect(again.body).toEqual({ status: 'ok', data: { data: { id: takenId, user_id: rightful.user.id, character_name: 'Taken Name' } } });
    });

    it("clears the previous owner's main account when the character moved was their only one", async () => {
      const loner = await newPlayer('loner');
      const taker = await newPlayer('taker');
      const id = await linkAccount(server, admin, loner.user.id, 'Lone Wolf');
      const moved = await server.request('POST', '/api/v1/accounts', { token: admin, body: { user_id: taker.user.id, character_name: 'Lone Wolf'} });
      expect(moved.body.data.data).toMatchObject({ id, previous_user_id: loner.user.id, previous_owner: { discord_username: 'loner' } });
      expect(await me(loner.token)).toMatchObject({ accounts: [], main_account_id: null });
    });
  });

  describe('DELETE /accounts/{id}', () => {
    it("refuses a user who tries to unlink another user's character (403) and changes nothing", async () => {
      const victim = await newPlayer('victim');
      const vandal = await newPlayer('vandal');
      const id = await linkAccount(server, admin, victim.user.id, 'Victim Main');
      const before = await me(victim.token);
      const res = await unlink(id, vandal.token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(NOT_YOURS);
      expect(await me(victim.token)).toEqual(before);
      expect((await unlink(id)).status).toBe(401);
      expect((await unlink(id, await pluginToken(server, 'Victim Main'))).status).toBe(403);
      expect(await me(victim.token)).toEqual(before);
    });

    it('lets a user unlink their own: their main account moves to another of theirs, the alts map and its ETag change', async () => {
      const hank = await newPlayer('hank');
      const mainId = await linkAccount(server, admin, hank.user.id, 'Hank Main');
      const altId = await linkAccount(server, admin, hank.user.id, 'Hank Alt');
      const before = await server.request('GET', '/api/v1/accounts');
      expect(before.body.data.data).toMatchObject({ 'Hank Main': ['Hank Alt'], 'Hank Alt': ['Hank Main'] });

      const res = await unlink(mainId, hank.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', data: { data: { id: mainId, user_id: hank.user.id, character_name: 'Hank Main', main_account_id: altId } } });
      expect(await me(hank.token)).toMatchObject({ accounts: [{ id: altId, character_name: 'Hank Alt' }], main_account_id: altId });
      const after = await server.request('GET', '/api/v1/accounts', { headers: { 'If-None-Match': before.headers.get('etag')! } });
      expect(after.status).toBe(200);
      expect(Object.hasOwn(after.body.data.data, 'Hank Main')).toBe(false);
      expect(Object.hasOwn(after.body.data.data, 'Hank Alt')).toBe(false);

      // Gone: unlinking it again finds nothing, and the name is free to link again.
      expect((await unlink(mainId, hank.token)).body).toEqual({ status: 'error', error: `Account ${mainId} does not exist.`, code: 'not_found' });
      await linkAccount(server, admin, hank.user.id, 'Hank Main');
    });

    it("lets an admin unlink anyone's: a user's only character leaves them without a main account, and its claims are settled", async () => {
      const ivy = await newPlayer('ivy');
      const claimant = await newPlayer('ivy-claimant');
      const id = await linkAccount(server, admin, ivy.user.id, 'Ivy Only');
      await discordLink(claimant.discord, 'Ivy Only');
      expect(await claimsOf('Ivy Only')).toHaveLength(1);
      const res = await unlink(id, admin);
      expect(res.status).toBe(200);
      expect(res.body.data.data).toEqual({ id, user_id: ivy.user.id, character_name: 'Ivy Only', main_account_id: null });
      expect(await me(ivy.token)).toMatchObject({ accounts: [], main_account_id: null });
      expect(await claimsOf('Ivy Only')).toEqual([]);
    });

    it('refuses an id that is not one with a 400', async () => {
      const res = await unlink(0, admin);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 'error', error: 'must be positive', code: 'invalid_input' });
    });
  });

  describe('characters named after what every object has', () => {
    const tricky = ['__proto__', 'constructor', 'toString', 'valueOf'];

    it('lists __proto__, constructor and toString in the alts map like any other name', async () => {
      const jay = await newPlayer('jay');
      const kay = await newPlayer('kay');
      await linkAccount(server, admin, jay.user.id, '__proto__');
      await linkAccount(server, admin, jay.user.id, 'constructor');
      await linkAccount(server, admin, kay.user.id, 'toString');
      await linkAccount(server, admin, kay.user.id, 'valueOf');
      const res = await server.request('GET', '/api/v1/accounts');
      expect(res.status).toBe(200);
      const map = res.body.data.data as Record<string, string[]>;
      for (const name of tricky) expect(Object.hasOwn(map, name), name).toBe(true);
      expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(map, '__proto__')?.value).toEqual(['constructor']);
      expect(Object.getOwnPropertyDescriptor(map, 'constructor')?.value).toEqual(['__proto__']);
      expect(Object.getOwnPropertyDescriptor(map, 'toString')?.value).toEqual(['valueOf']);
      expect(Object.getOwnPropertyDescriptor(map, 'valueOf')?.value).toEqual(['toString']);
    });

    it("names their alts on Round Times' rows, and none for a player without any", async () => {
      await submitRound(
        server,
        admin,
        fiveManRound({
          round_time: 600.6,
          players: [
            { character_name: '__proto__', role: 'Main Attacker' },
            { character_name: 'toString', role: '2nd Attacker' },
            { character_name: 'hasOwnProp', role: 'Healer' },
            { character_name: 'isPrototype', role: 'Collector' },
            { character_name: 'Lone Def', role: 'Defender' },
          ],
        }),
      );
      const res = await server.request('GET', '/api/v1/round-times?search=__proto__');
      expect(res.status).toBe(200);
      const [row] = res.body.data.data.rows;
      expect(Object.keys(row.alts).sort()).toEqual(['__proto__', 'toString']);
      expect(Object.getOwnPropertyDescriptor(row.alts, '__proto__')?.value).toEqual(['constructor']);
      expect(Object.getOwnPropertyDescriptor(row.alts, 'toString')?.value).toEqual(['valueOf']);
      expect(Object.getPrototypeOf(row.alts)).toBe(Object.prototype);
    });
  });
});
