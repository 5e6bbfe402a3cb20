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

/** A switch turned early: the app takes on the state the visitor left it in. */
export function useEarlyChoice(ref: RefObject<HTMLInputElement | null>, selected: boolean, onChange: (selected: boolean) => void): void {
  useAdoptOnce(() => {
    const input = ref.current;
    if (input && input.checked !== selected) onChange(input.checked);
  });
}

/** An option chosen early in the browser's own select: the app takes it on. */
export function useEarlySelect(ref: RefObject<HTMLSelectElement | null>, value: string, onChange: (value: string) => void): void {
  useAdoptOnce(() => {
    const select = ref.current;
    if (select && select.value !== value) onChange(select.value);
  });
}
