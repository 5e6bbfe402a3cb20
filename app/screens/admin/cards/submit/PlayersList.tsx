import { useRef, type ReactElement } from 'react';
import { Button } from 'react-aria-components';
import { ROLES, type Role } from '../../../../../domain/constants';
import { AppButton } from '../../../../ui/AppButton';
import { AppSelect } from '../../../../ui/Select';
import { TextInput } from './fields';
import type { PlayerDraft } from './roundDraft';
import text from '../../../../ui/text.module.css';
import styles from './submit.module.css';

/** Every role, whatever the format: the server says when one does not belong (SPEC §2, §5). */
const ROLE_OPTIONS = ROLES.map((role) => ({ id: role, label: role }));

function TrashIcon(): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

export function PlayersList(props: {
  players: readonly PlayerDraft[];
  onChange(key: number, patch: Partial<Omit<PlayerDraft, 'key'>>): void;
  onRemove(key: number): void;
  onAdd(): void;
}): ReactElement {
  const addButton = useRef<HTMLButtonElement>(null);
  const remove = (key: number): void => {
    props.onRemove(key);
    // The pressed button leaves with its row; focus lands somewhere a keyboard user can go on from.
    addButton.current?.focus();
  };
  return (
    <section className={styles.section} aria-labelledby="submit-players-title">
      <h3 id="submit-players-title" className={styles.sectionTitle}>
        Players
      </h3>
      {props.players.length === 0 && <p className={`${text.muted} ${styles.hint}`}>No players: pick a format, or add them one by one.</p>}
      <ol className={styles.players}>
        {props.players.map((player, index) => {
          const name = `Player ${index + 1}`;
          return (
            <li key={player.key}>
              <fieldset className={styles.player}>
                <legend className="visually-hidden">{name}</legend>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <TextInput
                  label="Character Name"
                  className={styles.name}
                  value={player.character_name}
                  onChange={(character_name) => props.onChange(player.key, { character_name })}
                  isRequired
                />
                <AppSelect<Role>
                  label="Role"
                  className={styles.role}
                  options={ROLE_OPTIONS}
                  value={player.role}
                  onChange={(role) => props.onChange(player.key, { role })}
                />
                <Button className={styles.iconButton} aria-label={`Remove ${name}`} onPress={() => remove(player.key)}>
                  <TrashIcon />
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <AppButton ref={addButton} onPress={props.onAdd}>
        <span aria-hidden="true">+ </span>Add Player
      </AppButton>
    </section>
  );
}
