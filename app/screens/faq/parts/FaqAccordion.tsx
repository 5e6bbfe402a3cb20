import type { ReactElement } from 'react';
import { FAQ } from '../content/content';
import { ContentBlocks } from './ContentBlocks';
import { useHashQuestion } from './useHashQuestion';
import styles from './accordion.module.css';

const IDS = FAQ.map((entry) => entry.id);

/**
 * The questions, one answer open at a time, the open one named in the URL hash. Native disclosures,
 * so a question opens on a tap before the app has taken the page over, and without JavaScript.
 */
export function FaqAccordion(): ReactElement {
  const { open, onToggle } = useHashQuestion(IDS);
  return (
    <div className={styles.group}>
      {FAQ.map((entry) => (
        // One name makes the browser close the open answer as another opens.
        <details key={entry.id} name="faq" className={styles.item} open={open === entry.id} onToggle={onToggle}>
          <summary className={styles.trigger}>
            <h2 id={entry.id} className={styles.heading}>
              {entry.question}
            </h2>
            <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </summary>
          <div className={styles.panel}>
            <ContentBlocks blocks={entry.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
