import type { ReactElement } from 'react';
import type { GameAccount } from '../../../../domain/types';
import type { ActionResult } from '../../../data/action';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * Unlinking takes a character from its user, so it is asked once more before the call. `whose` names
 * the user it leaves: 'your account', or the user an admin is changing.
 */
export function UnlinkCharacterDialog(props: {
  account: GameAccount | null;
  whose: string;
  blocked: string | null;
  onConfirm(account: GameAccount): Promise<ActionResult<unknown>>;
  onClose(): void;
}): ReactElement {
  return (
    <ConfirmDialog
      subject={props.account}
      question={(account) => `Unlink ${account.character_name} from ${props.whose}?`}
      detail={() => "Its rounds stay on the site but no longer count toward this account. A round the BA Times plugin uploads from it with this account's UUID key links it again."}
      action="Unlink"
      blocked={props.blocked}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  );
}
