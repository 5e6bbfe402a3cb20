import type { ReactNode } from 'react';
import styles from './ui.module.css';

export function Card(props: { title: string; children: ReactNode; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${props.headingLevel ?? 2}` as const;
  return (
    <section className={`${styles.card} ${props.className ?? ''}`} aria-label={props.title}>
      <Heading className={styles.cardTitle}>{props.title}</Heading>
      {props.children}
    </section>
  );
}
