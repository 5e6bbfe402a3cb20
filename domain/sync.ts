/** What the server and a device's copy exchange when the device syncs, and how a sync ended. */
import type { z } from 'zod';
import type { blockEntryShape, copyManifestShape, roundChangesShape } from './shapes/sync';

export type RoundChanges = z.infer<typeof roundChangesShape>;
export type BlockEntry = z.infer<typeof blockEntryShape>;
export type CopyManifest = z.infer<typeof copyManifestShape>;

/** `lastSyncedAt`: when this device last finished a pull, the one just made or, if it failed, an earlier one. */
export type SyncOutcome =
  | { status: 'synced'; lastSyncedAt: string }
  | { status: 'offline'; lastSyncedAt: string | null }
  | { status: 'busy' }
  | { status: 'failed'; message: string; lastSyncedAt: string | null };
