import { describeReason } from '../../../../domain/suspicious';
import { Chip, RoleChip } from '../../../ui/Chip';
import { ControlTooltip } from '../../../ui/Tooltip';
import { PlayerLink } from '../../../components/playerLinks/PlayerLink';
import { playersId, useRowAt } from './RoundCells';
import { useRows } from './RowsContext';
import styles from './rounds.module.css';

/** An expanded row: the round's players in role order (the worker sorts them), with alts and PBs. */
export function RoundPlayers({ index }: { index: number }) {
  const { idPrefix } = useRows();
  const row = useRowAt(index);
  if (!row) return null;
  const { round } = row;
  return (
    <div className={styles.expanded}>
      <ul id={playersId(idPrefix, index)} className={styles.players} aria-label={`Players of round #${round.id}`}>
        {round.players.map((player) => {
          // A player named `constructor` would otherwise find Object's own function here.
          const alts = Object.hasOwn(row.alts, player.character_name) ? row.alts[player.character_name] : undefined;
          return (
            <li key={`${player.role}:${player.character_name}`} className={styles.player}>
              <RoleChip role={player.role} />
              {alts ? (
                <ControlTooltip content={`Linked alts: ${alts.join(', ')}`}>
                  <PlayerLink name={player.character_name} className={styles.linkedName} />
                </ControlTooltip>
              ) : (
                <PlayerLink name={player.character_name} />
              )}
              {row.pbNames.includes(player.character_name) && <Chip tone="muted">PB</Chip>}
            </li>
          );
        })}
      </ul>
      {row.suspicious && (
        <p className={styles.flags}>
          Flagged: {row.suspicious.map((reason) => describeReason(reason, round)).join('; ')}
        </p>
      )}
    </div>
  );
}
