import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import styles from './Page.module.css';

export const PRODUCT = 'BA Times';

export interface PageProps {
  /** The screen's heading (its h1). */
  title: string;
  /** The heading's id, which names the screen's section. */
  titleId: string;
  /** The screen's name in the document title, 'BA Times | {name}': the heading unless given; null for the product alone. */
  documentTitle?: string | null;
  /** Beside the heading: a player's region. */
  aside?: ReactNode;
  /** The screen's parts stand a fixed space apart, the heading among them. */
  stack?: boolean;
  /** The screen's own frame: a reading width. */
  className?: string;
  children?: ReactNode;
}

/** A screen: its section, named by its heading, and the document's title. */
export function Page({ title, titleId, documentTitle = title, aside, stack, className, children }: PageProps): ReactElement {
  useLayoutEffect(() => {
    document.title = documentTitle === null ? PRODUCT : `${PRODUCT} | ${documentTitle}`;
  }, [documentTitle]);
  return (
    <section aria-labelledby={titleId} className={`${stack ? styles.stack : ''} ${className ?? ''}`.trim() || undefined}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {aside}
      </header>
      {children}
    </section>
  );
}
