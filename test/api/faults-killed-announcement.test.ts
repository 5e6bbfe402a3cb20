import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeDiscordWebhook } from '../fakes/discordWebhook';
import { pluginReport } from '../fixtures/plugin';
import { adminApiKey, submitRound } from '../support/api';
import { databaseKinds, freshDatabase, type TestDatabase } from '../support/databases';
import { startServerProcess, type ServerProcess } from '../support/processServer';

// Two start-ups of the server process, each migrating and warming its caches.
const TEST_TIMEOUT_MS = 60_000;

describe.each(databaseKinds)("a server killed between a record's commit and its post on %s", (kind) => {
  let database: TestDatabase;
  let webhook: FakeDiscordWebhook;
  const servers: ServerProcess[] = [];

  afterEach(async () => {
    for (const server of servers.splice(0)) await server.stop();
    await webhook.stop();
    await database.drop();
  });

  it('posts the record once, from the process that starts after it', async () => {
    database = await freshDatabase(kind);
    webhook = await new FakeDiscordWebhook().start();
    // The post is due a moment after the upload is answered: the kill comes first.
    const env = webhook.env(1500);
    const first = await startServerProcess(database.config, env);
    // An admin's key: its record counts, and is announced, at once.
    const roundId = await submitRound(first, await adminApiKey(first, await first.signInAdmin()), pluginReport({ round_time: 598.8 }));
    await first.kill();
    expect(webhook.attempts).toHaveLength(0);

    const second = await startServerProcess(database.config, env);
    servers.push(second);
    await webhook.postsReach(1);
    const admin = await second.signInAdmin();
    await vi.waitFor(async () => {
      const log = (await second.request('GET', '/api/v1/announcements', { token: admin })).body.data;
      expect(log.data).toEqual([expect.objectContaining({ round_id: roundId, state: 'sent', attempts: 1 })]);
    }, { timeout: 10_000, interval: 50 });
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0]!.embeds[0]!.title).toBe('New 5 Man world record: 9:58.8');
  }, TEST_TIMEOUT_MS);
});
