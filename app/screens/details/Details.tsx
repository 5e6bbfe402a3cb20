import type { ReactElement } from 'react';
import { useParams } from '@tanstack/react-router';
import { OFFLINE_ROUND_MESSAGE, useRoundLookup } from '../../data/rounds';
import { RoundDetails } from './parts/RoundDetails';
import { LoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import styles from './Details.module.css';

/**
 * Round Details: the round from this device's data when synced (so offline too), else from the API,
 * else, offline, the copy kept with its opened replay.
 */
export function Details(): ReactElement {
  const { id } = useParams({ from: '/details/$id' });
  const lookup = useRoundLookup(Number(id));
  return (
    <Page title="Round Details" titleId="details-title">
      <LoadState query={lookup} what="round data">
        {(answer) =>
          answer.outcome === 'found' ? (
            <RoundDetails key={answer.round.id} round={answer.round} />
          ) : answer.outcome === 'missing' ? (
            <p role="alert" className={styles.missing}>
              Round does not exist.
            </p>
          ) : (
            <p role="alert" className={styles.offline}>
              {OFFLINE_ROUND_MESSAGE}
            </p>
          )
        }
      </LoadState>
    </Page>
  );
}
