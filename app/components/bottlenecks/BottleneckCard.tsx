import { useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import type { BottleneckQuery, Bottlenecks } from '../../../domain/bottleneckPages';
import { FORMAT_LABELS, type Format } from '../../../domain/constants';
import { ROLE_COLORS } from '../../../domain/roles';
import { KIND_LABELS, KIND_TITLES, REFERENCE_LABELS, rolesOfKind, type PenanceKind } from '../../../domain/waveBottleneck';
import { formatDelta, WAVE_DELTA_DECIMALS } from '../../../domain/waves';
import { useBottlenecks } from '../../data/waveAnalysis';
import { Card } from '../../ui/Card';
import { FiguresTable } from '../../ui/FiguresTable';
import { LoadState } from '../../ui/LoadState';
import text from '../../ui/text.module.css';
import { ShowAsTable } from '../../ui/ShowAsTable';
import { ShareBars } from '../charts/ShareBars';
import styles from './BottleneckCard.module.css';
import { formatShare } from '../../../domain/stats';

const lostText = (lost: number | null): string => (lost === null ? '' : `, ${formatDelta(lost, WAVE_DELTA_DECIMALS)} s (median) against ${REFERENCE_LABELS.top_ten}`);

/** A kind in the colour of the role whose job it is; rangers hatched, as they share the attackers' red with fighters. */
function kindFill(format: Format, kind: PenanceKind): string {
  const color = ROLE_COLORS[rolesOfKind(format, kind)[0]!].hex;
  return kind === 'ranger' ? `repeating-linear-gradient(135deg, ${color} 0 4px, color-mix(in srgb, ${color} 55%, white) 4px 8px)` : color;
}

/** "Runners hold wave 8 open most often (the queen holds): 12 of 20 rounds (60%), +2.4 s (median) against the top ten." */
function mostText({ most, tally }: Bottlenecks): string {
  if (!most) return 'No wave was held open by one kind more than another yet.';
  const read = tally.waves[most.wave_number - 1]!.bottlenecks;
  return `${KIND_TITLES[most.kind]} ${most.kind === 'queen' ? 'holds' : 'hold'} wave ${most.wave_number} open most often: ${most.count} of ${read} ${read === 1 ? 'round' : 'rounds'} (${formatShare(most.share)})${lostText(most.medianLost)}.`;
}

function Bars({ format, bottlenecks }: { format: Format; bottlenecks: Bottlenecks }): ReactElement {
  const legend = bottlenecks.kinds.map((kind) => ({ key: kind, label: KIND_TITLES[kind], fill: kindFill(format, kind) }));
  const bars = bottlenecks.tally.waves.map((wave) => ({
    label: `Wave ${wave.wave_number}`,
    segments: wave.kinds.map((kind) => ({ key: kind.kind, label: KIND_LABELS[kind.kind], share: kind.share, fill: kindFill(format, kind.kind) })),
  }));
  return <ShareBars title="How often each kind held each wave open" legend={legend} bars={bars} />;
}

function Table({ bottlenecks, caption }: { bottlenecks: Bottlenecks; caption: string }): ReactElement {
  const columns = [{ title: 'Wave' }, { title: 'Rounds' }, ...bottlenecks.kinds.map((kind) => ({ title: KIND_TITLES[kind] }))];
  return (
    <FiguresTable caption={caption} columns={columns} scrollsOnPhone>
      {bottlenecks.tally.waves.map((wave) => (
        <tr key={wave.wave_number}>
          <th scope="row">{wave.wave_number}</th>
          <td className={styles.figure}>{wave.bottlenecks}</td>
          {bottlenecks.kinds.map((kind) => {
            const tallied = wave.kinds.find((k) => k.kind === kind);
            return (
              <td key={kind} className={styles.figure}>
                {tallied ? (
                  <>
                    {`${tallied.count} (${formatShare(tallied.share)})`}
                    {tallied.medianLost !== null && <span className={styles.lost}>{formatDelta(tallied.medianLost, WAVE_DELTA_DECIMALS)} s</span>}
                  </>
                ) : (
                  '–'
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </FiguresTable>
  );
}

/**
 * "Where the time goes" over a team's or a player's rounds of a format: per wave, how often each kind of
 * penance died last and what it cost against the top ten, as bars or as a table.
 */
export function BottleneckCard({ query, whose }: { query: BottleneckQuery; whose: string }): ReactElement {
  const answer = useBottlenecks(query);
  const [asTable, setAsTable] = useState(false);
  const label = FORMAT_LABELS[query.format];
  const role = 'player' in query.of ? query.of.role : null;
  return (
    <Card title="Where the time goes">
      <LoadState
        query={answer}
        what="where the time goes"
        inset
        empty={{ text: `No ${label} round${role ? ` as ${role}` : ''} submitted by the scroller timed its penance yet.`, when: (found) => found.rounds === 0 }}
      >
        {(found) => (
          <>
            <p className={styles.summary} data-testid="bottleneck-summary">
              {mostText(found)}
            </p>
            <p className={text.muted}>
              Which kind of penance died last in each wave of {whose} {found.rounds} {label} {found.rounds === 1 ? 'round' : 'rounds'}
              {role ? `, among the kinds that are the ${role}'s job` : ''}. <Link to="/faq" hash="where-the-time-goes">
                Whose job is each kind?
              </Link>
            </p>
            <div className={styles.toolbar}>
              <ShowAsTable asTable={asTable} onChange={setAsTable} />
            </div>
            {asTable ? <Table bottlenecks={found} caption={`How often each kind held each ${label} wave open, and its median seconds lost against ${REFERENCE_LABELS.top_ten}`} /> : <Bars format={query.format} bottlenecks={found} />}
          </>
        )}
      </LoadState>
    </Card>
  );
}
