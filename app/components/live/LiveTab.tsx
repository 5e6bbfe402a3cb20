import { useEffect, useState, type ReactElement } from 'react';
import { Link } from '@tanstack/react-router';
import { playingNow, useFollowLive, useLiveFeed } from '../../data/liveRounds';
import { useOnline } from '../../data/syncStatus';

/** While rounds are live, the navigation asks again this often for one that was abandoned without a word. */
const COUNT_FALLBACK_MS = 30_000;

/** Runs `task` once the page is idle (after the first render's work), or after a while at the latest. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}

/**
 * The navigation's Live tab, with how many rounds are being played beside its name: asked for only
 * once the app is idle, so the first page load never waits on it, then following the server's change
 * notices. A component of its own, so that only it renders again as they come.
 */
export function LiveTab(props: { className?: string; current: boolean; onClick(): void }): ReactElement {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const online = useOnline();
  const { rounds } = useLiveFeed();
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
