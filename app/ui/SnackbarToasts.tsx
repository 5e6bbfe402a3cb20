import { Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as ToastRegion } from 'react-aria-components';
import { snackbarQueue } from './snackbar';
import styles from './Snackbar.module.css';

/** SPEC §4: shown at the bottom, closes after 5 s or by hand; its action runs, then it closes. */
export function SnackbarToasts() {
  return (
    // A label of our own: React Aria's default counts the messages in words, and building that
    // plural and number formatting is a cost a slow phone feels as every page starts.
    <ToastRegion queue={snackbarQueue} className={styles.region} aria-label="Messages">
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast} data-color={toast.content.color}>
          <ToastContent className={styles.content}>{toast.content.message}</ToastContent>
          {toast.content.actionText && (
            <Button
              className={styles.action}
              onPress={() => {
                toast.content.action?.();
                snackbarQueue.close(toast.key);
              }}
            >
              {toast.content.actionText}
            </Button>
          )}
          <Button slot="close" className={styles.close}>
            Close
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
