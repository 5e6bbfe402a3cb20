import { useCallback, useEffect, useState } from 'react';
import type { ApiKey } from '../../../../domain/types';
import { api } from '../../../data/api';
import { showSnackbar } from '../../../ui/snackbar';

export type KeyList = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; keys: readonly ApiKey[] };

/** The tokens answers wrap their payload once more: data.data. */
interface Wrapped<T> {
  data: T;
}

/**
 * Every API key, held in memory only: they are secrets, so they never go to IndexedDB with the
 * synced data. Load, generation and disabling failures are only logged (SPEC §8); a failed load
 * tries again when the connection comes back.
 */
export function useApiKeys() {
  const [list, setList] = useState<KeyList>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    api<Wrapped<ApiKey[]>>('/tokens/', { quiet: true }).then(
      (answer) => current && setList({ state: 'ready', keys: answer.data.data }),
      () => current && setList({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setList({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (list.state !== 'failed') return;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [list.state, reload]);

  /** The new key, or null when generating failed. */
  const generate = useCallback(async (): Promise<ApiKey | null> => {
    let key: ApiKey;
    try {
      key = (await api<Wrapped<ApiKey>>('/tokens/', { method: 'POST', body: {}, quiet: true })).data.data;
    } catch {
      return null;
    }
    setList((held) => (held.state === 'ready' ? { state: 'ready', keys: [...held.keys, key] } : held));
    showSnackbar('API key generated successfully', { color: 'success' });
    return key;
  }, []);

  const disable = useCallback(async (id: number): Promise<void> => {
    let disabled: ApiKey;
    try {
      disabled = (await api<Wrapped<ApiKey>>(`/tokens/${id}/disable/`, { method: 'POST', quiet: true })).data.data;
    } catch {
      return;
    }
    setList((held) => (held.state === 'ready' ? { state: 'ready', keys: held.keys.map((key) => (key.id === id ? disabled : key)) } : held));
    showSnackbar('API key disabled successfully', { color: 'success' });
  }, []);

  return { list, reload, generate, disable };
}
