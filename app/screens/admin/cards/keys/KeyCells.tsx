import { Button } from 'react-aria-components';
import { formatLocalDate } from '../../../../../domain/time';
import type { ApiKey } from '../../../../../domain/types';
import { AppButton } from '../../../../ui/AppButton';
import { Chip } from '../../../../ui/Chip';
import { copyToClipboard } from '../../../../ui/clipboard';
import { CopyIcon, LockIcon } from './icons';
import { activeLabel, isExpired, keyName, maskKey } from './keyView';
import text from '../../../../ui/text.module.css';
import tables from '../../../../ui/table.module.css';
import styles from './keys.module.css';

const COPY_WORDS = { copied: 'API token copied to clipboard!', failed: 'Failed to copy token.' };

/** The key masked on screen; a press copies all of it. */
export function KeyCell({ apiKey }: { apiKey: ApiKey }) {
  const { token } = apiKey;
  // The server sends no token for a key sealed under an earlier secret: it can only be disabled.
  if (!token) return <span className={text.muted}>Cannot be shown</span>;
  return (
    <Button className={styles.keyButton} aria-label={`Copy key ${keyName(apiKey)}`} onPress={() => void copyToClipboard(token, COPY_WORDS)}>
      <code className={styles.key}>{maskKey(token)}</code>
      <CopyIcon />
    </Button>
  );
}

export function DescriptionCell({ description }: { description: string }) {
  if (description) return <span className={styles.description}>{description}</span>;
  return (
    <>
      <span className={text.muted} aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">No description</span>
    </>
  );
}

export function ActiveCell({ apiKey }: { apiKey: ApiKey }) {
  return (
    <Chip tone={apiKey.active ? 'accent' : 'muted'}>
      <span aria-hidden="true">{apiKey.active ? '●' : '○'}</span>
      {activeLabel(apiKey)}
    </Chip>
  );
}

export function ExpiresCell({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  if (!apiKey.expires_at) return <span>Never</span>;
  return (
    <span className={styles.expires}>
      {formatLocalDate(apiKey.expires_at)}
      {isExpired(apiKey, now) && <span className={styles.expired}>Expired</span>}
    </span>
  );
}

/** The lock: disables the key, once confirmed; nothing to do for a key already disabled. */
export function DisableCell(props: { apiKey: ApiKey; blocked: string | null; blockedId: string; onDisable(key: ApiKey): void }) {
  const { apiKey } = props;
  return (
    <AppButton
      size="icon"
      className={tables.removeButton}
      aria-label={`Disable key ${keyName(apiKey)}`}
      aria-describedby={props.blocked && apiKey.active ? props.blockedId : undefined}
      isDisabled={!apiKey.active || props.blocked !== null}
      onPress={() => props.onDisable(apiKey)}
    >
      <LockIcon />
    </AppButton>
  );
}
