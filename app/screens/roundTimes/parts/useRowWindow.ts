import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Rows kept past each edge of the view, so keyboard focus and quick scrolls never reach an edge. */
const OVERSCAN = 12;
/** The window moves in steps of this many rows: most scroll frames change nothing. */
const STEP = 8;
/** A collapsed row's height before the first one is measured. */
const ESTIMATED_ROW_PX = 46;
/** Rows drawn before the box is measured: a screenful. */
const FIRST_END = 40;

export interface RowWindow {
  /** Positions [start, end) are rendered; the rest is padding of their estimated height. */
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
  /** For the scrolling box. */
  attachScroller(element: HTMLDivElement | null): void;
  /** For the table body whose rows are measured. */
  attachBody(element: HTMLTableSectionElement | null): void;
  onScroll(): void;
}

/**
 * Windowed rendering for a long table in a scrolling box: only the positions in view (and a margin)
 * exist, between paddings that stand for the others. A position's height (its row, and its players
 * when open) is the average measured over the rows drawn.
 */
export function useRowWindow(count: number): RowWindow {
  const scroller = useRef<HTMLDivElement | null>(null);
  const observer = useRef<ResizeObserver | null>(null);
  const drawn = useRef(0);
  const frame = useRef(0);
  const [rowPx, setRowPx] = useState(ESTIMATED_ROW_PX);
  const [range, setRange] = useState({ start: 0, end: FIRST_END });

  const update = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const first = Math.floor(box.scrollTop / rowPx) - OVERSCAN;
    const last = Math.ceil((box.scrollTop + box.clientHeight) / rowPx) + OVERSCAN;
    const start = Math.max(0, Math.floor(first / STEP) * STEP);
    const end = Math.min(count, Math.ceil(last / STEP) * STEP);
    setRange((held) => (held.start === start && held.end === end ? held : { start, end }));
  }, [count, rowPx]);

  useEffect(update, [update]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const start = Math.min(range.start, count);
  const end = Math.min(range.end, count);
  useLayoutEffect(() => {
    drawn.current = end - start;
  }, [start, end]);

  // The rows drawn say how tall a position is, whenever their height changes; the paddings follow.
  const attachBody = useCallback(
    (element: HTMLTableSectionElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element) return;
      observer.current = new ResizeObserver(([entry]) => {
        if (!entry || drawn.current === 0) return;
        const measured = entry.contentRect.height / drawn.current;
        setRowPx((held) => (Math.abs(measured - held) > 1 ? measured : held));
      });
      observer.current.observe(element);
    },
    [],
  );

  return {
    start,
    end,
    padTop: start * rowPx,
    padBottom: (count - end) * rowPx,
    attachScroller: useCallback((element: HTMLDivElement | null) => {
      scroller.current = element;
    }, []),
    attachBody,
    onScroll: () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(update);
    },
  };
}
