import { useEffect } from 'react';

/** Where a key already means something: typing, choosing from a list, moving a slider. */
const KEEPS_ARROWS = 'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="listbox"], [role="option"], [role="menu"], [role="menuitem"], [aria-haspopup]:not([aria-haspopup="false"]), [role="dialog"]';
/** Space also presses whatever button or link has focus. */
const KEEPS_SPACE = `${KEEPS_ARROWS}, button, a[href], [role="button"], [role="switch"], [role="checkbox"], [role="link"]`;

function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest(key === ' ' ? KEEPS_SPACE : KEEPS_ARROWS) !== null;
}

/** Space plays or pauses, the arrows step a tick, wherever on the page those keys mean nothing else. */
export function usePlaybackKeys(toggle: () => void, step: (by: number) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const action = event.key === ' ' ? toggle : event.key === 'ArrowLeft' ? () => step(-1) : event.key === 'ArrowRight' ? () => step(1) : null;
      if (!action || ownsKey(event.target, event.key)) return;
      event.preventDefault();
      // Held down, space would play and pause on every repeat.
      if (event.key === ' ' && event.repeat) return;
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [toggle, step]);
}
