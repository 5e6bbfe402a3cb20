import type { MouseEvent, ReactElement } from 'react';
import { useRouter } from '@tanstack/react-router';
import styles from './blocks.module.css';

/** Markup from app/screens/faq/content/content.ts only; its links to our own pages navigate inside the app. */
export function HtmlBlock({ html }: { html: string }): ReactElement {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    router.history.push(href);
  };
  // A click handler for the links inside, not an interactive element itself.
  return <div className={styles.html} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
