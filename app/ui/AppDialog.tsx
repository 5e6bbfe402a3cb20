import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './ui.module.css';

/** A modal dialog of a given maximum width (SPEC §9 names 1000, 800 and 500 px). */
export function AppDialog(props: {
  title: string;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  maxWidth: number;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
}) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable>
      <Modal className={styles.modal} style={{ maxWidth: props.maxWidth }}>
        <Dialog className={styles.dialog} role={props.role}>
          <Heading slot="title" className={styles.dialogTitle}>
            {props.title}
          </Heading>
          {props.children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={styles.dialogActions}>{children}</div>;
}
