import { showSnackbar } from '../ui/snackbar';
import { request, type Answer, type RequestOptions } from '../../client/request';
import { getToken } from './token';

export { ApiFailure } from '../../client/request';
export { UNEXPECTED_ERROR } from '../../domain/constants';

export interface ApiOptions extends Omit<RequestOptions, 'token' | 'base'> {
  /** SPEC §8 lists calls whose failures are only logged: those pass true. */
  quiet?: boolean;
}

/**
 * The app's API calls: the session's bearer token, and every failure shown in the snackbar (unless
 * quiet), always logged, then thrown to the caller (SPEC §8).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<Answer<T>> {
  const { quiet, ...rest } = options;
  try {
    return await request<T>(path, { ...rest, token: getToken() });
  } catch (err) {
    const message = (err as Error).message;
    console.error(`API ${options.method ?? 'GET'} ${path} failed:`, message);
    if (!quiet) showSnackbar(message, { color: 'error' });
    throw err;
  }
}
