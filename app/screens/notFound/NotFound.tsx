import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { Page } from '../../ui/Page';

export function NotFound(): ReactElement {
  return (
    <Page title="Page not found" titleId="not-found-title" documentTitle={null}>
      <p>There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to="/round-times">Go to Round Times</Link> or <Link to="/leaderboard">the Leaderboard</Link>.
      </p>
    </Page>
  );
}
