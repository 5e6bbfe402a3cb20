/** A team's rounds grouped into sittings: rounds played one after another, without a long break. */
import type { TimedRoundRef } from '../player/types';
import { parseUtcTimestamp } from '../time';
import type { Sitting } from './types';

/** A round more than this long after the one before starts a new sitting. */
export const SITTING_GAP_MS = 30 * 60 * 1000;

function sittingOf(refs: readonly TimedRoundRef[]): Sitting {
  // The first of equal times stays the best: refs come oldest first.
  const best = refs.reduce((held, ref) => (ref.time < held.time ? ref : held));
  // Times summed as whole tenths: 0.1 + 0.2 in floating point is not 0.3.
  const tenths = refs.reduce((sum, ref) => sum + Math.round(ref.time * 10), 0);
  return { start: refs[0]!.date!, end: refs.at(-1)!.date!, count: refs.length, best, average: Math.round(tenths / refs.length) / 10 };
}

/** The dated rounds of `refs` (oldest first) split into sittings, newest sitting first; undated rounds have no place in one. */
export function sittingsOf(refs: readonly TimedRoundRef[]): Sitting[] {
  const sittings: Sitting[] = [];
  let current: TimedRoundRef[] = [];
  let previousAt = 0;
  for (const ref of refs) {
    if (ref.date === null) continue;
    const at = parseUtcTimestamp(ref.date).getTime();
    if (current.length > 0 && at - previousAt > SITTING_GAP_MS) {
      sittings.push(sittingOf(current));
      current = [];
    }
    current.push(ref);
    previousAt = at;
  }
  if (current.length > 0) sittings.push(sittingOf(current));
  return sittings.reverse();
}
