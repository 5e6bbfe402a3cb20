import type { ReactElement } from 'react';
import { FaqAccordion } from './parts/FaqAccordion';
import { Page } from '../../ui/Page';
import styles from './Faq.module.css';

/**
 * The answers come in the screen's own code (itself loaded with the route): a lazy part of its own
 * would hydrate a moment after the page answers, and a press in that moment was dropped.
 */
export function Faq(): ReactElement {
  return (
    <Page title="Frequently Asked Questions" titleId="faq-title" className={styles.page}>
      <p className={styles.intro}>How runs get recorded, linking your characters, adding old times, and how averages work.</p>
      <FaqAccordion />
    </Page>
  );
}
