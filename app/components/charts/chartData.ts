/** A value at a moment: a round's time, say, and where the round's page is. */
export interface ChartPoint {
  /** epoch ms */
  t: number;
  /** seconds */
  value: number;
  label?: string;
  href?: string;
}

export interface ChartSeries {
  name: string;
  color: string;
  /** the step line: where the best fell, oldest first */
  steps: ChartPoint[];
  /** every round, drawn as faint dots */
  points: ChartPoint[];
}

/** A point together with the index of its series. */
export interface ChartTarget {
  series: number;
  point: ChartPoint;
}

export interface AlignedChart {
  /** uPlot's columns: the times, then each series' dots, then each series' steps (drawn last, over the dots). */
  data: [number[], ...(number | null)[][]];
  /** Per series, where in the times its real steps are: the extension to the end gets no marker. */
  stepIdxs: number[][];
}

/**
 * Puts every series on one shared time axis, null where a series has nothing, and carries each step
 * line to `end` (or the last time, if later): the last best still stands. Two values of one column at
 * the same time keep the lower, the better.
 */
export function alignData(series: readonly ChartSeries[], end: number): AlignedChart {
  const times = series.flatMap((s) => [...s.steps, ...s.points].map((p) => p.t));
  const hasSteps = series.some((s) => s.steps.length > 0);
  if (hasSteps) times.push(times.reduce((latest, t) => Math.max(latest, t), end));
  const xs = [...new Set(times)].sort((a, b) => a - b);
  const index = new Map(xs.map((t, i) => [t, i]));
  const lastIdx = xs.length - 1;

  const column = (points: readonly ChartPoint[]): (number | null)[] => {
    const values: (number | null)[] = xs.map(() => null);
    for (const p of points) {
      const i = index.get(p.t)!;
      values[i] = Math.min(values[i] ?? Infinity, p.value);
    }
    return values;
  };

  const stepIdxs = series.map((s) => [...new Set(s.steps.map((p) => index.get(p.t)!))].sort((a, b) => a - b));
  const steps = series.map((s, i) => {
    const values = column(s.steps);
    const latest = stepIdxs[i]!.at(-1);
    if (latest !== undefined) values[lastIdx] = values[latest]!;
    return values;
  });
  return { data: [xs, ...series.map((s) => column(s.points)), ...steps], stepIdxs };
}

/** Every series' steps, oldest first (series order on a tie): the keyboard's path and the table's rows. */
export function stepsInTimeOrder(series: readonly ChartSeries[]): ChartTarget[] {
  return series
    .flatMap((s, i) => s.steps.map((point) => ({ series: i, point })))
    .sort((a, b) => a.point.t - b.point.t);
}

/** What a pointer can land on: steps first, so a step wins over the dot of the same round. */
export function hoverTargets(series: readonly ChartSeries[]): ChartTarget[] {
  return [
    ...series.flatMap((s, i) => s.steps.map((point) => ({ series: i, point }))),
    ...series.flatMap((s, i) => s.points.map((point) => ({ series: i, point }))),
  ];
}

/** The target nearest (x, y) within `radius`, measured where `position` puts each one; the earlier wins a tie. */
export function nearestTarget(
  targets: readonly ChartTarget[],
  position: (target: ChartTarget) => readonly [number, number],
  x: number,
  y: number,
  radius: number,
): ChartTarget | null {
  let nearest: ChartTarget | null = null;
  let best = Infinity;
  for (const target of targets) {
    const [tx, ty] = position(target);
    const distance = Math.hypot(tx - x, ty - y);
    if (distance <= radius && distance < best) {
      nearest = target;
      best = distance;
    }
  }
  return nearest;
}
