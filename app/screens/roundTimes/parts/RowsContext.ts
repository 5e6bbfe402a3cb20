import { createContext, useContext } from 'react';
import type { ListedRound } from '../../../../domain/roundList/types';
import type { RoundRow } from '../../../../domain/roundList/types';
import type { RoundRows } from './useRoundRows';

/**
 * What the cells read. Rows of the table carry only their position, so the table's collection stays
 * the same while rows arrive, expand or change; only the cells on screen render again.
 */
export interface RowsContextValue {
  rows: RoundRows;
  /** Makes element ids unique to this list. */
  idPrefix: string;
  /** Whether the position shows its players (a row still on its way opens with Expand All). */
  isOpenAt(index: number): boolean;
  toggle(row: RoundRow): void;
  /** Set for admins: asks to delete a round. */
  onDelete?: (round: ListedRound) => void;
  /** Why deleting is unavailable now (offline), or null. */
  deleteBlocked: string | null;
}

export const RowsContext = createContext<RowsContextValue | null>(null);

export function useRows(): RowsContextValue {
  const value = useContext(RowsContext);
  if (!value) throw new Error('Round cells render inside a RowsContext');
  return value;
}
