import { useMemo, useState, type ReactElement } from 'react';
import { FORMAT_LABELS, type Format } from '../../../../../domain/constants';
import type { WaveSplitSeries } from '../../../../../domain/player/waveSplits';
import type { ChartSeries } from '../../../../components/charts';
import { chartPointOf, RoundsChart } from '../../../../components/charts/lazy';
import { AppSelect } from '../../../../ui/Select';
import text from '../../../../ui/text.module.css';
import styles from './splits.module.css';

/** The site's gold, which reads on both themes' backgrounds; a canvas cannot read CSS variables. */
const SPLIT_COLOR = '#c9a227';

/** One wave's split over the player's rounds, the wave's best as a step line; the wave is chosen beside it. */
export function WaveSplitChart({ format, series }: { format: Format; series: readonly WaveSplitSeries[] }): ReactElement {
  const [chosen, setChosen] = useState(series[0]?.wave_number ?? 1);
  const wave = series.find((held) => held.wave_number === chosen) ?? series[0];
  const label = `Wave ${wave?.wave_number ?? chosen}`;
  // The chart is drawn anew when its series change: they are made once per wave shown.
  const charted = useMemo((): ChartSeries[] => {
    if (!wave || wave.points.length === 0) return [];
    const dated = (ref: WaveSplitSeries['points'][number]) => chartPointOf({ ...ref, date: ref.date! }, label);
    return [{ name: label, color: SPLIT_COLOR, steps: wave.steps.map(dated), points: wave.points.map(dated) }];
  }, [wave, label]);
  return (
    <>
      <div className={styles.chartHeading}>
        <h3 className={styles.subheading}>Splits over time</h3>
        <AppSelect<number> label="Wave" options={series.map((held) => ({ id: held.wave_number, label: `Wave ${held.wave_number}` }))} value={wave?.wave_number ?? null} onChange={setChosen} />
      </div>
      {charted.length === 0 ? (
        <p className={text.muted}>No dated rounds to chart.</p>
      ) : (
        <RoundsChart title={`${FORMAT_LABELS[format]} ${label} splits over time`} series={charted} seriesHeader="Wave" valueHeader="Split" />
      )}
    </>
  );
}
