import { lazy, Suspense, type ReactElement } from 'react';
import styles from './Faq.module.css';

// The answers and their screenshots' markup load with the page, keeping the app shell small.
const FaqAccordion = lazy(() => import('../components/faq/FaqAccordion').then((m) => ({ default: m.FaqAccordion })));

export function Faq(): ReactElement {
  return (
    <section className={styles.page} aria-labelledby="faq-title">
      <h1 id="faq-title" className={styles.title}>
        Frequently Asked Questions
      </h1>
      <p className={styles.intro}>How runs get recorded, linking your characters, adding old times, and how averages work.</p>
      <Suspense fallback={<p>Loading questions…</p>}>
        <FaqAccordion />
      </Suspense>
    </section>
  );
}
