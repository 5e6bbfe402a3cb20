import type { ReactElement } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PAGE_SIZE, SUB_TIME_THRESHOLD } from '../../domain/constants';
import { formatTimeOrNA } from '../../domain/time';
import { dataWorker, useStats } from '../data/stats';
import { applyOutcome } from '../data/syncTriggers';
import styles from './RoundTimes.module.css';

/** Player Leaderboard: one region's standings, kept locally and read through the stats worker. */
export function Leaderboard(): ReactElement {
  const search = useSearch({ from: '/leaderboard' });
  const format = search.format ?? 'five_man';
  const scope = search.region ?? 'all';
  useEffect(() => {
    void dataWorker().pullLeaderboard(scope).then(applyOutcome);
  }, [scope]);
  const query = { format, region: scope, search: search.search ?? '', sortBy: search.sortBy ?? 'average_time', order: search.order ?? 'asc', page: 0, pageSize: PAGE_SIZE } as const;
  const page = useStats((worker) => worker.leaderboard(query), [query]);
  const threshold = SUB_TIME_THRESHOLD[format] / 60;

  return (
    <section aria-labelledby="leaderboard-title">
      <h1 id="leaderboard-title">Player Leaderboard</h1>
      {!page ? (
        <p>Loading leaderboards...</p>
      ) : (
        <table className={styles.table} aria-label="Players">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Player Name</th>
              <th scope="col">{format === 'five_man' ? 'Weighted Average' : 'Average Time'}</th>
              <th scope="col">{`Sub ${threshold}:00 runs`}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map(({ entry, standing }) => (
              <tr key={entry.player_name}>
                <td>{standing.rank}</td>
                <td>{entry.player_name}</td>
                <td>{formatTimeOrNA(standing.average_time)}</td>
                <td>{standing.sub_time_counts.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
