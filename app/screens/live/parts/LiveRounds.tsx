import { useEffect, useState, type ReactElement } from 'react';
import type { RecordsToCompare, LiveAnswer } from '../../../../domain/dataWorker';
import type { LiveRound } from '../../../../domain/live';
import { teamKey } from '../../../../domain/livePace';
import { LiveCard } from './LiveCard';
import styles from './live.module.css';

/** The time now, moving on each second: the cards' clocks tick with it. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** One card per round being played or just finished, as the server lists them: newest start first. */
export function LiveRounds(props: { rounds: readonly LiveRound[]; recordsToCompare: RecordsToCompare | undefined; stats: LiveAnswer | undefined }): ReactElement {
  const { recordsToCompare, stats } = props;
  const now = useNow();
  return (
    <ol className={styles.cards} aria-label="Live rounds">
      {props.rounds.map((round, index) => {
        const key = teamKey(round.format, round.players.map((player) => player.character_name));
        const references = {
          worldRecord: recordsToCompare?.worldRecords[round.format] ?? null,
          waveRecords: recordsToCompare?.waveRecords[round.format] ?? null,
          teamBest: stats?.teamBests.find((team) => team.key === key)?.round ?? null,
        };
        const finished = stats?.finished.find((row) => row.round.id === round.round_id);
        return (
          <li key={round.id}>
            <LiveCard round={round} now={now} references={references} finished={finished} projection={stats?.projections[index] ?? null} />
          </li>
        );
      })}
    </ol>
  );
}
