import { useId, useRef, useState, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { Step } from '../content/types';
import { AppButton } from '../../../ui/AppButton';
import { useHydrated } from '../../../ui/useHydrated';
import { ContentBlocks } from './ContentBlocks';
import styles from './stepper.module.css';

/**
 * Numbered steps shown one at a time, with Back and Next once the app runs; until then (and without
 * JavaScript) every step, in order.
 */
export function Stepper({ label, steps }: { label: string; steps: readonly Step[] }): ReactElement {
  return useHydrated() ? <StepByStep label={label} steps={steps} /> : <EveryStep label={label} steps={steps} />;
}

function EveryStep({ label, steps }: { label: string; steps: readonly Step[] }): ReactElement {
  return (
    <section className={styles.stepper} aria-label={label}>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={step.title} className={styles.step}>
            <p className={styles.count}>
              Step {i + 1} of {steps.length}
            </p>
            <h3 className={styles.title}>{step.title}</h3>
            <div className={styles.body}>
              <ContentBlocks blocks={step.blocks} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function StepByStep({ label, steps }: { label: string; steps: readonly Step[] }): ReactElement {
  const [index, setIndex] = useState(0);
  const backRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const last = steps.length - 1;
  const step = steps[index]!;

  const go = (to: number) => {
    // Rendered now so the button that stays enabled can take focus from the one being disabled.
    flushSync(() => setIndex(to));
    if (to === 0) nextRef.current?.focus();
    else if (to === last) backRef.current?.focus();
  };

  return (
    <section className={styles.stepper} aria-label={label}>
      <ol className={styles.progress} aria-label="Steps">
        {steps.map((s, i) => (
          <li key={s.title} className={styles.dot} aria-current={i === index ? 'step' : undefined} data-done={i < index || undefined}>
            <span aria-hidden="true">{i + 1}</span>
            <span className="visually-hidden">{s.title}</span>
          </li>
        ))}
      </ol>
      {/* Announced after Back or Next, so a screen reader hears where it landed. */}
      <div aria-live="polite" aria-atomic="true">
        <p className={styles.count}>
          Step {index + 1} of {steps.length}
        </p>
        <h3 id={titleId} className={styles.title}>
          {step.title}
        </h3>
      </div>
      <div className={styles.body} role="group" aria-labelledby={titleId}>
        <ContentBlocks blocks={step.blocks} />
      </div>
      <div className={styles.nav}>
        <AppButton ref={backRef} isDisabled={index === 0} onPress={() => go(index - 1)}>
          Back
        </AppButton>
        <AppButton ref={nextRef} variant="primary" isDisabled={index === last} onPress={() => go(index + 1)}>
          Next
        </AppButton>
      </div>
    </section>
  );
}
