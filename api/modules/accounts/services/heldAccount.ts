import { isPostgres, type Db } from '../../../db/connection';
import type { LinkedAccountRow } from '../rows';

/**
 * The account holding a character name, whatever its capitals. On PostgreSQL its row stays locked
 * until the transaction ends, so two claims, moves or unlinks of one character take turns; SQLite's
 * one writer already makes them.
 */
export async function heldAccount(trx: Db, characterName: string): Promise<LinkedAccountRow | undefined> {
  const query = trx<LinkedAccountRow>('accounts').where({ name_key: characterName.toLowerCase() });
  return (isPostgres(trx) ? query.forUpdate() : query).first();
}

/** The same for an account by id. */
export async function lockedAccount(trx: Db, id: number): Promise<LinkedAccountRow | undefined> {
  const query = trx<LinkedAccountRow>('accounts').where({ id });
  return (isPostgres(trx) ? query.forUpdate() : query).first();
}
