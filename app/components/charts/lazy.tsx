import { lazy } from 'react';
import type { TimedRoundRef } from '../../../domain/player/types';
import { parseUtcTimestamp } from '../../../domain/time';
import type { ChartPoint } from './chartData';

/** The chart with its table, its code and uPlot loaded when a page first draws one, never with the app's shell. */
export const LazyChartWithTable = lazy(() => import('./index'));

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A chart's dates: the day, in the reader's zone and language. */
export const formatChartDate = (t: number): string => dateFormat.format(t);

/** A dated round as a chart point that opens the round's details. */
export function chartPointOf(ref: TimedRoundRef & { date: string }, label: string): ChartPoint {
  return { t: parseUtcTimestamp(ref.date).getTime(), value: ref.time, label, href: `/details/${ref.roundId}` };
}
