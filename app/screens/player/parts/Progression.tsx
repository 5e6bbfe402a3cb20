import { useMemo, type ReactElement } from 'react';
import { FORMAT_LABELS, type Format } from '../../../../domain/constants';
import type { RoleProgression, TimedRoundRef } from '../../../../domain/player/types';
import { ROLE_COLORS } from '../../../../domain/roles';
import type { ChartSeries } from '../../../components/charts';
import { chartPointOf, RoundsChart } from '../../../components/charts/lazy';
import text from '../../../ui/text.module.css';

/** Progressions hold dated rounds only. */
const dated = (ref: TimedRoundRef) => ({ ...ref, date: ref.date! });

/** Each role's PB over time, in the role's colour, every round a faint dot; a table of the same data on request. */
export function Progression({ format, progression }: { format: Format; progression: readonly RoleProgression[] }): ReactElement {
  // The chart is drawn anew when its series change: they are made once per answer.
  const series = useMemo(
    (): ChartSeries[] =>
      progression
        .filter((role) => role.steps.length > 0)
        .map((role) => ({
          name: role.role,
          color: ROLE_COLORS[role.role].hex,
          steps: role.steps.map((ref) => chartPointOf(dated(ref), role.role)),
          points: role.points.map((ref) => chartPointOf(dated(ref), role.role)),
        })),
    [progression],
  );
  if (series.length === 0) return <p className={text.muted}>No dated rounds to chart.</p>;
  return <RoundsChart title={`${FORMAT_LABELS[format]} personal bests over time`} series={series} seriesHeader="Role" valueHeader="PB" />;
}
