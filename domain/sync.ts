/** What the server and a device's copy exchange when the device syncs, and how a sync ended. */
import type { Round } from './types';

/** A page of changes after a cursor (GET /rounds/?since=): the rounds as they are now and the ids deleted. */
export interface RoundChanges {
  data: Round[];
  deleted: number[];
  cursor: number;
  has_more: boolean;
}

export interface BlockEntry {
  /** The first id the block may hold; it holds the ids up to `from` + the manifest's block_size. */
  from: number;
  /** The newest change to a round of the block: its content is the same for as long as this is. */
  version: number;
  /** How many rounds it holds. */
  rounds: number;
}

/** What a device copies (GET /copy/): every block that holds rounds, and the change cursor to pull from after them. */
export interface CopyManifest {
  cursor: number;
  block_size: number;
  blocks: BlockEntry[];
}

/** `lastSyncedAt`: when this device last finished a pull, the one just made or, if it failed, an earlier one. */
export type SyncOutcome =
  | { status: 'synced'; lastSyncedAt: string }
  | { status: 'offline'; lastSyncedAt: string | null }
  | { status: 'busy' }
  | { status: 'failed'; message: string; lastSyncedAt: string | null };
