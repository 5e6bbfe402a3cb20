import { Readable } from 'node:stream';
import type { Format } from '../../../domain/constants';
import type { Db } from '../../db/connection';
import { BLOCK_ROUNDS } from '../copy/service';
import type { RoundIndex } from './roundIndex';
import { roundsInIdRange } from './service';

/**
 * The whole list, `{"status":"ok","data":{"data":[rounds by id],"cursor":n}}`, for tools that read
 * it: written a block of rounds at a time as the client takes it, so it is never whole in memory.
 * The cursor comes first: a change landing while it is written is pulled again after it, never lost.
 */
export function fullListStream(db: Db, index: RoundIndex, format: Format | undefined): Readable {
  async function* parts(): AsyncGenerator<string> {
    const { cursor } = await index.rounds();
    const newest = await db('rounds').max({ id: 'id' }).first();
    const lastId = Number(newest?.id ?? 0);
    yield '{"status":"ok","data":{"data":[';
    let first = true;
    for (let from = 0; from <= lastId; from += BLOCK_ROUNDS) {
      const rounds = (await roundsInIdRange(db, from, from + BLOCK_ROUNDS)).filter((round) => !format || round.format === format);
      if (rounds.length === 0) continue;
      const json = JSON.stringify(await index.ranked(rounds));
      yield (first ? '' : ',') + json.slice(1, -1);
      first = false;
    }
    yield `],"cursor":${cursor}}}`;
  }
  return Readable.from(parts());
}
