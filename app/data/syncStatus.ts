import { useSyncExternalStore } from 'react';

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  lastSyncedAt: string | null;
  /** Why local storage is not in use, when it is not. */
  storageProblem: string | null;
}

/** The status in the page as built (app/prerender), which the client hydrates before showing its own. */
const PRERENDERED: SyncStatus = { online: true, syncing: false, lastSyncedAt: null, storageProblem: null };
let status: SyncStatus = { ...PRERENDERED, online: typeof navigator === 'undefined' ? true : navigator.onLine };
const listeners = new Set<() => void>();

export function setSyncStatus(patch: Partial<SyncStatus>): void {
  status = { ...status, ...patch };
  listeners.forEach((listener) => listener());
}

export function getSyncStatus(): SyncStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(subscribe, () => status, () => PRERENDERED);
}

/**
 * Whether the browser is online. A component that needs no more than that renders again only when
 * it flips: not for each sync starting and ending, nor once more after hydration, as sync starts
 * before the page is hydrated.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => status.online, () => PRERENDERED.online);
}

/** Why an action that needs the server is unavailable right now, or null when it is available. */
export function offlineReason(online: boolean, action: string): string | null {
  return online ? null : `You are offline: ${action} needs a connection.`;
}
