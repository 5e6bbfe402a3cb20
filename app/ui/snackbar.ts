import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { SNACKBAR_TIMEOUT_MS } from '../../domain/constants';

export type SnackbarColor = 'info' | 'success' | 'warning' | 'error';

export interface SnackbarMessage {
  message: string;
  color: SnackbarColor;
  actionText?: string;
  action?: () => void;
}

/** The one queue of bottom-of-screen messages; one shows at a time. */
export const snackbarQueue = new ToastQueue<SnackbarMessage>({ maxVisibleToasts: 1 });

export function showSnackbar(message: string, options: Partial<Omit<SnackbarMessage, 'message'>> = {}): void {
  snackbarQueue.add({ message, color: options.color ?? 'info', actionText: options.actionText, action: options.action }, { timeout: SNACKBAR_TIMEOUT_MS });
}
