import { useState, type ReactElement } from 'react';
import type { Format } from '../../../../../domain/constants';
import { REFERENCE_KINDS } from '../../../../../domain/roundTimeLoss';
import { KIND_LABELS, KIND_TITLES, PENANCE_KINDS, REFERENCE_LABELS, REFERENCE_TITLES, rolesOfKind, summaryText, type PenanceKind, type ReferenceKind, type WaveLoss } from '../../../../../domain/waveBottleneck';
import { WAVE_DELTA_DECIMALS } from '../../../../../domain/waves';
import { useRoundTimeLoss } from '../../../../data/waveAnalysis';
import { Card } from '../../../../ui/Card';
import { FiguresTable } from '../../../../ui/FiguresTable';
import { LoadState } from '../../../../ui/LoadState';
import { AppSelect } from '../../../../ui/Select';
import text from '../../../../ui/text.module.css';
import { Delta } from '../Delta';
import styles from './timeLoss.module.css';

const COLUMNS = [{ title: 'Wave' }, { title: 'Last to die' }, { title: 'Lost' }, { title: 'Kinds (s)' }];

/** "Runners (Defender), 2.4 s after the rest": the kind that held the wave open and whose job it was. */
function LastToDie({ format, wave }: { format: Format; wave: WaveLoss }): ReactElement {
  if (!wave.bottleneck) return <span className={text.muted}>Not timed</span>;
  const { kind, margin } = wave.bottleneck;
  return (
    <>
      <strong>{KIND_TITLES[kind]}</strong> <span className={text.muted}>({rolesOfKind(format, kind).join(', ')})</span>
      {margin > 0 && <span className={styles.margin}>{margin.toFixed(1)} s after the rest</span>}
    </>
  );
}

/** Each kind's time against the reference's, in the game's order of kinds. */
function KindByKind({ wave }: { wave: WaveLoss }): ReactElement {
  const kinds = PENANCE_KINDS.filter((kind): kind is PenanceKind => wave.kindLost[kind] !== undefined);
  if (kinds.length === 0) return <span className={text.muted}>–</span>;
  return (
    <ul className={styles.kinds}>
      {kinds.map((kind) => (
        <li key={kind}>
          {KIND_LABELS[kind].replace('the ', '')} <Delta value={wave.kindLost[kind]!} decimals={WAVE_DELTA_DECIMALS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Where the time goes": per wave, the kind of penance that died last and whose job it was, and the
 * seconds lost against the top ten, the world record or the team's best, wave by wave and kind by kind.
 */
export function TimeLossCard({ roundId, format }: { roundId: number; format: Format }): ReactElement | null {
  const [asked, setAsked] = useState<ReferenceKind>('top_ten');
  const answer = useRoundTimeLoss({ roundId, reference: asked });
  // A round the copy cannot say anything about (no death times, or held) gets no card.
  if (answer.status === 'ready' && answer.data.loss === null) return null;
  return (
    <Card title="Where the time goes">
      <LoadState query={answer} what="where the time goes" inset>
        {({ loss }) => {
          const { reference } = loss!;
          const options = REFERENCE_KINDS.filter((kind) => loss!.available.includes(kind)).map((id) => ({ id, label: REFERENCE_TITLES[id] }));
          const ranks = new Map(loss!.loss?.ranked.filter((wave) => wave.lost !== null).map((wave, i) => [wave.wave_number, i + 1]));
          return (
            <>
              <div className={styles.controls}>
                {options.length > 0 && <AppSelect label="Against" options={options} value={reference} onChange={(picked) => setAsked(picked as ReferenceKind)} />}
                <p className={text.muted}>The wave ends when the last penance dies: whose job that kind was is where the time went.</p>
              </div>
              {loss!.loss === null ? (
                <p className={text.muted}>No round on this device has splits to measure this round against yet.</p>
              ) : (
                <>
                  <p className={styles.summary} data-testid="time-loss-summary">
                    {summaryText(loss!.loss.summary, reference)}
                  </p>
                  <p className={text.muted}># ranks the waves by the time they lost, most first.</p>
                  <FiguresTable caption={`Each wave against ${REFERENCE_LABELS[reference]}`} columns={COLUMNS} className={styles.table}>
                    {loss!.loss.waves.map((wave) => (
                      <tr key={wave.wave_number}>
                        <th scope="row">
                          {wave.wave_number}
                          {ranks.has(wave.wave_number) && (
                            <span className={styles.rank}>
                              <span className="visually-hidden">, ranked </span>#{ranks.get(wave.wave_number)}
                            </span>
                          )}
                        </th>
                        <td>
                          <LastToDie format={format} wave={wave} />
                        </td>
                        <td className={styles.figure}>{wave.lost === null ? '–' : <Delta value={wave.lost} decimals={WAVE_DELTA_DECIMALS} unit="s" />}</td>
                        <td>
                          <KindByKind wave={wave} />
                        </td>
                      </tr>
                    ))}
                  </FiguresTable>
                </>
              )}
            </>
          );
        }}
      </LoadState>
    </Card>
  );
}
