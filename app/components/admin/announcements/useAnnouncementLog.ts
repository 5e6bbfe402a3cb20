import { useCallback, useEffect, useState } from 'react';
import type { AnnouncementLog } from '../../../../domain/announcements';
import { api } from '../../../data/api';

/** How many of the outbox's latest entries the card lists. */
export const LISTED_ANNOUNCEMENTS = 50;

export interface AnnouncementLogState {
  /** The last log that arrived (it stays while the next one loads); null before the first. */
  log: AnnouncementLog | null;
  /** A load is on its way. */
  loading: boolean;
  /** Why the last load failed, until one succeeds. */
  error: string | null;
  refresh(): void;
}

/** The outbox's latest entries (GET /announcements), loaded when the card opens and on each refresh. */
export function useAnnouncementLog(): AnnouncementLogState {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ version: number | null; log: AnnouncementLog | null; error: string | null }>({ version: null, log: null, error: null });
  useEffect(() => {
    let current = true;
    api<AnnouncementLog>(`/announcements?limit=${LISTED_ANNOUNCEMENTS}`).then(
      ({ data }) => current && setState({ version, log: data, error: null }),
      (err: unknown) => current && setState((held) => ({ ...held, version, error: (err as Error).message })),
    );
    // A refresh pressed again before the answer came: only the latest answer is shown.
    return () => {
      current = false;
    };
  }, [version]);
  const refresh = useCallback(() => setVersion((held) => held + 1), []);
  return { log: state.log, loading: state.version !== version, error: state.error, refresh };
}
