import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from '@tanstack/react-router';

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

/** The question open on the page as the reader sees it, whether the app or the browser opened it. */
function questionOpenOnPage(ids: readonly string[]): string | null {
  return ids.find((id) => document.getElementById(id)?.closest('details')?.open) ?? null;
}

/**
 * The accordion's open question mirrored in the URL hash, so a question can be linked to: a hash on
 * load opens its question and scrolls to it; opening or closing one rewrites the hash in place.
 */
export function useHashQuestion(ids: readonly string[]): { open: string | null; onToggle(): void } {
  // The prerendered page (app/prerender) has every question closed: the hash's opens once it is hydrated.
  const linked = useSyncExternalStore(ignoreChanges, () => questionInHash(ids), () => null);
  // A question tapped open before the app took the page over stays open, and is linked to like any other.
  const [chosen, setChosen] = useState<string | null | undefined>(() => (typeof document === 'undefined' ? undefined : (questionOpenOnPage(ids) ?? undefined)));
  const open = chosen === undefined ? linked : chosen;

  useEffect(() => {
    const id = questionInHash(ids);
    // Once the reader has chosen (even before the app took over), the page stays where they are.
    if (!id || chosen !== undefined) return;
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const timer = setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior, block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ids, chosen]);

  const navigate = useNavigate();
  useEffect(() => {
    if (chosen === undefined) return;
    // A replaceState through the router: the router watches history.replaceState, and on its own it
    // would scroll to the new hash's heading, or to the top when the hash is cleared.
    void navigate({ to: '/faq', hash: chosen ?? '', replace: true, resetScroll: false, hashScrollIntoView: false });
  }, [chosen, navigate]);

  // Read from the page: opening one question closes another, each toggling in turn.
  const onToggle = () => {
    const shown = questionOpenOnPage(ids);
    if (shown !== open) setChosen(shown);
  };

  return { open, onToggle };
}
