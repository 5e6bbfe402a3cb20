const CHUNK_BITS = 8;
const CHUNK_SIZE = 1 << CHUNK_BITS;

type Chunk<R> = (R | undefined)[];

/**
 * Rounds by id at one version, which stays whole for the answers still being made from it. Ids are
 * the database's, small whole numbers that rise as rounds come, so a round sits in the slot of its
 * id, 256 slots to a chunk: a new version copies the list of chunks and the chunks it changes and
 * shares all the others (copying a Map of every round per version cost far more), and the rounds
 * are walked in id order without a sort.
 */
export class RoundsInIdOrder<R extends { id: number }> {
  private constructor(
    private readonly chunks: readonly (Readonly<Chunk<R>> | undefined)[],
    /** How many rounds there are. */
    readonly size: number,
  ) {}

  static of<R extends { id: number }>(rounds: Iterable<R>): RoundsInIdOrder<R> {
    return new RoundsInIdOrder<R>([], 0).with(rounds, []).rounds;
  }

  get(id: number): R | undefined {
    return this.chunks[id >>> CHUNK_BITS]?.[id & (CHUNK_SIZE - 1)];
  }

  /** Every round, in id order: a new array, filled by plain loops, which are far faster than a generator. */
  values(): R[] {
    const rounds = new Array<R>(this.size);
    let next = 0;
    for (const chunk of this.chunks) {
      if (!chunk) continue;
      for (let slot = 0; slot < CHUNK_SIZE; slot++) {
        const round = chunk[slot];
        if (round) rounds[next++] = round;
      }
    }
    return rounds;
  }

  /** A new version with the `changed` rounds put in and the `deleted` ids taken out, and the rounds they replaced. */
  with(changed: Iterable<R>, deleted: Iterable<number>): { rounds: RoundsInIdOrder<R>; replaced: R[] } {
    const chunks = [...this.chunks];
    const replaced: R[] = [];
    let size = this.size;
    const put = (id: number, round: R | undefined) => {
      if (!Number.isInteger(id) || id < 0 || id >= 2 ** 32) throw new RangeError(`A round id must be a whole number from 0 to 2^32, not ${id}`);
      const at = id >>> CHUNK_BITS;
      // A chunk still shared with this version is copied before its first change.
      if (chunks[at] === this.chunks[at]) {
        if (!round && !chunks[at]) return;
        chunks[at] = chunks[at] ? [...chunks[at]] : new Array<R | undefined>(CHUNK_SIZE).fill(undefined);
      }
      const chunk = chunks[at] as Chunk<R>;
      const slot = id & (CHUNK_SIZE - 1);
      const before = chunk[slot];
      if (before) replaced.push(before);
      size += (round ? 1 : 0) - (before ? 1 : 0);
      chunk[slot] = round;
    };
    for (const round of changed) put(round.id, round);
    for (const id of deleted) put(id, undefined);
    return { rounds: new RoundsInIdOrder(chunks, size), replaced };
  }
}
