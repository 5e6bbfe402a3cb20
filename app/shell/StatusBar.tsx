import { useEffect, useState } from 'react';
import { useSyncStatus } from '../data/syncStatus';
import styles from './StatusBar.module.css';

function ago(iso: string, now: number): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return new Date(iso).toLocaleDateString();
}

/** Says when the app is offline or cannot store data, and when it last synced. */
export function StatusBar() {
  const status = useSyncStatus();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const synced = status.lastSyncedAt ? `Last synced ${ago(status.lastSyncedAt, now)}.` : 'Not synced yet.';
  return (
    <div className={styles.bar} role="status" aria-live="polite">
      {!status.online && (
        <p className={styles.offline}>
          <strong>You are offline.</strong> Showing the data on this device. {synced}
        </p>
      )}
      {status.storageProblem && <p className={styles.offline}>{status.storageProblem}</p>}
      {status.online && (
        <p className={styles.synced} data-testid="last-synced">
          {status.syncing ? 'Syncing…' : synced}
        </p>
      )}
    </div>
  );
}
