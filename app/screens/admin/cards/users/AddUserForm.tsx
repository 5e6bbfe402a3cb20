import { useId, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Form } from 'react-aria-components';
import type { UserSummary } from '../../../../../domain/types';
import { useAction } from '../../../../data/action';
import { AppButton } from '../../../../ui/AppButton';
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

  const field = (name: keyof typeof EMPTY, label: string, inputRef: RefObject<HTMLInputElement | null>, inputMode?: 'numeric') => (
    <RequiredTextField
      label={label}
      value={values[name]}
      onChange={(value) => setValues((held) => ({ ...held, [name]: value }))}
      showMissing={tried && !values[name].trim()}
      inputRef={inputRef}
      inputMode={inputMode}
    />
  );

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
        {field('discordId', 'Discord ID', idInput, 'numeric')}
        {field('username', 'Discord Username', usernameInput)}
        <AppButton type="submit" variant="primary" className={styles.addUserButton} isDisabled={busy || props.blocked !== null} aria-describedby={props.blocked ? props.blockedId : undefined}>
          Add User
        </AppButton>
      </div>
    </Form>
  );
}
