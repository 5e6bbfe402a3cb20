import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRound } from '../../api/modules/rounds/services/createRound';
import { MAX_ATTEMPTS } from '../../api/modules/announcements/announcer';
import type { AnnouncementEntry, AnnouncementLog } from '../../domain/announcements';
import { roundSubmissionSchema } from '../../domain/schemas';
import { FakeDiscordWebhook } from '../fakes/discordWebhook';
import { pluginReport } from '../fixtures/plugin';
import { fiveManRound } from '../fixtures/rounds';
import { adminApiKey, announcementOf, ANNOUNCEMENTS_OFF, identifiedTeam, linkAccount, ownUser, pluginToken, submitRound } from '../support/api';
import { databaseKinds } from '../support/databases';
import { captureLog, type CapturedLog } from '../support/logCapture';
import { startServer, type TestServer } from '../support/server';

// Whole ticks: 6:00.0, 6:03.0 and 6:06.0 are the board before each test's round.
const BOARD = [600, 603, 606];
const WAIT = { timeout: 10_000, interval: 20 };

describe.each(databaseKinds)('Discord record announcements on %s', (kind) => {
  let webhook: FakeDiscordWebhook;
  let server: TestServer;
  let admin: string;
  let log: CapturedLog;

  async function start(settleMs = 0): Promise<void> {
    webhook = await new FakeDiscordWebhook().start();
    log = captureLog();
    server = await startServer(kind, webhook.env(settleMs), undefined, {
      logger: log.logger,
      announcer: { pollMs: 20, backoffMs: 20 },
    });
    admin = await server.signInAdmin();
    // The board as it stood before: written past the outbox, as rounds from before announcements were on.
    for (const round_time of BOARD) await createRound(server.app.db, roundSubmissionSchema.parse(fiveManRound({ round_time })), ANNOUNCEMENTS_OFF);
  }

  afterEach(async () => {
    await server.stop();
    await webhook.stop();
  });

  // An admin's key: its rounds count at once. A plugin token's record waits for review (security-records.test.ts).
  const upload = async (report: Record<string, unknown>) => submitRound(server, await adminApiKey(server, admin), pluginReport(report));
  /** Another team than the fixture's: its own names, the same roles. */
  const teamOf = (suffix: string) => pluginReport().players.map((p) => ({ ...p, character_name: `${p.character_name.slice(0, 9)} ${suffix}` }));
  const outbox = async (): Promise<AnnouncementLog> => (await server.request('GET', '/api/v1/announcements', { token: admin })).body.data;
  const entryOf = (roundId: number) => announcementOf(server, admin, roundId);
  const settledAs = (roundId: number, state: AnnouncementEntry['state']) => vi.waitFor(async () => expect((await entryOf(roundId))?.state).toBe(state), WAIT);

  it('posts a new world record: format, time, what it beat and by how much, the team with roles, the date and its details link', async () => {
    await start();
    const id = await upload({ round_time: 598.8, round_date: '2026-11-20T19:04:05.000Z' });
    await webhook.postsReach(1);
    const [embed] = webhook.posts[0]!.embeds;
    expect(embed).toMatchObject({
      title: 'New 5 Man world record: 9:58.8',
      description: 'Beats the previous record of 10:00.0 by 1.2 s.',
      url: `https://ba-times.example/details/${id}`,
    });
    expect(embed!.fields).toEqual([
      { name: 'Format', value: '5 Man', inline: true },
      { name: 'Time', value: '9:58.8', inline: true },
      { name: 'Date', value: `<t:${Date.parse('2026-11-20T19:04:05Z') / 1000}:D>`, inline: true },
      { name: 'Team', value: 'Main Attacker: Hammer Time\n2nd Attacker: Second Best\nHealer: Heals R Us\nCollector: Egg Picker\nDefender: Logs n Ham' },
    ]);
    expect(webhook.posts[0]!.allowed_mentions).toEqual({ parse: [] });
    await settledAs(id, 'sent');
    expect(await entryOf(id)).toMatchObject({ reason: 'world_record', format: 'five_man', round_time: 598.8, attempts: 1, last_error: null });
  });

  it('says a tie ties the world record, and a third-fastest time enters the top 3 with what it beat', async () => {
    await start();
    const tie = await upload({ round_time: 600 });
    await webhook.postsReach(1);
    expect(webhook.posts[0]!.embeds[0]).toMatchObject({ title: '5 Man in 10:00.0 ties the world record', description: 'Ties the world record of 10:00.0.' });
    await settledAs(tie, 'sent');

    const third = await upload({ round_time: 601.8, players: teamOf('3') });
    await webhook.postsReach(2);
    // The tie is on the board now: 10:00.0 twice, so 10:01.8 is third.
    expect(webhook.posts[1]!.embeds[0]).toMatchObject({
      title: 'New #3 5 Man time: 10:01.8',
      description: 'Enters the top 3 at #3, 1.8 s behind the world record of 10:00.0.\nBeats 10:03.0 by 1.2 s.',
    });
    await settledAs(third, 'sent');
    expect((await entryOf(third))?.reason).toBe('top_three');
  });

  it('posts nothing for a round outside the top 3, and keeps no entry of it', async () => {
    await start();
    const slow = await upload({ round_time: 612 });
    // Due rows are taken in the order they were written: once the record after it is posted, the slow one was read.
    const record = await upload({ round_time: 597, players: teamOf('R') });
    await webhook.postsReach(1);
    await settledAs(record, 'sent');
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0]!.embeds[0]!.title).toBe('New 5 Man world record: 9:57.0');
    expect(webhook.posts[0]!.embeds[0]!.image).toEqual({ url: `${webhook.posts[0]!.embeds[0]!.url!.replace(/\/details\/(\d+)$/, '/og/round/$1.png')}` });
    expect(await entryOf(slow)).toBeUndefined();
  });

  it("posts one message for five identified teammates' reports of a record, with the scroller's time", async () => {
    await start(400);
    const players = pluginReport().players;
    const tokens = await Promise.all(players.map((p) => pluginToken(server, p.character_name)));
    const playersAs = await identifiedTeam(server, players);
    const replies = await Promise.all(
      players.map((p, i) =>
        server.request('POST', '/api/v1/rounds/', {
          token: tokens[i],
          body: pluginReport({ players: playersAs(p.character_name), submitted_by: p.character_name, round_time: i === 2 ? 595.2 : 594.6, scroller: i === 2 }),
        }),
      ),
    );
    const ids = new Set(replies.map((reply) => reply.body.data.id as number));
    expect(ids.size).toBe(1);
    const [id] = ids;
    await settledAs(id!, 'sent');
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0]!.embeds[0]!.title).toBe('New 5 Man world record: 9:55.2');
    expect((await outbox()).data.filter((entry) => entry.round_id === id)).toHaveLength(1);
  });

  it('posts each record once while two processes of the site read the same outbox', async () => {
    await start();
    const second = await startServer(kind, webhook.env(), server.config.database, { announcer: { pollMs: 5 } });
    try {
      const records = 8;
      const ids: number[] = [];
      for (let i = 0; i < records; i++) ids.push(await upload({ round_time: 598.8 - i * 0.6, players: teamOf(String(i)) }));
      await vi.waitFor(async () => expect((await outbox()).data.map((entry) => entry.state)).toEqual(Array(records).fill('sent')), WAIT);
      expect(webhook.posts).toHaveLength(records);
      expect(webhook.posts.map((post) => post.embeds[0]!.url!.split('/').pop()).sort()).toEqual(ids.map(String).sort());
    } finally {
      await second.app.close();
    }
  });

  it("waits out a 429 for as long as Discord's retry_after says, then posts once", async () => {
    await start();
    webhook.answerNext({ status: 429, retryAfterSeconds: 0.5 });
    const id = await upload({ round_time: 598.8 });
    await webhook.postsReach(1);
    const [limited, accepted] = webhook.attempts;
    expect(limited!.status).toBe(429);
    expect(accepted!.status).toBe(200);
    expect(accepted!.at - limited!.at).toBeGreaterThanOrEqual(500);
    await settledAs(id, 'sent');
    expect(await entryOf(id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it('tries again after an outage with backoff, and gives up after a few tries with the reason logged', async () => {
    await start();
    webhook.answerNext({ status: 503 }, { status: 502 });
    const recovered = await upload({ round_time: 598.8 });
    await settledAs(recovered, 'sent');
    expect(webhook.attempts.map((a) => a.status)).toEqual([503, 502, 200]);
    expect((await entryOf(recovered))?.attempts).toBe(3);

    webhook.answerNext(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 503 as const })));
    const lost = await upload({ round_time: 597, players: teamOf('L') });
    await settledAs(lost, 'failed');
    expect(await entryOf(lost)).toMatchObject({ attempts: MAX_ATTEMPTS, last_error: 'Discord answered 503: Service unavailable' });
    expect(webhook.posts).toHaveLength(1);
    expect(log.lines()).toContainEqual(expect.objectContaining({ level: 50, msg: 'Discord announcement given up', roundId: lost, attempts: MAX_ATTEMPTS }));
  });

  it('gives up at once on a webhook Discord no longer knows', async () => {
    await start();
    webhook.answerNext({ status: 404 });
    const id = await submitRound(server, admin, fiveManRound({ round_time: 598.8 }));
    await settledAs(id, 'failed');
    expect(await entryOf(id)).toMatchObject({ attempts: 1, last_error: 'Discord answered 404: Unknown Webhook' });
  });

  it('announces an admin-entered record too, answers uploads while Discord holds its answer, and breaks the post off on shutdown', async () => {
    await start();
    webhook.answerNext({ hold: true });
    const held = await submitRound(server, admin, fiveManRound({ round_time: 598.8 }));
    await webhook.attemptsReach(1);
    expect((await entryOf(held))?.state).toBe('sending');
    const next = await upload({ round_time: 640 });
    expect(next).toBeGreaterThan(held);

    const stoppedAt = Date.now();
    await server.app.close();
    // Well inside the send's own timeout: the held post was broken off, to be tried again later.
    expect(Date.now() - stoppedAt).toBeLessThan(5000);
    const restarted = await startServer(kind, webhook.env(), server.config.database, { announcer: { pollMs: 20 } });
    try {
      await webhook.postsReach(1);
      await vi.waitFor(async () => expect(await restarted.app.db('announcements').where({ round_id: held }).first('state', 'attempts')).toEqual({ state: 'sent', attempts: 2 }), WAIT);
    } finally {
      await restarted.app.close();
    }
  });

  it('does not announce a round deleted before its post, and shows it cancelled', async () => {
    await start(60_000);
    const id = await upload({ round_time: 598.8 });
    expect(await entryOf(id)).toMatchObject({ state: 'pending', reason: null, format: 'five_man' });
    expect((await server.request('DELETE', `/api/v1/rounds/${id}/`, { token: admin })).status).toBe(200);
    expect(await entryOf(id)).toMatchObject({ state: 'cancelled', format: null, round_time: null, last_error: 'The round was deleted before it was announced.' });

    // Every entry due now: the record after it is sent, the cancelled one stays as it is.
    const record = await upload({ round_time: 597, players: teamOf('D') });
    await server.app.db('announcements').update({ next_attempt_at: '2000-01-01T00:00:00.000000' });
    await settledAs(record, 'sent');
    expect(webhook.posts.map((post) => post.embeds[0]!.title)).toEqual(['New 5 Man world record: 9:57.0']);
    expect((await entryOf(id))?.state).toBe('cancelled');
  });

  it('announces the personal best of a player who asked for it, in any role, and not of one who did not', async () => {
    await start();
    const owner = await server.signIn('pb-hunter');
    const ownerId = (await ownUser(server, owner)).id;
    await linkAccount(server, admin, ownerId, 'Heals R Us');
    const team = (suffix: string) => teamOf(suffix).map((p) => (p.role === 'Healer' ? { ...p, character_name: 'Heals R Us' } : p));
    // The earlier best, far from the board: no post, asked or not.
    const earlier = await upload({ round_time: 660, players: team('a') });

    const opted = await server.request('PUT', '/api/v1/users/announce-pbs', { token: owner, body: { announce_pbs: true } });
    expect(opted.status).toBe(200);
    expect(opted.body.data.data.announce_pbs).toBe(true);
    const best = await upload({ round_time: 648, players: team('b') });
    await settledAs(best, 'sent');
    expect(await entryOf(earlier)).toBeUndefined();
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0]!.embeds[0]).toMatchObject({
      title: '5 Man personal best: 10:48.0',
      description: 'Personal best for Heals R Us as Healer: 12.0 s faster than 11:00.0.',
    });

    await server.request('PUT', '/api/v1/users/announce-pbs', { token: owner, body: { announce_pbs: false } });
    const unasked = await upload({ round_time: 642, players: team('c') });
    const record = await upload({ round_time: 597, players: team('d') });
    await settledAs(record, 'sent');
    expect(await entryOf(unasked)).toBeUndefined();
    expect(webhook.posts.map((post) => post.embeds[0]!.title)).toEqual(['5 Man personal best: 10:48.0', 'New 5 Man world record: 9:57.0']);
  });

  it('writes nothing to the outbox, and says announcements are off, without a webhook', async () => {
    webhook = await new FakeDiscordWebhook().start();
    server = await startServer(kind);
    admin = await server.signInAdmin();
    await submitRound(server, admin, fiveManRound({ round_time: 580.2 }));
    expect(await outbox()).toEqual({ enabled: false, data: [] });
    expect(Number((await server.app.db('announcements').count({ n: '*' }).first())!.n)).toBe(0);
  });

  it('refuses a setting that is not true or false, and keeps the one stored', async () => {
    await start();
    const user = await server.signIn('pb-setting');
    const refused = await server.request('PUT', '/api/v1/users/announce-pbs', { token: user, body: { announce_pbs: 'yes' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 'error', error: 'announce_pbs: must be true or false', code: 'invalid_input' });
    expect((await ownUser(server, user)).announce_pbs).toBe(false);
    const limit = await server.request('GET', '/api/v1/announcements?limit=0', { token: admin });
    expect(limit.body).toEqual({ status: 'error', error: 'limit: must be at least 1', code: 'invalid_input' });
  });
});
