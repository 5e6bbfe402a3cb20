import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundSubmissionSchema } from '../../domain/schemas';
import type { Db } from '../../api/db/connection';
import { createRoundIndex } from '../../api/readModel/rounds';
import { createRound } from '../../api/modules/rounds/services/createRound';
import { deleteRound } from '../../api/modules/rounds/services/deleteRound';
import type { Round } from '../../domain/types';
import { fiveManRound } from '../fixtures/rounds';
import { submitRound, ANNOUNCEMENTS_OFF } from '../support/api';
import { databaseKinds, migratedDatabase } from '../support/databases';
import { startSignedIn, type TestServer } from '../support/server';

describe.each(databaseKinds)('change pulls answered from the rounds in memory, on %s', (kind) => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await migratedDatabase(kind));
  });
  afterAll(() => close());

  const addRound = (roundTime: number) => createRound(db, roundSubmissionSchema.parse(fiveManRound({ round_time: roundTime })), ANNOUNCEMENTS_OFF);
  const pagesFrom = async (index: ReturnType<typeof createRoundIndex>, since: number) => {
    const pages = [];
    for (let at = since, more = true; more; ) {
      const page = (JSON.parse((await index.changesSince(at, 2)).body) as { data: { data: Round[]; deleted: number[]; cursor: number; has_more: boolean } }).data;
      pages.push(page);
      at = page.cursor;
      more = page.has_more;
    }
    return pages;
  };

  it('reads every round with its own team, in id order, however many blocks its first read takes', async () => {
    // Straight into the tables, as a large site's history is: more rounds than one read block, a gap in the ids.
    const stamp = '2026-01-01T00:00:00.000000';
    const count = 12_003;
    const before = await db('rounds').max({ id: 'id' }).first();
    const first = Number(before?.id ?? 0) + 1;
    const ids = Array.from({ length: count }, (_, i) => first + i + (i >= 7000 ? 50 : 0));
    await db.batchInsert('rounds', ids.map((id) => ({ id, format: 'leech', round_time: 600 + (id % 100), round_date: stamp, scroller: true, source: 'admin', team_key: `p${id}`, created_at: stamp, updated_at: stamp })), 100);
    await db.batchInsert('round_players', ids.map((id) => ({ round_id: id, position: 0, character_name: `P${id}`, name_key: `p${id}`, role: 'Attacker' })), 100);
    if (kind === 'postgres') await db.raw("select setval(pg_get_serial_sequence('rounds', 'id'), (select max(id) from rounds))");

    const rounds = [...(await createRoundIndex(db).rounds()).rounds.values()].filter((round) => round.id >= first);
    expect(rounds.map((round) => round.id)).toEqual(ids);
    expect(rounds.every((round) => round.players.length === 1 && round.players[0]!.character_name === `P${round.id}`)).toBe(true);
    await db('rounds').where('id', '>=', first).delete();
  });

  it('answers a cursor older than the changes it keeps from the database, page for page as it answers a recent one from memory', async () => {
    const ids: number[] = [];
    for (const time of [640.2, 612.6, 655.8, 601.2, 630, 618.6]) ids.push(await addRound(time));
    await deleteRound(db, ids[2]!);
    await db('rounds').where({ id: ids[4] }).update({ round_time: 599.4 });
    await db('changes').insert({ entity: 'round', entity_id: ids[4], op: 'upsert', created_at: '2026-11-21 12:00:00' });

    // Keeps three of the eight changes: cursors before the sixth are read from the database.
    const short = createRoundIndex(db, { tailRows: 3 });
    const long = createRoundIndex(db);
    const { cursor } = await long.rounds();
    for (let since = 0; since <= cursor; since++) expect(await pagesFrom(short, since)).toEqual(await pagesFrom(long, since));

    const [first, second, third, fourth] = await pagesFrom(short, 0);
    expect(first!.data.map((r) => r.id)).toEqual([ids[0], ids[1]]);
    expect(second!.deleted).toEqual([ids[2]]);
    expect(fourth).toEqual({ data: [expect.objectContaining({ id: ids[4], round_time: 599.4, rank: 1 })], deleted: [ids[2]], cursor, has_more: false });
    expect(third!.has_more).toBe(true);
    await expect(short.changesSince(cursor + 1, 2)).rejects.toMatchObject({ status: 410, code: 'cursor_invalid' });
  });

  it('pulls the rounds changed since it was built as the database has them, splits and all, after later changes edit or delete them', async () => {
    const live = createRoundIndex(db);
    const { cursor: start } = await live.rounds();
    const ids: number[] = [];
    for (const time of [633.6, 621, 648]) ids.push(await addRound(time));
    // The index takes these rounds in, then the database moves on: a wave edited, a round deleted.
    await live.rounds();
    await db('waves').where({ round_id: ids[0], wave_number: 1 }).update({ wave_time: 33.3 });
    await db('changes').insert({ entity: 'round', entity_id: ids[0], op: 'upsert', created_at: '2026-11-21 12:00:00' });
    await deleteRound(db, ids[1]!);

    const fromMemory = await pagesFrom(live, start);
    // Keeping one change row, a fresh index reads every round of these pulls from the database.
    expect(fromMemory).toEqual(await pagesFrom(createRoundIndex(db, { tailRows: 1 }), start));
    // As a device applies the pages: a later page's round replaces an earlier page's.
    const applied = new Map(fromMemory.flatMap((page) => page.data).map((round) => [round.id, round]));
    expect([...applied.keys()].sort((a, b) => a - b)).toEqual([ids[0], ids[2]]);
    expect(applied.get(ids[0]!)!.wave_data[0]).toMatchObject({ wave_number: 1, wave_time: 33.3 });
    expect([...applied.values()].every((round) => round.wave_data.length > 0)).toBe(true);
    expect(fromMemory.at(-1)!.deleted).toContain(ids[1]);
  });
});

describe.each(databaseKinds)('a change pull under load on %s', (kind) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    ({ server, admin } = await startSignedIn(kind));
  });
  afterAll(() => server.stop());

  it('always includes a round whose upload was answered before the pull was sent, while other pulls keep the cursor read busy', async () => {
    const start = (await server.request('GET', '/api/v1/rounds/')).body.data.cursor as number;
    let uploading = true;
    const background = Array.from({ length: 8 }, async () => {
      while (uploading) await server.request('GET', `/api/v1/rounds/?since=${start}`);
    });
    try {
      let since = start;
      for (let i = 0; i < 25; i++) {
        const created = await submitRound(server, admin, fiveManRound({ round_time: 600 + i * 0.6 }));
        const pull = await server.request('GET', `/api/v1/rounds/?since=${since}`);
        expect(pull.body.data.data.map((r: { id: number }) => r.id)).toEqual([created]);
        since = pull.body.data.cursor;
      }
    } finally {
      uploading = false;
      await Promise.all(background);
    }
  });
});
