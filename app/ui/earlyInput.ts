import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A control hydrated over a prerendered page keeps what the visitor did to it before the app took
 * over: hydration leaves the node's value alone. The app's state still holds the page's first value,
 * which its next render would put back; on the control's first commit the early value is handed to
 * the app as the change it was.
 */
function useAdoptOnce(adopt: () => void): void {
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    adopt();
  }, [adopt]);
}

/** A text typed early: the app takes it on, and the caret goes back where it was once the app shows it. */
export function useEarlyText(ref: RefObject<HTMLInputElement | null>, value: string, onChange: (value: string) => void): void {
  const caret = useRef<{ value: string; start: number; end: number } | null>(null);
  useAdoptOnce(() => {
    const input = ref.current;
    if (!input || input.value === value) return;
    if (document.activeElement === input && input.selectionStart !== null) {
      caret.current = { value: input.value, start: input.selectionStart, end: input.selectionEnd ?? input.selectionStart };
    }
    onChange(input.value);
  });
  useLayoutEffect(() => {
    const input = ref.current;
    const kept = caret.current;
    if (!input || !kept || value !== kept.value) return;
    caret.current = null;
    if (document.activeElement === input) input.setSelectionRange(kept.start, kept.end);
  }, [ref, value]);
}

/** A choice made early (a switch turned, an option picked): the app takes on what `read` finds in the control. */
export function useEarlyChoice<E extends HTMLElement, T>(ref: RefObject<E | null>, value: T, read: (control: E) => T, onChange: (value: T) => void): void {
  useAdoptOnce(() => {
    const control = ref.current;
    if (control && read(control) !== value) onChange(read(control));
  });
}
