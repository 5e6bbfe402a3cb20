import { showSnackbar } from './snackbar';

/** Copies `text`, and says in the snackbar whether it worked, in the caller's words. */
export async function copyToClipboard(text: string, words: { copied: string; failed: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showSnackbar(words.copied, { color: 'success' });
  } catch {
    showSnackbar(words.failed, { color: 'error' });
  }
}
