/**
 * What a screen has of something it loads, from the server or the data worker alike. `data` stays
 * while a newer answer is asked for (a new search, a reload), so a screen keeps what it shows until
 * the answer comes; `error` says why the last ask failed.
 */
export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: unknown };

export const loadingState = <T>(data?: T): QueryState<T> => ({ status: 'loading', data, error: null });

export const readyState = <T>(data: T): QueryState<T> => ({ status: 'ready', data, error: null });

export const errorState = <T>(error: unknown, data?: T): QueryState<T> => ({ status: 'error', data, error });

/** The state's status and error with other data in its place: data made from its own, or changed by the screen. */
export function withData<U>(state: QueryState<unknown>, data: U | undefined): QueryState<U> {
  if (state.status === 'error') return errorState(state.error, data);
  return state.status === 'ready' && data !== undefined ? readyState(data) : loadingState(data);
}

/**
 * The state with an answer that only says "nothing here yet" (the device's copy before its first
 * sync, a leaderboard before its pull) read as still loading, so the screen does not call it empty.
 */
export function notYet<T>(state: QueryState<T>, placeholder: (data: T) => boolean): QueryState<T> {
  return state.data !== undefined && placeholder(state.data) ? loadingState() : state;
}

/** The words of a failure, as a screen shows them. */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));
