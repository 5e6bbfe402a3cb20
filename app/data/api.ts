import { showSnackbar } from '../ui/snackbar';
import { getToken } from './token';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** A failed call: the message the user was shown (or would be), and the HTTP status when there was one. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** SPEC §8 lists calls whose failures are only logged: those pass true. */
  quiet?: boolean;
  signal?: AbortSignal;
}

interface Envelope<T> {
  status: 'ok' | 'error';
  data?: T;
  error?: string;
  code?: string;
}

/**
 * The one way the app calls the API: the bearer token when there is one, and SPEC §8's rule for
 * every failure (the body's error, else the client error's message, else a generic one), shown in
 * the snackbar unless quiet, always logged, then thrown to the caller.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<{ data: T; status: number; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const res = await fetch(`/api/v1${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    if (res.status === 304) return { data: undefined as T, status: 304, headers: res.headers };
    const envelope = (await res.json().catch(() => null)) as Envelope<T> | null;
    if (!res.ok || envelope?.status !== 'ok') {
      throw new ApiFailure(envelope?.error || res.statusText || UNEXPECTED_ERROR, res.status, envelope?.code ?? null);
    }
    return { data: envelope.data as T, status: res.status, headers: res.headers };
  } catch (err) {
    const failure = err instanceof ApiFailure ? err : new ApiFailure(err instanceof Error && err.message ? err.message : UNEXPECTED_ERROR, null, null);
    console.error(`API ${options.method ?? 'GET'} ${path} failed:`, failure.message);
    if (!options.quiet) showSnackbar(failure.message, { color: 'error' });
    throw failure;
  }
}
