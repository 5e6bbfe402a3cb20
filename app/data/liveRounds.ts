import { useEffect, useSyncExternalStore } from 'react';
import type { LiveList, LiveRound } from '../../domain/live';
import { api } from './api';
import { errorState, loadingState, readyState, type QueryState } from './query/queryState';
import { useSyncStatus } from './syncStatus';

/** GET /live as last answered, shared by the Live page and the navigation's count: after a failed fetch, the rounds held stay. */
export type LiveFeed = QueryState<LiveRound[]>;

const NOTHING_YET: LiveFeed = loadingState();
let feed: LiveFeed = NOTHING_YET;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: LiveFeed): void {
  feed = next;
  listeners.forEach((listener) => listener());
}

let running = false;
let again = false;
let queued = false;

function fetchLive(): void {
  if (running) {
    // The fetch under way may have left before the change that asks again: one more after it.
    again = true;
    return;
  }
  running = true;
  api<LiveList>('/live')
    .then(
      (answer) => publish(readyState(answer.data.data)),
      (error: unknown) => publish(errorState(error, feed.data)),
    )
    .finally(() => {
      running = false;
      if (again) {
        again = false;
        fetchLive();
      }
    });
}

/** Asks GET /live again; asks made in one task (the page and the navigation hear the same change) share one fetch. */
export function refreshLive(): void {
  if (queued) return;
  queued = true;
  setTimeout(() => {
    queued = false;
    fetchLive();
  }, 0);
}

/** The live rounds as last fetched. */
export function useLiveFeed(): LiveFeed {
  return useSyncExternalStore(subscribe, () => feed, () => NOTHING_YET);
}

/**
 * Keeps the live rounds following the server while `enabled`: fetched at once, after every pull the
 * app makes (each change notice on the server's event stream sets one off, and each checkpoint or
 * finish sends one), when the connection comes back, and every `fallbackMs` while the tab is in view,
 * for changes that send no notice (a finished round's minute running out, an abandoned round).
 */
export function useFollowLive(enabled: boolean, fallbackMs: number | null): void {
  const { online, lastSyncedAt } = useSyncStatus();
  useEffect(() => {
    if (enabled && online) refreshLive();
  }, [enabled, online, lastSyncedAt]);
  useEffect(() => {
    if (!enabled || !online || fallbackMs === null) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refreshLive();
    }, fallbackMs);
    return () => window.clearInterval(timer);
  }, [enabled, online, fallbackMs]);
}

/** Rounds being played now (not those just finished). */
export const playingNow = (rounds: readonly LiveRound[]): number => rounds.filter((round) => round.state === 'live').length;
