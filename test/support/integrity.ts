import { expect } from 'vitest';
import type { Db } from '../../api/db/connection';
import type { Reply } from './server';

/** Every table the migrations create. */
export const TABLES = [
  'users',
  'accounts',
  'rounds',
  'round_players',
  'waves',
  'replays',
  'api_tokens',
  'sessions',
  'changes',
  'oauth_states',
  'sign_in_codes',
  'plugin_nonces',
  'rate_limits',
  'write_locks',
  'discord_interactions_seen',
  'round_reports',
  'account_claims',
  'live_rounds',
  'live_checkpoints',
] as const;
export type Table = (typeof TABLES)[number];

/** Row counts of every table, read in one statement. */
export async function rowCounts(db: Db): Promise<Record<Table, number>> {
  const row = (await db.select(Object.fromEntries(TABLES.map((table) => [table, db(table).count('*')]))).first()) as Record<Table, unknown>;
  return Object.fromEntries(TABLES.map((table) => [table, Number(row[table])])) as Record<Table, number>;
}

const countOf = async (query: PromiseLike<{ n: unknown }[]>) => Number((await query)[0]!.n);

export type PartialRows = Record<'roundsWithoutPlayers' | 'playersWithoutRound' | 'wavesWithoutRound' | 'replaysWithoutRound' | 'accountsWithoutUser', number>;

/** Rows a write stopped half-way would leave: a round without players, and rows whose parent is gone. */
export async function partialRows(db: Db): Promise<PartialRows> {
  const orphans = (table: string, column: string, parent: string) =>
    countOf(db(table).whereNotIn(column, db(parent).select('id')).count({ n: '*' }));
  return {
    roundsWithoutPlayers: await countOf(db('rounds').whereNotIn('id', db('round_players').select('round_id')).count({ n: '*' })),
    playersWithoutRound: await orphans('round_players', 'round_id', 'rounds'),
    wavesWithoutRound: await orphans('waves', 'round_id', 'rounds'),
    replaysWithoutRound: await orphans('replays', 'round_id', 'rounds'),
    accountsWithoutUser: await orphans('accounts', 'user_id', 'users'),
  };
}

export const NO_PARTIAL_ROWS: PartialRows = { roundsWithoutPlayers: 0, playersWithoutRound: 0, wavesWithoutRound: 0, replaysWithoutRound: 0, accountsWithoutUser: 0 };

/** A refusal the client can show as it is: the error envelope with a readable sentence and a code. */
export function expectClearRefusal(reply: Reply): void {
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(reply.body as object).sort()).toEqual(['code', 'error', 'status']);
  const { status, error, code } = reply.body as { status: unknown; error: unknown; code: unknown };
  expect(status).toBe('error');
  expect(error).toEqual(expect.stringMatching(/^[^\n]*[A-Za-z]{2,}[^\n]* [^\n]*$/));
  expect(code).toEqual(expect.stringMatching(/^[a-z]+(_[a-z]+)*$/));
}
