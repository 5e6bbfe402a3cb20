import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The goal of every category on every screen, 0–100. */
export const GOAL = 95;

export interface FailingAudit {
  id: string;
  title: string;
  /** 0–100. */
  score: number;
  displayValue?: string;
}

export interface ScreenResult {
  screen: string;
  formFactor: 'mobile' | 'desktop';
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** For each category under the goal, the audits Lighthouse counts as failed (score under 0.9). */
  failing: Partial<Record<Category, FailingAudit[]>>;
  /** Set when Lighthouse stopped on the page (no scores then). */
  error?: string;
  /** The performance score of every run of the page, in order; the scores above are the median run's. */
  performanceOfRuns?: (number | null)[];
}

/** A run's performance score, 0–100; null when Lighthouse could not score it. */
export function performanceOf(lhr: Result): number | null {
  const score = lhr.categories.performance?.score;
  return score == null ? null : Math.round(score * 100);
}

/** The scores and, for a category under the goal, its failed audits. */
export function summarize(screen: string, formFactor: ScreenResult['formFactor'], lhr: Result): ScreenResult {
  const scores = {} as ScreenResult['scores'];
  const failing: ScreenResult['failing'] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    const score = category?.score == null ? null : Math.round(category.score * 100);
    scores[id] = score;
    if (!category || (score !== null && score >= GOAL)) continue;
    failing[id] = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({ id: audit!.id, title: audit!.title, score: Math.round(audit!.score! * 100), displayValue: audit!.displayValue }));
  }
  return { screen, formFactor, url: lhr.finalDisplayedUrl, scores, failing, error: lhr.runtimeError?.message };
}

const cell = (score: number | null) => (score === null ? '–' : String(score)).padStart(4) + (score !== null && score < GOAL ? '!' : ' ');

/** A table of scores (screen × form factor), then each category under the goal with its failed audits. */
export function printReport(results: readonly ScreenResult[]): void {
  const width = Math.max(...results.map((r) => r.screen.length), 'screen'.length);
  console.log(`\n${'screen'.padEnd(width)}  form     perf   a11y   best`);
  for (const r of results) {
    const runs = r.performanceOfRuns && r.performanceOfRuns.length > 1 ? `  (runs: ${r.performanceOfRuns.map((score) => score ?? '–').join(', ')})` : '';
    console.log(`${r.screen.padEnd(width)}  ${r.formFactor.padEnd(7)} ${CATEGORIES.map((c) => cell(r.scores[c])).join('  ')}${runs}${r.error ? `  (${r.error})` : ''}`);
  }
  console.log(`\n! marks a score under ${GOAL}. With several runs of a page, its scores are the median run's (Lighthouse's choice: nearest the median first paint and time to interactive).`);
  for (const r of results) {
    for (const [category, audits] of Object.entries(r.failing)) {
      if (!audits.length) continue;
      console.log(`\n${r.screen}, ${r.formFactor}, ${category}:`);
      for (const a of audits) console.log(`  ${String(a.score).padStart(3)}  ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    }
  }
}
