import { Suspense, useState } from 'react';
import type { ListedRound } from '../../../../domain/roundList/types';
import { lazyPart } from '../../../lazy/lazyPart';

// The dialog brings React Aria's modal, focus and overlay code: it loads once an admin asks to delete a round.
const DeleteRoundConfirm = lazyPart(() => import('./DeleteRoundConfirm').then((m) => m.DeleteRoundConfirm));

/** The delete confirmation, loaded on first use and kept from then on, so that it closes as it opened. */
export function DeleteRoundDialog(props: { round: ListedRound | null; blocked: string | null; onClose(): void }) {
  const [asked, setAsked] = useState(false);
  if (props.round !== null && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <DeleteRoundConfirm {...props} />
    </Suspense>
  );
}
