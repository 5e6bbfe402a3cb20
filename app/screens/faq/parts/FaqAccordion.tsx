import type { ReactElement } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { FAQ } from '../content/content';
import { ContentBlocks } from './ContentBlocks';
import { useHashQuestion } from './useHashQuestion';
import styles from './accordion.module.css';

const IDS = FAQ.map((entry) => entry.id);

/** The questions, one answer open at a time, the open one named in the URL hash. */
export function FaqAccordion(): ReactElement {
  const { expanded, onExpandedChange } = useHashQuestion(IDS);
  return (
    <DisclosureGroup className={styles.group} expandedKeys={expanded} onExpandedChange={onExpandedChange}>
      {FAQ.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={styles.item}>
          {/* The DOM id sits on the heading: Disclosure keeps its own id for the group's state. */}
          <Heading level={2} id={entry.id} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{entry.question}</span>
              <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
                <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <ContentBlocks blocks={entry.answer} />
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
