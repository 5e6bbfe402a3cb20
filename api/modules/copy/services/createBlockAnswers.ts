import { encodeRoundBlock } from '../../../../domain/roundBlock';
import { prepared, type PreparedAnswer } from '../../../http/respond';
import type { RoundIndex } from '../../../readModel/rounds';

/**
 * Each block's answer at its current version, compressed once: every first visit asks for every
 * block, and reading one from the database costs far more than sending it. Settled blocks are
 * compressed hardest; the newest, whose version moves with each upload, as other answers are.
 */
export function createBlockAnswers(roundIndex: RoundIndex): (from: number, version: number) => Promise<PreparedAnswer> {
  const made = new Map<number, { version: number; answer: Promise<PreparedAnswer> }>();
  return (from, version) => {
    let held = made.get(from);
    if (held?.version !== version) {
      const answer = roundIndex.block(from).then(({ rounds, live }) =>
        prepared(JSON.stringify({ data: encodeRoundBlock(rounds) }), `block-${from}-${version}`, { lasting: !live }),
      );
      held = { version, answer };
      made.set(from, held);
      answer.catch(() => made.get(from) === held && made.delete(from));
    }
    return held.answer;
  };
}
