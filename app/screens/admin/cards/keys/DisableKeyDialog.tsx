import type { ApiKey } from '../../../../../domain/types';
import type { ActionResult } from '../../../../data/action';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { keyName } from './keyView';

/** Disabling cannot be undone, so it is asked once more before the call. */
export function DisableKeyDialog(props: { apiKey: ApiKey | null; blocked: string | null; onConfirm(id: number): Promise<ActionResult<unknown>>; onClose(): void }) {
  return (
    <ConfirmDialog
      subject={props.apiKey}
      question={(apiKey) => `Disable API key ${keyName(apiKey)}?`}
      detail={() => 'Anything using it is refused from now on. A disabled key cannot be turned back on.'}
      action="Disable"
      blocked={props.blocked}
      onConfirm={(apiKey) => props.onConfirm(apiKey.id)}
      onClose={props.onClose}
    />
  );
}
