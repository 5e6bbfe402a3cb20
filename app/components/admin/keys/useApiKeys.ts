import { useCallback } from 'react';
import type { ApiKey } from '../../../../domain/types';
import { api } from '../../../data/api';
import { queryKeys } from '../../../data/keys';
import { useServerQuery } from '../../../data/query/useServerQuery';
import { showSnackbar } from '../../../ui/snackbar';

/** The tokens answers wrap their payload once more: data.data. */
interface Wrapped<T> {
  data: T;
}

const listKeys = async (): Promise<readonly ApiKey[]> => (await api<Wrapped<ApiKey[]>>('/tokens/', { quiet: true })).data.data;

/**
 * Every API key, held in memory only: they are secrets, so they never go to IndexedDB with the
 * synced data. Load, generation and disabling failures are only logged (SPEC §8); a failed load
 * tries again when the connection comes back.
 */
export function useApiKeys() {
  const list = useServerQuery(queryKeys.apiKeys(), listKeys);
  const { update } = list;

  /** The new key, or null when generating failed. */
  const generate = useCallback(async (): Promise<ApiKey | null> => {
    let key: ApiKey;
    try {
      key = (await api<Wrapped<ApiKey>>('/tokens/', { method: 'POST', body: {}, quiet: true })).data.data;
    } catch {
      return null;
    }
    update((keys) => [...keys, key]);
    showSnackbar('API key generated successfully', { color: 'success' });
    return key;
  }, [update]);

  const disable = useCallback(async (id: number): Promise<void> => {
    let disabled: ApiKey;
    try {
      disabled = (await api<Wrapped<ApiKey>>(`/tokens/${id}/disable/`, { method: 'POST', quiet: true })).data.data;
    } catch {
      return;
    }
    update((keys) => keys.map((key) => (key.id === id ? disabled : key)));
    showSnackbar('API key disabled successfully', { color: 'success' });
  }, [update]);

  return { list, generate, disable };
}
