import { useMemo, type ReactElement } from 'react';
import { FORMAT_LABELS, type Format } from '../../../../domain/constants';
import type { TeamFormat } from '../../../../domain/teams/types';
import type { ChartSeries } from '../../../components/charts';
import { chartPointOf, RoundsChart } from '../../../components/charts/lazy';
import text from '../../../ui/text.module.css';

const BEST = 'Team best';
/** The site's gold, which reads on both themes' backgrounds; a canvas cannot read CSS variables. */
const BEST_COLOR = '#c9a227';

/** The team's best time over its rounds, every round a faint point. */
export function TeamProgression({ format, progression }: { format: Format; progression: TeamFormat['progression'] }): ReactElement {
  // The chart is drawn anew when its series change: they are made once per answer.
  const series = useMemo((): ChartSeries[] => {
    if (progression.points.length === 0) return [];
    const point = (ref: TeamFormat['progression']['points'][number]) => chartPointOf({ ...ref, date: ref.date! }, BEST);
    return [{ name: BEST, color: BEST_COLOR, steps: progression.steps.map(point), points: progression.points.map(point) }];
  }, [progression]);
  if (series.length === 0) return <p className={text.muted}>No dated rounds to chart.</p>;
  return <RoundsChart title={`${FORMAT_LABELS[format]} team best over time`} series={series} seriesHeader="Best" valueHeader="Time" />;
}
