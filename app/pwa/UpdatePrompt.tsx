import { useState, useSyncExternalStore } from 'react';
import { Button } from 'react-aria-components';
import { applyUpdate, isUpdateReady, onUpdateReady } from './register';
import styles from './UpdatePrompt.module.css';

/** Offers a waiting new version: "Reload" switches to it now, "Later" hides the offer for this visit. */
export function UpdatePrompt() {
  const ready = useSyncExternalStore(onUpdateReady, isUpdateReady, () => false);
  const [dismissed, setDismissed] = useState(false);
  const open = ready && !dismissed;

  return (
    <div className={styles.banner} data-open={open || undefined} role={open ? 'region' : undefined} aria-label={open ? 'App update' : undefined}>
      {/* Mounted from the start: screen readers announce a live region's new text, not a new region. */}
      <p className={styles.message} role="status">
        {open ? 'A new version of BA Times is available.' : ''}
      </p>
      {open && (
        <div className={styles.actions}>
          <Button className={styles.reload} onPress={() => applyUpdate()}>
            Reload
          </Button>
          <Button className={styles.later} onPress={() => setDismissed(true)}>
            Later
          </Button>
        </div>
      )}
    </div>
  );
}
