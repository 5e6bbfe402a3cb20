import type { ReactElement } from 'react';
import { FORMAT_LABELS } from '../../../../domain/constants';
import type { RoundRow } from '../../../../domain/roundList/types';
import { Chip } from '../../../ui/Chip';
import { AppTooltip } from '../../../ui/Tooltip';

/** 'Alice (Healer) and Bob (Defender)': the row's players on a personal best, with their roles. */
function pbHolders(row: RoundRow): string {
  const names = row.round.players.filter((player) => row.pbNames.includes(player.character_name)).map((player) => `${player.character_name} (${player.role})`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** A round's WR and PB badges, as Round Times shows them, from the device's copy. */
export function RoundBadges({ row }: { row: RoundRow }): ReactElement {
  return (
    <>
      {row.worldRecord && (
        <AppTooltip content={`World Record: the fastest ${FORMAT_LABELS[row.round.format]} round`}>
          <Chip tone="accent">WR</Chip>
        </AppTooltip>
      )}
      {row.pbNames.length > 0 && (
        <AppTooltip content={`Personal best for ${pbHolders(row)}`}>
          <Chip tone="muted">PB</Chip>
        </AppTooltip>
      )}
    </>
  );
}
