import { Fragment, useId, useState, type ReactElement } from 'react';
import type { UnrankedRound, WaveEntry } from '../../../../domain/types';
import { isWaveRecord, type FormatWaveRecords } from '../../../../domain/waveRecords';
import { QS_DELTA_DECIMALS, sortWaves, WAVE_DELTA_DECIMALS } from '../../../../domain/waves';
import { Card } from '../../../ui/Card';
import { Chip } from '../../../ui/Chip';
import { DataTable, DetailsRow } from '../../../ui/DataTable';
import { ExpandButton } from '../../../ui/ExpandButton';
import { comparisonLabel, type Comparison } from './comparison';
import { Delta } from './Delta';
import { QsLegend, QsTicks } from './QsTicks';
import { WaveDetails, hasWaveDetails } from './WaveDetails';
import styles from './WaveSplits.module.css';

/** Wave 1 has no premove to judge; later waves say yes, no, or that the plugin did not know. */
function premoveLabel(wave: WaveEntry): string {
  if (wave.wave_number === 1) return 'N/A';
  if (wave.good_premove === null) return 'Unknown';
  return wave.good_premove ? 'Yes' : 'No';
}

const COLUMNS = [{ title: 'Wave' }, { title: 'Time' }, { title: 'QS Ticks' }, { title: 'Good Premove' }];

function WaveRow(props: {
  wave: WaveEntry;
  compared: WaveEntry | undefined;
  record: boolean;
  /** The wave's QS ticks as its live checkpoint had them, when the round was played live. */
  liveQs: number | undefined;
  detailsId: string;
  expanded: boolean;
  onToggle(): void;
}): ReactElement {
  const { wave, compared } = props;
  return (
    <tr>
      <th scope="row">
        <span className={styles.wave}>
          {wave.wave_number}
          {hasWaveDetails(wave) && <ExpandButton label={`Wave ${wave.wave_number} details`} expanded={props.expanded} controls={props.detailsId} onPress={props.onToggle} />}
        </span>
      </th>
      <td>
        {wave.wave_time.toFixed(1)} s
        {props.record && (
          <>
            {' '}
            <span className={styles.record}>
              <Chip tone="gold">Wave record</Chip>
            </span>
          </>
        )}
        {compared && <Delta value={wave.wave_time - compared.wave_time} decimals={WAVE_DELTA_DECIMALS} unit="s" />}
      </td>
      <td>
        {wave.qs_time === null ? 'N/A' : <QsTicks ticks={wave.qs_time} />}
        {wave.qs_time !== null && compared?.qs_time != null && <Delta value={wave.qs_time - compared.qs_time} decimals={QS_DELTA_DECIMALS} />}
        {props.liveQs !== undefined && <span className={styles.liveQs}>(live {props.liveQs})</span>}
      </td>
      <td>{premoveLabel(wave)}</td>
    </tr>
  );
}

/**
 * The round's splits by wave, with differences against the comparison's same wave, each wave equal to
 * its format's record marked, and what else the plugin sent about a wave on request.
 */
export function WaveSplits(props: {
  round: UnrankedRound;
  comparison: Comparison | null;
  records: FormatWaveRecords | null;
  /** The QS checkpoints the plugin sent while the round was played: none when it was not. */
  liveCheckpoints: readonly { wave_number: number; qs_time: number }[];
}): ReactElement {
  const { round, comparison, records, liveCheckpoints } = props;
  const waves = sortWaves(round.wave_data);
  const liveQs = new Map(liveCheckpoints.map((checkpoint) => [checkpoint.wave_number, checkpoint.qs_time]));
  const comparedWaves = new Map(comparison?.round.wave_data.map((wave) => [wave.wave_number, wave]));
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const idPrefix = useId();
  const toggle = (wave: number) =>
    setOpen((held) => {
      const next = new Set(held);
      if (!next.delete(wave)) next.add(wave);
      return next;
    });
  return (
    <Card title="Wave Splits">
      {waves.length === 0 ? (
        <p className={styles.empty}>No wave times available</p>
      ) : (
        <>
          <div className={styles.tableWrap}>
            <DataTable className={styles.table} label="Wave splits" columns={COLUMNS}>
              {waves.map((wave) => {
                const detailsId = `${idPrefix}-wave-${wave.wave_number}`;
                const expanded = open.has(wave.wave_number);
                return (
                  <Fragment key={wave.wave_number}>
                    <WaveRow
                      wave={wave}
                      compared={comparedWaves.get(wave.wave_number)}
                      // Records are the scroller's splits: only a scroller round is measured against them.
                      record={round.scroller && records !== null && isWaveRecord(records, wave)}
                      liveQs={liveQs.get(wave.wave_number)}
                      detailsId={detailsId}
                      expanded={expanded}
                      onToggle={() => toggle(wave.wave_number)}
                    />
                    {expanded && (
                      <DetailsRow columns={COLUMNS.length} className={styles.detailRow}>
                        <WaveDetails id={detailsId} wave={wave} />
                      </DetailsRow>
                    )}
                  </Fragment>
                );
              })}
            </DataTable>
          </div>
          <QsLegend />
          {comparison && <p className={styles.note}>Differences are against {comparisonLabel(comparison)}: + is slower, - is faster.</p>}
        </>
      )}
      {liveCheckpoints.length > 0 && (
        <p className={styles.note}>
          Recorded live: {liveCheckpoints.length === 1 ? '1 checkpoint' : `${liveCheckpoints.length} checkpoints`}
          {waves.length > 0 && ". Beside a wave's QS ticks, in brackets, the ticks the scroller's plugin sent as the wave began."}
        </p>
      )}
    </Card>
  );
}
