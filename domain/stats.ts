/** Middles and percentiles of a set of times, as the planner, the projection and the bottleneck cards read them. */

/** The middle value (the mean of the two middle ones for an even count). Throws on no values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The nearest-rank percentile (p from 0 to 100) of values sorted ascending: the smallest value at or
 * above p % of them, always one of the values. Throws on no values.
 */
export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) throw new RangeError('No values to take a percentile of');
  // p × n is worked before the division: 0.1 × 30 in floating point is above 3, and its ceiling 4.
  const rank = Math.min(sortedValues.length, Math.max(1, Math.ceil((p * sortedValues.length) / 100)));
  return sortedValues[rank - 1]!;
}

/** A share from 0 to 1 as a reader sees it: '40%'. */
export function formatShare(share: number): string {
  return `${Math.round(share * 100)}%`;
}
