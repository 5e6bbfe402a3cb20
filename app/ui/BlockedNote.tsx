import type { ReactElement } from 'react';
import text from './text.module.css';

/**
 * Why the controls beside it cannot be used now (offline, say), or nothing while they can. Its `id`
 * lets the disabled controls point to it (aria-describedby).
 */
export function BlockedNote({ reason, id }: { reason: string | null; id?: string }): ReactElement | null {
  if (!reason) return null;
  return (
    <p id={id} className={text.note}>
      {reason}
    </p>
  );
}
