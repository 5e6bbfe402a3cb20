import type { ReactElement } from 'react';
import type { Teammate } from '../../../../domain/player/types';
import { Card } from '../../../ui/Card';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import text from '../../../ui/text.module.css';
import styles from './player.module.css';

/** The characters the player played with most, each to their own page. */
export function Teammates({ teammates }: { teammates: readonly Teammate[] }): ReactElement {
  return (
    <Card title="Teammates">
      {teammates.length === 0 ? (
        <p className={text.muted}>No teammates recorded.</p>
      ) : (
        <ol className={styles.teammates}>
          {teammates.map((mate) => (
            <li key={mate.name}>
              <PlayerLink name={mate.name} />
              <span className={styles.count}>
                {mate.rounds} {mate.rounds === 1 ? 'round' : 'rounds'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
