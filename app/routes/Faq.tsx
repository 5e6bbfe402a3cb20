import type { ReactElement } from 'react';
export function Faq(): ReactElement {
  return (
    <section aria-labelledby="faq-title">
      <h1 id="faq-title">Frequently Asked Questions</h1>
      <p>How runs get recorded, linking accounts, and how averages work.</p>
    </section>
  );
}
