import { useId, useRef, useState, type ReactElement } from 'react';
import { Form } from 'react-aria-components';
import type { UserSummary } from '../../../../domain/types';
import { useAction } from '../../../data/action';
import { AppButton } from '../../../ui/AppButton';
import { RequiredTextField } from './RequiredTextField';
import { addUser } from './userAdmin';
import styles from './users.module.css';

const EMPTY = { discordId: '', username: '' };

/**
 * 'Add New User' (SPEC §2): both fields required, nothing sent while either is empty (SPEC §5). A
 * refusal keeps what was typed; an added user clears the form.
 */
export function AddUserForm(props: { blocked: string | null; blockedId: string; onAdded(user: UserSummary): void }): ReactElement {
  const [values, setValues] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const { busy, run } = useAction();
  const titleId = useId();
  const idInput = useRef<HTMLInputElement>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  const discordId = values.discordId.trim();
  const username = values.username.trim();

  async function submit(): Promise<void> {
    setTried(true);
    if (!discordId || !username) {
      (discordId ? usernameInput : idInput).current?.focus();
      return;
    }
    const added = await run(() => addUser({ discord_id: discordId, discord_username: username }));
    if (!added.ok) return;
    setValues(EMPTY);
    setTried(false);
    props.onAdded(added.data);
  }

  return (
    <Form
      className={styles.addUser}
      aria-labelledby={titleId}
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && !props.blocked) void submit();
      }}
    >
      <h3 id={titleId} className={styles.subheading}>
        Add New User
      </h3>
      <div className={styles.addUserFields}>
        <RequiredTextField
          label="Discord ID"
          value={values.discordId}
          onChange={(discordId) => setValues((held) => ({ ...held, discordId }))}
          showMissing={tried && !discordId}
          inputRef={idInput}
          inputMode="numeric"
        />
        <RequiredTextField
          label="Discord Username"
          value={values.username}
          onChange={(username) => setValues((held) => ({ ...held, username }))}
          showMissing={tried && !username}
          inputRef={usernameInput}
        />
        <AppButton type="submit" variant="primary" className={styles.addUserButton} isDisabled={busy || props.blocked !== null} aria-describedby={props.blocked ? props.blockedId : undefined}>
          Add User
        </AppButton>
      </div>
    </Form>
  );
}
