import { useCallback, useState } from 'react';
import { showSnackbar } from '../ui/snackbar';
import { ApiFailure, UNEXPECTED_ERROR } from './api';

/**
 * How a write ended: its answer, or a failure. `fieldError` is the failure's words for the form to
 * show beside its field; null when they were shown already (the snackbar) or are only logged.
 */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; fieldError: string | null };

/**
 * Where a failed write says so, in one place only (SPEC §8):
 * - 'snackbar': the server's words in the snackbar (the usual case);
 * - 'log': nowhere but the log;
 * - `{ say }`: the app's own words in the snackbar;
 * - `{ field }`: the refusals `field` picks go back to the form (a snackbar would sit behind a
 *   dialog), the others to the snackbar.
 */
export type FailureShown = 'snackbar' | 'log' | { say: string } | { field(failure: ApiFailure): boolean };

/** A failure of the browser's own (not the API's) whose words are for the user, shown as the API's are. */
export class RefusedHere extends Error {}

/**
 * Runs one write: `call` makes the API call and does what follows a success (its message, a sync).
 * Never throws: a failure is logged (api() logs its calls) and shown where `failure` says.
 */
export async function runAction<T>(call: () => Promise<T>, failure: FailureShown = 'snackbar'): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (err) {
    if (!(err instanceof ApiFailure) && !(err instanceof RefusedHere)) console.error('A write failed:', err);
    const message = err instanceof ApiFailure || err instanceof RefusedHere ? err.message : UNEXPECTED_ERROR;
    if (failure === 'log') return { ok: false, fieldError: null };
    if (typeof failure === 'object' && 'field' in failure && err instanceof ApiFailure && failure.field(err)) return { ok: false, fieldError: message };
    showSnackbar(typeof failure === 'object' && 'say' in failure ? failure.say : message, { color: 'error' });
    return { ok: false, fieldError: null };
  }
}

/** A component's writes: `run` one, and `busy` while it is under way (its controls wait meanwhile). */
export function useAction(): { busy: boolean; run<T>(write: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> } {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T>(write: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> => {
    setBusy(true);
    try {
      return await write();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
