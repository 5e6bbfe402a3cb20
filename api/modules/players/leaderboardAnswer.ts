import crypto from 'node:crypto';
import { standingRank, type UnrankedLeaderboard } from '../../../domain/leaderboard';
import type { LeaderboardEntry } from '../../../domain/types';
import { prepared, type PreparedAnswer } from '../../http/respond';

/** An entry's JSON as bytes, cut where its two ranks go, and a digest of that JSON. */
interface EntryParts {
  beforeFiveMan: Buffer;
  betweenRanks: Buffer;
  afterLeech: Buffer;
  digest: Buffer;
}

const DIGEST_BYTES = 16;
/** Per entry in what the ETag hashes: its digest, then its two ranks (-1 for none). */
const NAMED_BYTES = DIGEST_BYTES + 8;

const START = Buffer.from('{"data":[');
const END = Buffer.from(']}');
const COMMA = Buffer.from(',');
const NO_RANK = Buffer.from('null');
/** Each rank's digits, made once: rank → its bytes. */
const rankDigits: Buffer[] = [];
const bytesOfRank = (rank: number | null) => (rank === null ? NO_RANK : (rankDigits[rank] ??= Buffer.from(String(rank))));

// Every version of the leaderboard ranks its entries anew, but an entry stays the object it was until
// the player's rounds change: its bytes and digest are made once, around the ranks.
const partsOfEntry = new WeakMap<LeaderboardEntry, EntryParts>();

function partsOf(entry: LeaderboardEntry): EntryParts {
  let parts = partsOfEntry.get(entry);
  if (!parts) {
    const unranked = JSON.stringify({
      ...entry,
      role_times: { five_man: { ...entry.role_times.five_man, rank: null }, leech: { ...entry.role_times.leech, rank: null } },
    });
    const [before, between, after] = unranked.split('"rank":null');
    parts = {
      beforeFiveMan: Buffer.from(`${before}"rank":`),
      betweenRanks: Buffer.from(`${between}"rank":`),
      afterLeech: Buffer.from(after!),
      digest: crypto.createHash('sha256').update(unranked).digest().subarray(0, DIGEST_BYTES),
    };
    partsOfEntry.set(entry, parts);
  }
  return parts;
}

/**
 * The leaderboard's answer: its entries ranked, exactly as JSON.stringify writes them. Written as
 * bytes from each entry's, and named by a hash of each entry's digest and ranks, which is the same
 * for the same bytes and different for any other: hashing the whole answer costs more the larger
 * it grows, and a new version comes with nearly every upload.
 */
export function leaderboardAnswer({ entries, averages }: UnrankedLeaderboard): PreparedAnswer {
  const named = Buffer.allocUnsafe(entries.length * NAMED_BYTES);
  const chunks: Buffer[] = [START];
  entries.forEach((entry, index) => {
    const parts = partsOf(entry);
    const fiveMan = standingRank(averages, 'five_man', entry.role_times.five_man);
    const leech = standingRank(averages, 'leech', entry.role_times.leech);
    const at = index * NAMED_BYTES;
    parts.digest.copy(named, at);
    named.writeInt32LE(fiveMan ?? -1, at + DIGEST_BYTES);
    named.writeInt32LE(leech ?? -1, at + DIGEST_BYTES + 4);
    if (index > 0) chunks.push(COMMA);
    chunks.push(parts.beforeFiveMan, bytesOfRank(fiveMan), parts.betweenRanks, bytesOfRank(leech), parts.afterLeech);
  });
  chunks.push(END);
  return prepared(chunks, crypto.createHash('sha256').update(named).digest('base64url').slice(0, 27));
}
