import type { ReactElement, ReactNode } from 'react';
import { AppButton } from '../../../ui/AppButton';
import { BlockedNote } from '../../../ui/BlockedNote';
import { Card } from '../../../ui/Card';
import styles from './RefreshCard.module.css';

export interface RefreshCardProps {
  title: string;
  /** What the card lists. */
  intro: ReactNode;
  /** A read is under way: Refresh waits for it. */
  loading: boolean;
  onRefresh(): void;
  /** Why the card cannot act now (offline), and the id its disabled controls point to. */
  blocked: string | null;
  blockedId?: string;
  children: ReactNode;
}

/** An admin card of what the server holds, read on opening and on Refresh: its intro and Refresh button, then why it cannot act now, then its list. */
export function RefreshCard(props: RefreshCardProps): ReactElement {
  return (
    <Card title={props.title}>
      <div className={styles.body}>
        <div className={styles.toolbar}>
          <p className={styles.intro}>{props.intro}</p>
          <AppButton isDisabled={props.blocked !== null} isPending={props.loading} onPress={props.onRefresh}>
            Refresh
          </AppButton>
        </div>
        <BlockedNote reason={props.blocked} id={props.blockedId} />
        {props.children}
      </div>
    </Card>
  );
}
