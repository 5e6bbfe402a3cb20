import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';

/** Where a sign-in that did not complete lands (cancelled at Discord, or an error on the way). */
export function Login(): ReactElement {
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">Sign-in did not complete</h1>
      <p>Signing in with Discord was cancelled or failed. Use Login at the top right to try again.</p>
      <p>
        Browsing needs no account: <Link to="/round-times">Round Times</Link> and the <Link to="/leaderboard">Leaderboard</Link> are open to everyone.
      </p>
    </section>
  );
}
