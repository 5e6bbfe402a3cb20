import { useMemo, type ReactElement } from 'react';
import { FORMAT_LABELS, type Format } from '../../../../domain/constants';
import type { RecordEntry } from '../../../../domain/player/types';
import { chartPointOf, RoundsChart } from '../../../components/charts/lazy';
import type { ChartSeries } from '../../../components/charts';
import text from '../../../ui/text.module.css';
import styles from './records.module.css';

const RECORD = 'World record';
/** The site's gold, which reads on both themes' backgrounds; a canvas cannot read CSS variables. */
const RECORD_COLOR = '#c9a227';

/** The world record over time as a step line; every record and tie a point. */
export function RecordProgression({ format, history }: { format: Format; history: readonly RecordEntry[] }): ReactElement {
  const title = `${FORMAT_LABELS[format]} world record over time`;
  // The chart is drawn anew when its series change: they are made once per answer.
  const series = useMemo((): ChartSeries[] => {
    const dated = history.flatMap((entry) => (entry.date === null ? [] : [{ ...entry, date: entry.date }]));
    if (dated.length === 0) return [];
    return [
      {
        name: RECORD,
        color: RECORD_COLOR,
        steps: dated.filter((entry) => !entry.tie).map((entry) => chartPointOf(entry, RECORD)),
        points: dated.map((entry) => chartPointOf(entry, entry.tie ? `${RECORD} (tie)` : RECORD)),
      },
    ];
  }, [history]);
  if (series.length === 0) return <p className={`${text.muted} ${styles.noChart}`}>No dated records to chart.</p>;
  return <RoundsChart title={title} series={series} seriesHeader="Record" valueHeader="Time" />;
}
