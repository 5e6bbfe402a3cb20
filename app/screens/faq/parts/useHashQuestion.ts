import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Key } from 'react-aria-components';

/** Long enough for the opened panel to lay out, short enough to feel immediate. */
const SCROLL_DELAY_MS = 100;

/** The hash is read once, on load: later changes come from the accordion itself. */
function ignoreChanges(): () => void {
  return () => undefined;
}

function questionInHash(ids: readonly string[]): string | null {
  const id = window.location.hash.slice(1);
  return ids.includes(id) ? id : null;
}

/**
 * The accordion's open question mirrored in the URL hash, so a question can be linked to: a hash on
 * load opens its question and scrolls to it; opening or closing one rewrites the hash in place.
 */
export function useHashQuestion(ids: readonly string[]): { expanded: Set<Key>; onExpandedChange(keys: Set<Key>): void } {
  // The prerendered page (app/prerender) has every question closed: the hash's opens once it is hydrated.
  const linked = useSyncExternalStore(ignoreChanges, () => questionInHash(ids), () => null);
  const [chosen, setExpanded] = useState<Set<Key> | null>(null);
  const expanded = chosen ?? new Set<Key>(linked ? [linked] : []);

  useEffect(() => {
    const id = questionInHash(ids);
    if (!id) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ids]);

  const navigate = useNavigate();
  const onExpandedChange = (keys: Set<Key>) => {
    setExpanded(keys);
    const [open] = keys;
    // A replaceState through the router: the router watches history.replaceState, and on its own it
    // would scroll to the new hash's heading, or to the top when the hash is cleared.
    void navigate({ to: '/faq', hash: open === undefined ? '' : String(open), replace: true, resetScroll: false, hashScrollIntoView: false });
  };

  return { expanded, onExpandedChange };
}
