import type { Format } from '../../../../domain/constants';
import type { Db } from '../../../db/connection';
import { BLOCK_ROUNDS } from '../../../../domain/roundBlock';
import type { RoundIndex } from '../../../readModel/rounds';
import { listRoundsInIdRange } from './listRoundsInIdRange';

/**
 * The whole list's data, `{"data":[rounds by id],"cursor":n}`, for tools that read it: written a
 * block of rounds at a time as the client takes it, so it is never whole in memory.
 * The cursor and the first block are read before the answer starts, so a database that cannot be
 * read gets an error answer, not a cut one. The cursor comes first: a change landing while the
 * list is written is pulled again after it, never lost.
 */
export async function streamFullList(db: Db, index: RoundIndex, format: Format | undefined): Promise<AsyncIterable<string>> {
  const { cursor } = await index.rounds();
  const newest = await db('rounds').max({ id: 'id' }).first();
  const lastId = Number(newest?.id ?? 0);
  const blockJson = async (from: number): Promise<string> => {
    const rounds = (await listRoundsInIdRange(db, from, from + BLOCK_ROUNDS)).filter((round) => !format || round.format === format);
    return rounds.length === 0 ? '' : JSON.stringify(await index.ranked(rounds)).slice(1, -1);
  };
  const first = await blockJson(0);
  async function* parts(): AsyncGenerator<string> {
    yield `{"data":[${first}`;
    let written = first !== '';
    for (let from = BLOCK_ROUNDS; from <= lastId; from += BLOCK_ROUNDS) {
      const json = await blockJson(from);
      if (json === '') continue;
      yield (written ? ',' : '') + json;
      written = true;
    }
    yield `],"cursor":${cursor}}`;
  }
  return parts();
}
