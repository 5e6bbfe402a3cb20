import type { Config } from '../../api/config';
import { createDb } from '../../api/db/connection';
import { fiveManRound } from '../fixtures/rounds';
import { pluginReport } from '../fixtures/plugin';
import { partialRows } from './integrity';
import type { HttpClient } from './server';

/** What the database holds of rounds, read straight from its tables. */
export interface StoredRounds {
  roundIds: number[];
  /** Per round: how many players and waves it has. */
  parts: Map<number, { players: number; waves: number }>;
  /** Players, waves and replays whose round does not exist. */
  orphans: { players: number; waves: number; replays: number };
  /** Rounds the change log says exist now: their latest change is an upsert. */
  loggedRoundIds: number[];
}

export async function readStoredRounds(database: Config['database']): Promise<StoredRounds> {
  const db = createDb(database);
  try {
    const rounds = await db('rounds').select('id').orderBy('id');
    const roundIds = rounds.map((r: { id: number }) => Number(r.id));
    const parts = new Map(roundIds.map((id) => [id, { players: 0, waves: 0 }]));
    for (const [table, part] of [['round_players', 'players'], ['waves', 'waves']] as const) {
      const counts: { round_id: number; n: number | string }[] = await db(table).select('round_id').count({ n: '*' }).groupBy('round_id');
      for (const { round_id, n } of counts) {
        const round = parts.get(Number(round_id));
        if (round) round[part] = Number(n);
      }
    }
    const partial = await partialRows(db);
    const orphans = { players: partial.playersWithoutRound, waves: partial.wavesWithoutRound, replays: partial.replaysWithoutRound };
    const changes: { entity_id: number; op: string }[] = await db('changes').where({ entity: 'round' }).orderBy('seq').select('entity_id', 'op');
    const latestOp = new Map(changes.map((c) => [Number(c.entity_id), c.op]));
    const loggedRoundIds = [...latestOp].filter(([, op]) => op === 'upsert').map(([id]) => id).sort((a, b) => a - b);
    return { roundIds, parts, orphans, loggedRoundIds };
  } finally {
    await db.destroy();
  }
}

export interface PulledRound {
  id: number;
  players: unknown[];
  wave_data: unknown[];
}

/** What a client holds after syncing from `since`: its rounds from before, updated page by page as the site's client does. */
export async function pullSince(client: HttpClient, held: ReadonlyMap<number, PulledRound>, since: number): Promise<{ rounds: Map<number, PulledRound>; cursor: number }> {
  const rounds = new Map(held);
  let cursor = since;
  for (;;) {
    const page = await client.request('GET', `/api/v1/rounds/?since=${cursor}`);
    if (page.status !== 200) throw new Error(`pull from ${cursor} answered ${page.status}: ${JSON.stringify(page.body)}`);
    const { data, deleted, cursor: next, has_more } = page.body.data as { data: PulledRound[]; deleted: number[]; cursor: number; has_more: boolean };
    for (const round of data) rounds.set(round.id, round);
    for (const id of deleted) rounds.delete(id);
    cursor = next;
    if (!has_more) return { rounds, cursor };
  }
}

/** The full list, as a client's first sync reads it. */
export async function fullList(client: HttpClient): Promise<{ rounds: Map<number, PulledRound>; cursor: number }> {
  const res = await client.request('GET', '/api/v1/rounds/');
  if (res.status !== 200) throw new Error(`the full list answered ${res.status}: ${JSON.stringify(res.body)}`);
  const { data, cursor } = res.body.data as { data: PulledRound[]; cursor: number };
  return { rounds: new Map(data.map((r) => [r.id, r])), cursor };
}

/** Five players with names no other upload of the run uses (tags up to 10 characters), so each upload is a round of its own. */
function team(tag: string): string[] {
  return ['a', 'b', 'c', 'd', 'e'].map((seat) => `${tag}${seat}`);
}

/** A five-man round with ten waves, as an admin submits it by hand. */
export function adminRoundOf(tag: string) {
  const base = fiveManRound();
  const names = team(tag);
  return fiveManRound({ submitted_by: names[0], players: base.players.map((p, i) => ({ ...p, character_name: names[i] })) });
}

/** A five-man round with ten waves, as the plugin reports it. */
export function pluginRoundOf(tag: string) {
  const base = pluginReport();
  const names = team(tag);
  return pluginReport({ submitted_by: names[0], players: base.players.map((p, i) => ({ ...p, character_name: names[i] })) });
}
