import { useState, type ReactElement } from 'react';
import { Form } from 'react-aria-components';
import type { UserSummary } from '../../../../../domain/types';
import { useAction } from '../../../../data/action';
import { AppButton } from '../../../../ui/AppButton';
import { AppDialog, DialogActions } from '../../../../ui/AppDialog';
import { BlockedNote } from '../../../../ui/BlockedNote';
import { RequiredTextField } from './RequiredTextField';
import { addAccount } from './userAdmin';

/** SPEC §9: the Add Account dialog is 500 px wide at most. */
const DIALOG_MAX_WIDTH = 500;

/** The form inside the dialog, built afresh (empty name, no error) each time the dialog opens. */
function AddAccountForm(props: { user: UserSummary; blocked: string | null; onClose(): void; onAdded(): void }): ReactElement {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { busy, run } = useAction();
  const characterName = name.trim();

  async function submit(): Promise<void> {
    setTried(true);
    if (!characterName) return;
    const result = await run(() => addAccount(props.user, characterName));
    if (result.ok) props.onAdded();
    else setRefusal(result.fieldError);
  }

  return (
    <Form
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !props.blocked) void submit();
      }}
    >
      <RequiredTextField
        label="Character Name"
        value={name}
        onChange={(next) => {
          setName(next);
          setRefusal(null);
        }}
        showMissing={tried && !characterName}
        error={refusal}
        autoFocus
      />
      <BlockedNote reason={props.blocked} />
      <DialogActions>
        <AppButton onPress={props.onClose}>Cancel</AppButton>
        <AppButton type="submit" variant="primary" isDisabled={busy || props.blocked !== null}>
          Add
        </AppButton>
      </DialogActions>
    </Form>
  );
}

/** 'Add Account for {user}' (SPEC §2): links a character name to the user. */
export function AddAccountDialog(props: { user: UserSummary | null; blocked: string | null; onClose(): void; onAdded(): void }): ReactElement {
  const { user } = props;
  return (
    <AppDialog title={`Add Account for ${user?.discord_username ?? ''}`} isOpen={user !== null} onOpenChange={(open) => !open && props.onClose()} maxWidth={DIALOG_MAX_WIDTH}>
      {user && <AddAccountForm user={user} blocked={props.blocked} onClose={props.onClose} onAdded={props.onAdded} />}
    </AppDialog>
  );
}
