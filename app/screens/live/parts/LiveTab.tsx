import type { ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { playingNow, useFollowLive, useLiveFeed } from '../../../data/liveRounds';
import { useSyncStatus } from '../../../data/syncStatus';

/** While rounds are live, the navigation asks again this often for one that was abandoned without a word. */
const COUNT_FALLBACK_MS = 30_000;

/**
 * The navigation's Live tab, with how many rounds are being played beside its name: asked for only
 * once the app has synced for the first time, long after the page was taken over (an answer landing
 * while a screen still hydrates would make it draw anew), then following the server's change notices.
 * A component of its own, so that only it renders again as they come.
 */
export function LiveTab(props: { className?: string; current: boolean; onClick(): void }): ReactElement {
  const { online, lastSyncedAt } = useSyncStatus();
  const ready = lastSyncedAt !== null;
  const rounds = useLiveFeed().data;
  const count = online && rounds ? playingNow(rounds) : 0;
  useFollowLive(ready, count > 0 ? COUNT_FALLBACK_MS : null);
  return (
    <Link
      to="/live"
      className={props.className}
      aria-current={props.current ? 'page' : undefined}
      aria-label={count > 0 ? `Live, ${count === 1 ? '1 round' : `${count} rounds`} being played` : undefined}
      // The badge is drawn from this (TopNav.module.css): text of its own would not be part of the name.
      data-count={count > 0 ? count : undefined}
      onClick={props.onClick}
    >
      Live
    </Link>
  );
}
