import type { RoundSubmission } from '../../../domain/schemas';
import { parseUtcTimestamp, toUtcTimestamp } from '../../../domain/time';
import type { ReplayData, Round } from '../../../domain/types';
import { recordChanges } from '../../db/changes';
import type { Db } from '../../db/connection';
import { writeTransaction } from '../../db/transaction';
import type { RoundPlayerRow, RoundsTableRow, WaveRow } from '../../db/rows';
import { notFound } from '../../http/errors';
import { presentRound } from './present';
import { waveRow } from './waveRow';
import type { RoundSource } from '../sync/service';

// Keeps whereIn lists under every database's bound-parameter limit.
const ID_CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function groupByRound<T extends { round_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const byRound = new Map<number, T[]>();
  for (const row of rows) {
    const list = byRound.get(row.round_id);
    if (list) list.push(row);
    else byRound.set(row.round_id, [row]);
  }
  return byRound;
}

/** Which rounds: every one, these ids, or the ids from `from` up to (not including) `to`. */
type Scope = { ids: readonly number[] } | { from: number; to: number };

async function relatedRows<T>(db: Db, table: string, scope: Scope): Promise<T[]> {
  if ('from' in scope) return db(table).select('*').where('round_id', '>=', scope.from).andWhere('round_id', '<', scope.to) as Promise<T[]>;
  const parts = await Promise.all(chunks(scope.ids, ID_CHUNK).map((part) => db(table).select('*').whereIn('round_id', part)));
  return parts.flat() as T[];
}

export interface AssembleOptions {
  /** false leaves wave_data empty, for a caller that keeps rounds in memory without their splits. */
  splits?: boolean;
}

type ListedRoundRow = RoundsTableRow & { has_replay: boolean | number };

/** Round rows with whether each has a replay, never the replay itself: in the same statement, not a read of the replays after. */
function listedRoundRows(db: Db) {
  return db<ListedRoundRow>('rounds').select('rounds.*', db.raw('exists (select 1 from replays where replays.round_id = rounds.id) as has_replay'));
}

async function assemble(db: Db, rows: ListedRoundRow[], scope: Scope, options: AssembleOptions = {}): Promise<Round[]> {
  if (rows.length === 0) return [];
  const [players, waves] = await Promise.all([
    relatedRows<RoundPlayerRow>(db, 'round_players', scope),
    options.splits === false ? [] : relatedRows<WaveRow>(db, 'waves', scope),
  ]);
  const playersByRound = groupByRound(players.sort((a, b) => a.position - b.position));
  const wavesByRound = groupByRound(waves);
  return rows.map((row) =>
    presentRound(row, 0, playersByRound.get(row.id) ?? [], wavesByRound.get(row.id) ?? [], Boolean(row.has_replay)),
  );
}

/** Rounds read at a time by listRounds. */
const LIST_BLOCK = 5000;

/**
 * Every round, by id, read a block at a time: the database driver copies a whole result natively
 * before handing it over, and a process keeps the memory of its largest copy.
 */
export async function listRounds(db: Db, options: AssembleOptions = {}): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let after = 0; ; ) {
    const rows = await listedRoundRows(db).where('id', '>', after).orderBy('id').limit(LIST_BLOCK);
    if (rows.length === 0) return rounds;
    after = rows.at(-1)!.id;
    rounds.push(...(await assemble(db, rows, { from: rows[0]!.id, to: after + 1 }, options)));
  }
}

/** The rounds with ids from `from` up to (not including) `to`, by id. */
export async function roundsInIdRange(db: Db, from: number, to: number): Promise<Round[]> {
  const rows = await listedRoundRows(db).where('id', '>=', from).andWhere('id', '<', to).orderBy('id');
  return assemble(db, rows, { from, to });
}

export async function roundsByIds(db: Db, ids: readonly number[], options: AssembleOptions = {}): Promise<Round[]> {
  const parts = await Promise.all(chunks(ids, ID_CHUNK).map((part) => listedRoundRows(db).whereIn('id', part)));
  const rows = parts.flat().sort((a, b) => a.id - b.id);
  return assemble(db, rows, { ids: rows.map((r) => r.id) }, options);
}

/** A round as `current` has it now, with its replay, if any. */
export async function getRound(db: Db, id: number, current: RoundSource): Promise<{ round: Round; replay: ReplayData | null }> {
  const [round] = await current([id]);
  if (!round) throw notFound('Round does not exist.');
  const replay = round.has_replay ? await db('replays').where({ round_id: id }).first('data') : undefined;
  return { round, replay: replay ? (JSON.parse(replay.data as string) as ReplayData) : null };
}

export function teamKey(names: readonly string[]): string {
  return names.map((n) => n.toLowerCase()).sort().join(',');
}

/** A new round's row, as received `now` from `source`. */
export function roundRowOf(input: RoundSubmission, source: 'admin' | 'plugin', now: Date) {
  const stamp = toUtcTimestamp(now);
  return {
    format: input.format,
    round_time: input.round_time,
    round_date: input.round_date ? toUtcTimestamp(parseUtcTimestamp(input.round_date)) : stamp,
    scroller: input.scroller,
    submitted_by: input.submitted_by ?? null,
    world_region: input.world_region ?? null,
    source,
    team_key: teamKey(input.players.map((p) => p.character_name)),
    created_at: stamp,
    updated_at: stamp,
  };
}

export function playerRowsOf(roundId: number, input: Pick<RoundSubmission, 'players'>) {
  return input.players.map((p, position) => ({
    round_id: roundId,
    position,
    character_name: p.character_name,
    name_key: p.character_name.toLowerCase(),
    role: p.role,
  }));
}

export function hasReplay(input: Pick<RoundSubmission, 'replay_data'>): boolean {
  return Boolean(input.replay_data && Object.keys(input.replay_data).length > 0);
}

export function replayRowOf(roundId: number, input: Pick<RoundSubmission, 'replay_data'>) {
  const data = JSON.stringify(input.replay_data);
  return { round_id: roundId, data, size_bytes: Buffer.byteLength(data) };
}

/** Stores a new round with its players, waves and replay, inside the caller's transaction. */
export async function insertRound(trx: Db, input: RoundSubmission, source: 'admin' | 'plugin', now: Date): Promise<number> {
  const [inserted] = await trx('rounds').insert(roundRowOf(input, source, now)).returning('id');
  const roundId = Number(typeof inserted === 'object' ? inserted.id : inserted);
  await trx('round_players').insert(playerRowsOf(roundId, input));
  await writeSplits(trx, roundId, input);
  await recordChanges(trx, 'round', [roundId], 'upsert');
  return roundId;
}

/** The round's waves and replay, as the given report has them. */
export async function writeSplits(trx: Db, roundId: number, input: Pick<RoundSubmission, 'wave_data' | 'replay_data'>): Promise<void> {
  if (input.wave_data.length > 0) await trx('waves').insert(input.wave_data.map((w) => waveRow(roundId, w)));
  if (hasReplay(input)) await trx('replays').insert(replayRowOf(roundId, input));
}

export async function createRound(db: Db, input: RoundSubmission, source: 'admin' | 'plugin', now = new Date()): Promise<number> {
  return writeTransaction(db, (trx) => insertRound(trx, input, source, now));
}

export async function deleteRound(db: Db, id: number): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const deleted = await trx('rounds').where({ id }).delete();
    if (deleted === 0) throw notFound('Round does not exist.');
    await recordChanges(trx, 'round', [id], 'delete');
  });
}
