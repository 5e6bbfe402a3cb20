import type { ReactElement } from 'react';
export function Admin(): ReactElement {
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Panel</h1>
      <p>Submit rounds, review potentially suspicious runs, and manage API keys and users.</p>
    </section>
  );
}
