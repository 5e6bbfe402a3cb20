import { useState, type ReactElement } from 'react';
import { ToggleButton } from 'react-aria-components';
import { maskUuid } from '../../../../domain/account';
import { UUID_VISIBLE_CHARS } from '../../../../domain/constants';
import { AppButton } from '../../../ui/AppButton';
import { Card } from '../../../ui/Card';
import { copyToClipboard } from '../../../ui/clipboard';
import ui from '../../../ui/ui.module.css';
import styles from './account.module.css';

const COPY_WORDS = { copied: 'UUID copied to clipboard!', failed: 'Failed to copy UUID.' };

/** The plugin's link to this account: masked unless asked, copyable without being shown. */
export function UuidKeyCard({ uuidKey }: { uuidKey: string }): ReactElement {
  const [shown, setShown] = useState(false);
  return (
    <Card title="UUID Key">
      <div className={styles.keyRow}>
        {shown ? (
          <code className={styles.key} data-testid="uuid-key">
            {uuidKey}
          </code>
        ) : (
          <>
            {/* A screen reader would read every mask dot: it hears what is visible instead. */}
            <code className={styles.key} data-testid="uuid-key" aria-hidden="true">
              {maskUuid(uuidKey)}
            </code>
            <span className="visually-hidden">
              Hidden key, starting {uuidKey.slice(0, UUID_VISIBLE_CHARS)} and ending {uuidKey.slice(-UUID_VISIBLE_CHARS)}
            </span>
          </>
        )}
        <div className={styles.actions}>
          <ToggleButton className={`${ui.button} ${styles.toggle}`} isSelected={shown} onChange={setShown}>
            <span className={styles.icon} aria-hidden="true">
              {shown ? '◉' : '◎'}
            </span>
            Show key
          </ToggleButton>
          <AppButton onPress={() => void copyToClipboard(uuidKey, COPY_WORDS)}>Copy key</AppButton>
        </div>
      </div>
      <p className={styles.secret}>
        <strong>Keep this key secret.</strong> Anyone who has it can record rounds as you: never share it or show it on stream.
      </p>
      <p className={styles.text}>
        The key identifies your account when you link the game client: paste it into the BA Times plugin&apos;s settings in RuneLite,
        and the rounds the plugin records are linked to this account.
      </p>
    </Card>
  );
}
