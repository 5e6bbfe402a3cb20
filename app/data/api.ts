import { request, type Answer, type RequestOptions } from '../../client/request';
import { getToken } from './token';

export { ApiFailure } from '../../client/request';
export { UNEXPECTED_ERROR } from '../../domain/constants';

export type ApiOptions = Omit<RequestOptions, 'token' | 'base'>;

/**
 * The app's API calls, with the session's bearer token. Every failure is logged, then thrown to the
 * caller, which shows it once where it belongs: a read beside what it would have shown, a write
 * through runAction (data/action.ts).
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<Answer<T>> {
  try {
    return await request<T>(path, { ...options, token: getToken() });
  } catch (err) {
    console.error(`API ${options.method ?? 'GET'} ${path} failed:`, (err as Error).message);
    throw err;
  }
}
