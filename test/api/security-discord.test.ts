import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcTimestamp } from '../../domain/time';
import { discordKeys, guildCommand, interactionId, rawPublicKeyHex, signatureHeaders } from '../fixtures/discord';
import { databaseKinds } from '../support/databases';
import { startServer, type TestRequestOptions, type TestServer } from '../support/server';

const PATH = '/api/v1/discord/interactions';
const ENV = { DISCORD_PUBLIC_KEY: rawPublicKeyHex(discordKeys.publicKey) };
const STALE = { status: 'error', error: 'The interaction is too old, or its timestamp is not now.', code: 'stale_interaction' };
const REPLAYED = { status: 'error', error: 'This interaction was already answered.', code: 'replayed_interaction' };
const INVALID_SIGNATURE = { status: 'error', error: 'The request signature is missing or invalid.', code: 'invalid_signature' };

interface Player {
  id: string;
  username: string;
}

let lastPlayer = 540_000_000_000_000_000n;
const newPlayer = (username: string): Player => ({ id: String(++lastPlayer), username });

const ping = () => ({ id: interactionId(), application_id: '2222222222222222222', type: 1, token: 'ping-token', version: 1 });

/** A slash command from a server channel, as Discord sends it. */
const command = (player: Player, name: 'link' | 'main', characterName: string) => guildCommand(player, name, characterName);

const reply = (content: string) => ({ type: 4, data: { content, flags: 64, allowed_mentions: { parse: [] } } });

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Exactly what Discord would send, signed with `timestamp`: an attacker who captured it can send these bytes again. */
function signedAt(payload: unknown, timestamp: string): TestRequestOptions {
  const rawBody = JSON.stringify(payload);
  return { rawBody, headers: signatureHeaders(rawBody, undefined, timestamp) };
}

/** Signed `age` seconds ago (ahead of now when negative). */
const signed = (payload: unknown, age = 0) => signedAt(payload, String(nowSeconds() - age));

/**
 * The server reads its clock in whole seconds a moment after the test signs: starting early in a
 * second, both read the same second, so a request a second past the window's edge is past it.
 */
async function earlyInASecond(): Promise<void> {
  const into = Date.now() % 1000;
  if (into > 200) await sleep(1000 - into);
}

