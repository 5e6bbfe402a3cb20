import { ANNOUNCEMENTS_OFF } from '../support/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_ROUNDS } from '../../domain/roundBlock';
import { decodeRoundBlock } from '../../domain/roundBlock';
import { roundSubmissionSchema } from '../../domain/schemas';
import { createRound } from '../../api/modules/rounds/services/createRound';
import { unranked } from '../../domain/rank';
import type { Round, UnrankedRound } from '../../domain/types';
import { duoHealRound, fiveManRound, leechRound } from '../fixtures/rounds';
import { databaseKinds } from '../support/databases';
import { startSignedIn, type TestServer } from '../support/server';

interface Manifest {
  cursor: number;
  block_size: number;
  blocks: { from: number; version: number; rounds: number }[];
}


describe.each(databaseKinds)('the offline copy in blocks, on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  const ids: number[] = [];
  const submit = (body: unknown) => createRound(server.app.db, roundSubmissionSchema.parse(body), ANNOUNCEMENTS_OFF);

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
    for (const body of [fiveManRound(), leechRound(), duoHealRound(), fiveManRound({ round_time: 601.2 })]) ids.push(await submit(body));
    // Ids jump past the first block, as a long-lived site's do.
    await server.app.db('rounds').insert({ ...(await server.app.db('rounds').where({ id: ids[0] }).first()), id: BLOCK_ROUNDS * 2 + 5 });
    await server.app.db('round_players').insert(
      (await server.app.db('round_players').where({ round_id: ids[0] }).select('position', 'character_name', 'name_key', 'role')).map((p) => ({ ...p, round_id: BLOCK_ROUNDS * 2 + 5 })),
    );
    await server.app.db('changes').insert({ entity: 'round', entity_id: BLOCK_ROUNDS * 2 + 5, op: 'upsert', created_at: '2026-11-26T10:00:00.000000' });
    ids.push(BLOCK_ROUNDS * 2 + 5);
    if (kind === 'postgres') await server.app.db.raw("select setval(pg_get_serial_sequence('rounds', 'id'), (select max(id) from rounds))");
  });
  afterAll(() => server.stop());

  const manifest = async (): Promise<Manifest> => (await server.request('GET', '/api/v1/copy/')).body.data.data;
  const block = (from: number, version?: number, headers: Record<string, string> = {}) =>
    server.request('GET', `/api/v1/copy/rounds/${from}/${version === undefined ? '' : `?version=${version}`}`, { headers });

  it('lists the blocks holding rounds, whose rounds are exactly the full list', async () => {
    const listed = await manifest();
    expect(listed.block_size).toBe(BLOCK_ROUNDS);
    expect(listed.blocks.map((b) => [b.from, b.rounds])).toEqual([
      [0, 4],
      [BLOCK_ROUNDS * 2, 1],
    ]);
    const copied: UnrankedRound[] = [];
    for (const { from, version } of listed.blocks) copied.push(...decodeRoundBlock((await block(from, version)).body.data.data));
    const full = (await server.request('GET', '/api/v1/rounds/')).body.data;
    expect(copied).toEqual(full.data.map(unranked));
    expect(copied.map((round) => round.id)).toEqual(ids);
    expect(listed.cursor).toBe(full.cursor);
  });

  it('answers a block at the version the manifest names as immutable, and revalidates any other by its ETag', async () => {
    const { from, version } = (await manifest()).blocks[0]!;
    const current = await block(from, version);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = current.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);

    const unversioned = await block(from);
    expect(unversioned.headers.get('cache-control')).toBe('no-cache');
    expect(unversioned.headers.get('etag')).toBe(etag);
    expect(unversioned.body).toEqual(current.body);
    const revalidated = await block(from, undefined, { 'If-None-Match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('keeps a full block the same while rounds change in another; a change of its own names a new version', async () => {
    const before = await manifest();
    const deleted = await server.request('DELETE', `/api/v1/rounds/${ids[1]}/`, { token: admin });
    expect(deleted.status).toBe(200);
    const after = await manifest();
    const versionOf = (listed: Manifest, from: number) => listed.blocks.find((b) => b.from === from)!.version;
    expect(versionOf(after, BLOCK_ROUNDS * 2)).toBe(versionOf(before, BLOCK_ROUNDS * 2));
    expect(versionOf(after, 0)).toBeGreaterThan(versionOf(before, 0));
    expect(after.cursor).toBeGreaterThan(before.cursor);

    // Asked for at the version it had, a block answers as it is now, and no cache may keep that.
    const stale = await block(0, versionOf(before, 0));
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    expect(decodeRoundBlock(stale.body.data.data).map((round) => round.id)).toEqual([ids[0], ids[2], ids[3]]);
  });

  it('answers the newest block, where rounds land, as the database has it after uploads, edits and deletions', async () => {
    const fresh = [await submit(fiveManRound({ round_time: 615 })), await submit(leechRound())];
    const newestFrom = BLOCK_ROUNDS * 2;
    const versionNow = async () => (await manifest()).blocks.find((b) => b.from === newestFrom)!.version;
    expect(decodeRoundBlock((await block(newestFrom, await versionNow())).body.data.data).map((round) => round.id)).toEqual([BLOCK_ROUNDS * 2 + 5, ...fresh]);

    await server.app.db('waves').where({ round_id: fresh[0], wave_number: 1 }).update({ wave_time: 33.3 });
    await server.app.db('changes').insert({ entity: 'round', entity_id: fresh[0], op: 'upsert', created_at: '2026-11-26T10:00:00.000000' });
    expect((await server.request('DELETE', `/api/v1/rounds/${fresh[1]}/`, { token: admin })).status).toBe(200);

    const copied = decodeRoundBlock((await block(newestFrom, await versionNow())).body.data.data);
    const full: Round[] = (await server.request('GET', '/api/v1/rounds/')).body.data.data;
    expect(copied).toEqual(full.filter((round) => round.id >= newestFrom).map(unranked));
    expect(copied.map((round) => round.id)).toEqual([BLOCK_ROUNDS * 2 + 5, fresh[0]]);
    expect(copied[1]!.wave_data[0]).toMatchObject({ wave_number: 1, wave_time: 33.3 });
  });

  it('refuses a block that does not start where blocks start, and a start that is not a number', async () => {
    const between = await block(7);
    expect(between.status).toBe(404);
    expect(between.body.error).toBe(`No block starts at 7: blocks start at multiples of ${BLOCK_ROUNDS}.`);
    const word = await block('seven' as never);
    expect(word.status).toBe(400);
    expect(word.body.error).toMatch(/must be a number/);
    const badVersion = await server.request('GET', '/api/v1/copy/rounds/0/?version=new');
    expect(badVersion.status).toBe(400);
    expect(badVersion.body.error).toMatch(/^version: must be a change cursor/);
  });
});
