import type { ReactElement } from 'react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { FORMAT_LABELS, PAGE_SIZE } from '../../domain/constants';
import { formatLocalDate, formatTime } from '../../domain/time';
import { useStats } from '../data/stats';
import styles from './RoundTimes.module.css';

/** Round Times: the list of rounds, read from the stats worker over the synced data. */
export function RoundTimes(): ReactElement {
  const search = useSearch({ from: '/round-times' });
  const navigate = useNavigate({ from: '/round-times' });
  const query = {
    format: search.format ?? null,
    search: search.search ?? '',
    pbsOnly: search.pbs === 1,
    sortBy: search.sortBy ?? 'round_time',
    order: search.order ?? 'asc',
    page: 0,
    pageSize: PAGE_SIZE,
  } as const;
  const page = useStats((worker) => worker.roundList(query), [query]);

  return (
    <section aria-labelledby="round-times-title">
      <h1 id="round-times-title">Round Times</h1>
      <label className={styles.search}>
        Search Player
        <input
          type="search"
          value={search.search ?? ''}
          onChange={(e) => void navigate({ search: (s) => ({ ...s, search: e.target.value || undefined }), replace: true })}
        />
      </label>
      {!page ? (
        <p>Loading rounds...</p>
      ) : (
        <table className={styles.table} aria-label="Rounds">
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Format</th>
              <th scope="col">Time</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map(({ round, rank, worldRecord }) => (
              <tr key={round.id}>
                <td>{rank}</td>
                <td>{FORMAT_LABELS[round.format]}</td>
                <td>
                  <Link to="/details/$id" params={{ id: String(round.id) }}>
                    {formatTime(round.round_time)}
                  </Link>
                  {worldRecord && <span className={styles.badge}>WR</span>}
                </td>
                <td>{formatLocalDate(round.round_date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && <p className={styles.total}>{page.total} rounds</p>}
    </section>
  );
}
