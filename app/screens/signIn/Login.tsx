import type { ReactElement } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { SIGN_IN_FAILURES } from '../../../domain/signIn';
import { Page } from '../../ui/Page';

/** Where a sign-in that did not complete lands (cancelled at Discord, refused, or an error on the way). */
export function Login(): ReactElement {
  const { reason } = useSearch({ from: '/login' });
  return (
    <Page title="Sign-in did not complete" titleId="login-title" documentTitle="Login">
      <p>{reason ? SIGN_IN_FAILURES[reason] : 'Signing in with Discord was cancelled or failed. Use Login at the top right to try again.'}</p>
      <p>
        Browsing needs no account: <Link to="/round-times">Round Times</Link> and the <Link to="/leaderboard">Leaderboard</Link> are open to everyone.
      </p>
    </Page>
  );
}
