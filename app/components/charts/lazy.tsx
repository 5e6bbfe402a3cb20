import { Suspense, type ReactElement } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { TimedRoundRef } from '../../../domain/player/types';
import { parseUtcTimestamp } from '../../../domain/time';
import { formatTime } from '../../../domain/time';
import { Loading } from '../../ui/LoadState';
import { lazyPart } from '../../lazy/lazyPart';
import type { ChartPoint, ChartSeries } from './chartData';

/** The chart with its table, its code and uPlot loaded when a page first draws one, never with the app's shell. */
const LazyChartWithTable = lazyPart(() => import('./index').then((m) => m.ChartWithTable));

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A chart's dates: the day, in the reader's zone and language. */
export const formatChartDate = (t: number): string => dateFormat.format(t);

/** A dated round as a chart point that opens the round's details. */
export function chartPointOf(ref: TimedRoundRef & { date: string }, label: string): ChartPoint {
  return { t: parseUtcTimestamp(ref.date).getTime(), value: ref.time, label, href: `/details/${ref.roundId}` };
}

/**
 * Times of rounds over time as a step chart with its table, each point opening its round's details.
 * `series` must keep its identity between renders (memoised): a new one draws the chart anew.
 */
export function RoundsChart(props: { title: string; series: ChartSeries[]; seriesHeader: string; valueHeader: string }): ReactElement {
  const navigate = useNavigate();
  return (
    <Suspense fallback={<Loading what="chart" />}>
      <LazyChartWithTable
        title={props.title}
        series={props.series}
        formatValue={formatTime}
        formatDate={formatChartDate}
        onActivate={(point) => point.href && void navigate({ to: point.href })}
        tableCaption={props.title}
        seriesHeader={props.seriesHeader}
        valueHeader={props.valueHeader}
      />
    </Suspense>
  );
}
