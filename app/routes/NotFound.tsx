import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';

export function NotFound(): ReactElement {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/round-times">Go to Round Times</Link> or <Link to="/leaderboard">the Leaderboard</Link>.
      </p>
    </section>
  );
}
