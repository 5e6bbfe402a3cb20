/**
 * Teammates' reports of one round, and which of them the round shows. Every report is kept as it
 * was sent; the round is derived from them by one rule, so no report overwrites another.
 */
export interface ReportForDerivation {
  id: number;
  /** Arrival order: earlier reports first. */
  receivedAt: string;
  /** It carried the UUID key of the registered user its own character is linked to. */
  identified: boolean;
  scroller: boolean;
  dropped: boolean;
  hasSplits: boolean;
  hasReplay: boolean;
}

/** Which report gives the round its time, its wave splits and its replay (null: none has any). */
export interface DerivedRound {
  timeFrom: number;
  splitsFrom: number | null;
  replayFrom: number | null;
}

/** An identified report outranks an unidentified one; among identified ones, the scroller's outranks another's. */
function standing(report: ReportForDerivation): number {
  return report.identified ? (report.scroller ? 2 : 1) : 0;
}

const byArrival = (a: ReportForDerivation, b: ReportForDerivation) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : a.id - b.id);

/**
 * The round as its reports make it. The first report holds it; a later report takes the time (and
 * its splits and replay, where it has them) only when it is identified and outranks the holder. An
 * unidentified report never replaces what the round holds: it only fills in splits or a replay the
 * round has none of. An admin's choice of report, when it is not dropped, holds the round instead.
 * Null when every report is dropped.
 */
export function deriveRound(reports: readonly ReportForDerivation[], chosenId: number | null = null): DerivedRound | null {
  const kept = reports.filter((r) => !r.dropped).sort(byArrival);
  if (kept.length === 0) return null;
  let holder = kept.find((r) => r.id === chosenId) ?? kept[0]!;
  if (holder.id !== chosenId) {
    for (const report of kept) if (report.identified && standing(report) > standing(holder)) holder = report;
  }
  const firstWith = (has: (r: ReportForDerivation) => boolean) => (has(holder) ? holder : kept.find(has))?.id ?? null;
  return { timeFrom: holder.id, splitsFrom: firstWith((r) => r.hasSplits), replayFrom: firstWith((r) => r.hasReplay) };
}