describe.each(databaseKinds)('Discord interactions sent by an attacker on %s', (kind) => {
  let first: TestServer;
  let second: TestServer;

  const send = (server: TestServer, request: TestRequestOptions) => server.request('POST', PATH, request);
  const db = () => first.app.db;
  const linkedNames = async (player: Player): Promise<string[]> =>
    db()('accounts').join('users', 'users.id', 'accounts.user_id').where('users.discord_id', player.id).orderBy('accounts.id').pluck('accounts.character_name');
  const mainName = async (player: Player): Promise<string | undefined> =>
    (await db()('users').join('accounts', 'accounts.id', 'users.main_account_id').where('users.discord_id', player.id).first('accounts.character_name'))?.character_name;

  beforeAll(async () => {
    first = await startServer(kind, ENV);
    // A second process of the same site: its own memory, the same database.
    second = await startServer(kind, ENV, first.config.database);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  describe('timestamp window', () => {
    it('refuses a signed /link 301 s old or 301 s ahead of the clock, and answers one 299 s old', async () => {
      const player = newPlayer('late_larry');
      await earlyInASecond();
      const old = await send(first, signed(command(player, 'link', 'Late Old'), 301));
      const ahead = await send(first, signed(command(player, 'link', 'Late Ahead'), -301));
      const fresh = await send(first, signed(command(player, 'link', 'Just In Time'), 299));
      expect([old.status, old.body]).toEqual([401, STALE]);
      expect([ahead.status, ahead.body]).toEqual([401, STALE]);
      expect([fresh.status, fresh.body]).toEqual([200, reply('Linked **Just In Time** to your account. It is now your main account.')]);
      expect(await linkedNames(player)).toEqual(['Just In Time']);
    });

    it('refuses a signed timestamp that is not whole seconds since the epoch', async () => {
      const player = newPlayer('millis_mo');
      for (const timestamp of [String(Date.now()), `${nowSeconds()}.0`, `-${nowSeconds()}`, '0x6553f100']) {
        const res = await send(first, signedAt(command(player, 'link', 'Odd Clock'), timestamp));
        expect([timestamp, res.status, res.body]).toEqual([timestamp, 401, STALE]);
      }
      expect(await linkedNames(player)).toEqual([]);
    });

    it('checks the signature first: a forged old request is invalid_signature, a genuine one stale_interaction', async () => {
      const request = signed(ping(), 3600);
      const forged = { ...request, headers: { ...request.headers, 'X-Signature-Ed25519': crypto.randomBytes(64).toString('hex') } };
      const forgedRes = await send(first, forged);
      expect([forgedRes.status, forgedRes.body]).toEqual([401, INVALID_SIGNATURE]);
      const genuineRes = await send(first, request);
      expect([genuineRes.status, genuineRes.body]).toEqual([401, STALE]);
    });
  });

  describe('replays', () => {
    it('answers a PING with a PONG the first time and refuses the same PING again', async () => {
      const request = signed(ping());
      const firstTime = await send(first, request);
      expect([firstTime.status, firstTime.body]).toEqual([200, { type: 1 }]);
      const again = await send(first, request);
      expect([again.status, again.body]).toEqual([401, REPLAYED]);
    });

    it('refuses a signed interaction without an id, as nothing could tell its replay apart', async () => {
      const { id: _id, ...anonymous } = command(newPlayer('no_id_nora'), 'link', 'Nameless');
      const res = await send(first, signed(anonymous));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', code: 'invalid_input', error: expect.stringMatching(/^id: /) });
    });

    it('refuses the same signed /link sent twice, and links once', async () => {
      const player = newPlayer('twice_tina');
      const request = signed(command(player, 'link', 'Twice Tina'));
      const firstTime = await send(first, request);
      expect(firstTime.body).toEqual(reply('Linked **Twice Tina** to your account. It is now your main account.'));
      const again = await send(first, request);
      expect([again.status, again.body]).toEqual([401, REPLAYED]);
      expect(await linkedNames(player)).toEqual(['Twice Tina']);
    });

    it("refuses a replayed /main, so a player's old choice cannot be forced back", async () => {
      const player = newPlayer('fickle_finn');
      for (const name of ['Finn One', 'Finn Two']) expect((await send(first, signed(command(player, 'link', name)))).status).toBe(200);
      const chooseTwo = signed(command(player, 'main', 'Finn Two'));
      expect((await send(first, chooseTwo)).body).toEqual(reply('**Finn Two** is now your main account.'));
      expect((await send(first, signed(command(player, 'main', 'Finn One')))).body).toEqual(reply('**Finn One** is now your main account.'));

      const replayed = await send(first, chooseTwo);
      expect([replayed.status, replayed.body]).toEqual([401, REPLAYED]);
      expect(await mainName(player)).toBe('Finn One');
    });

    it('refuses a replay sent to another process on the same database', async () => {
      const player = newPlayer('roaming_rob');
      const request = signed(command(player, 'link', 'Roaming Rob'));
      expect((await send(first, request)).status).toBe(200);
      const elsewhere = await send(second, request);
      expect([elsewhere.status, elsewhere.body]).toEqual([401, REPLAYED]);
      const back = await send(first, request);
      expect([back.status, back.body]).toEqual([401, REPLAYED]);
      expect(await linkedNames(player)).toEqual(['Roaming Rob']);
    });

    it('answers exactly one of the same signed request sent many times at once to both processes', async () => {
      const player = newPlayer('burst_bea');
      const request = signed(command(player, 'link', 'Burst Bea'));
      const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 ? second : first, request)));
      expect(replies.filter((r) => r.status === 200).map((r) => r.body)).toEqual([reply('Linked **Burst Bea** to your account. It is now your main account.')]);
      expect(replies.filter((r) => r.status !== 200).map((r) => [r.status, r.body])).toEqual(Array(7).fill([401, REPLAYED]));
      expect(await linkedNames(player)).toEqual(['Burst Bea']);
    });

    it('clears ids seen longer ago than their timestamps could pass, and keeps the rest', async () => {
      const seenAgo = (minutes: number) => toUtcTimestamp(new Date(Date.now() - minutes * 60_000));
      const [expired, kept] = [interactionId(), interactionId()];
      await db()('discord_interactions_seen').insert([
        { interaction_id: expired, seen_at: seenAgo(11) },
        { interaction_id: kept, seen_at: seenAgo(9) },
      ]);
      // A process that has just started clears old ids with its first interaction.
      const third = await startServer(kind, ENV, first.config.database);
      try {
        expect((await send(third, signed(ping()))).status).toBe(200);
      } finally {
        await third.stop();
      }
      const left = await db()('discord_interactions_seen').whereIn('interaction_id', [expired, kept]).pluck('interaction_id');
      expect(left).toEqual([kept]);
    });
  });
});
