import { useCallback } from 'react';
import type { ApiKey } from '../../../../../domain/types';
import { runAction, type ActionResult } from '../../../../data/action';
import { api } from '../../../../data/api';
import { queryKeys } from '../../../../data/keys';
import { useServerQuery } from '../../../../data/query/useServerQuery';
import { showSnackbar } from '../../../../ui/snackbar';

/** The tokens answers wrap their payload once more: data.data. */
interface Wrapped<T> {
  data: T;
}

const listKeys = async (): Promise<readonly ApiKey[]> => (await api<Wrapped<ApiKey[]>>('/tokens/')).data.data;

/**
 * Every API key, held in memory only: they are secrets, so they never go to IndexedDB with the
 * synced data. Load, generation and disabling failures are only logged (SPEC §8); a failed load
 * tries again when the connection comes back.
 */
export function useApiKeys() {
  const list = useServerQuery(queryKeys.apiKeys(), listKeys);
  const { update } = list;

  // SPEC §8: a failed generation or disabling is only logged.
  const generate = useCallback(
    (): Promise<ActionResult<ApiKey>> =>
      runAction(async () => {
        const key = (await api<Wrapped<ApiKey>>('/tokens/', { method: 'POST', body: {} })).data.data;
        update((keys) => [...keys, key]);
        showSnackbar('API key generated successfully', { color: 'success' });
        return key;
      }, 'log'),
    [update],
  );

  const disable = useCallback(
    (id: number): Promise<ActionResult<void>> =>
      runAction(async () => {
        const disabled = (await api<Wrapped<ApiKey>>(`/tokens/${id}/disable/`, { method: 'POST' })).data.data;
        update((keys) => keys.map((key) => (key.id === id ? disabled : key)));
        showSnackbar('API key disabled successfully', { color: 'success' });
      }, 'log'),
    [update],
  );

  return { list, generate, disable };
}
