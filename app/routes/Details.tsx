import type { ReactElement } from 'react';
import { useParams } from '@tanstack/react-router';
import { useRound } from '../data/rounds';
import { RoundDetails } from '../components/details/RoundDetails';
import styles from './Details.module.css';

/** Round Details: the round from this device's data when synced (so offline too), else from the API. */
export function Details(): ReactElement {
  const { id } = useParams({ from: '/details/$id' });
  const round = useRound(Number(id));
  return (
    <section aria-labelledby="details-title">
      <h1 id="details-title" className={styles.title}>
        Round Details
      </h1>
      {round === undefined && <p role="status">Loading round data</p>}
      {round === null && (
        <p role="alert" className={styles.missing}>
          Round does not exist.
        </p>
      )}
      {round && <RoundDetails key={round.id} round={round} />}
    </section>
  );
}
