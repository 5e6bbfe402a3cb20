import type { ReactElement } from 'react';
import styles from './apiDocs.module.css';

/** A line of the document's text with its `code` spans as code. Text only, never markup: it comes over the network. */
export function InlineText({ text }: { text: string }): ReactElement {
  return <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

/** A description from the document: paragraphs split at blank lines, `code` spans kept. */
export function DocText({ text, className }: { text: string | undefined; className?: string }): ReactElement | null {
  const paragraphs = text?.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean) ?? [];
  if (paragraphs.length === 0) return null;
  return (
    <div className={`${styles.docText} ${className ?? ''}`}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
